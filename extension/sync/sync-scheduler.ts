/**
 * When sync runs: soon after a change (debounced), when the browser starts, on an alarm, and on "Sync now";
 * one sync at a time. It follows the account view: signing in syncs at once and sets the alarm, signing out
 * clears both, and while signed out it adds no work at all (no alarm, no timer, no request).
 */
import type { WxtBrowser } from 'wxt/browser';
import { accountApi, OfflineError, SignedOutError } from '../account/account-api';
import type { AccountService } from '../account/account-service';
import { ACCOUNT_VIEW_KEY, updateAccountView, type AccountView, type SyncStatus } from '../account/account-view';
import { syncNow, type SyncDatabases } from './sync-now';

/** The periodic sync's alarm. */
export const SYNC_ALARM = 'account-sync';
/** Minutes between periodic syncs. */
export const SYNC_MINUTES = 15;
/** How long after a change sync waits for more changes. */
export const SYNC_DEBOUNCE_MS = 3_000;

/** The scheduler's controls. */
export interface SyncScheduler {
  /** Something that syncs changed: sync soon (signed in only). */
  changed(): void;
  /** Syncs now; answers the sync state in words. */
  syncNow(): Promise<SyncStatus>;
  /**
   * Runs `wipe` (all local data deleted) between two syncs, forgetting what this device had synced, so no
   * sync sends what was deleted here as deletions: the server keeps its copy ("Delete my account" removes it).
   */
  deleteLocally(wipe: () => Promise<void>): Promise<void>;
}

/** Starts following the account; `trackingChanged` reloads the tracker when another device changed its settings. */
export function startSyncScheduler(
  browser: Pick<WxtBrowser, 'storage' | 'alarms' | 'runtime'>,
  service: AccountService,
  databases: SyncDatabases,
  trackingChanged: () => Promise<void>,
  now: () => number = Date.now,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): SyncScheduler {
  let signedIn = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: Promise<unknown> = Promise.resolve();
  // One at a time: work asked for while a sync runs starts when it ends (a sync then sees the newest changes).
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.catch(() => undefined).then(work);
    last = next;
    return next;
  };
  const status = async (sync: Omit<SyncStatus, 'at'>) =>
    (await updateAccountView(browser.storage.local, { sync: { ...sync, at: now() } })).sync;

  async function once(): Promise<SyncStatus> {
    const session = await service.session();
    if (!session) return (await service.view()).sync;
    const waiting = await databases.account.outbox.count();
    await status({ state: 'syncing', waiting, message: '' });
    try {
      const result = await syncNow(databases, accountApi(session.origin, session.token, fetchImpl), now);
      if (result.trackingChanged) await trackingChanged();
      return await status({
        state: result.refused.length ? 'error' : 'synced',
        waiting: result.waiting,
        message: result.refused.join(' '),
      });
    } catch (error) {
      if (error instanceof SignedOutError) {
        await service.ended();
        return (await service.view()).sync;
      }
      const message = error instanceof Error ? error.message : String(error);
      return status({
        state: error instanceof OfflineError ? 'offline' : 'error',
        waiting: await databases.account.outbox.count(),
        message,
      });
    }
  }
  const run = (): Promise<SyncStatus> => {
    clearTimeout(timer);
    timer = undefined;
    return serially(once);
  };
  const follow = async (view: AccountView | undefined) => {
    const now = Boolean(view?.profile);
    if (now === signedIn) return;
    signedIn = now;
    if (signedIn) {
      await browser.alarms.create(SYNC_ALARM, { periodInMinutes: SYNC_MINUTES });
      await run();
    } else {
      clearTimeout(timer);
      timer = undefined;
      await browser.alarms.clear(SYNC_ALARM);
    }
  };

  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && ACCOUNT_VIEW_KEY in changes)
      void follow(changes[ACCOUNT_VIEW_KEY]!.newValue as AccountView | undefined);
  });
  browser.alarms.onAlarm.addListener(({ name }) => {
    if (name === SYNC_ALARM && signedIn) void run();
  });
  browser.runtime.onStartup.addListener(() => {
    void service.view().then((view) => view.profile && run());
  });
  void service.view().then((view) => {
    signedIn = Boolean(view.profile);
    // Alarms may not survive an update: re-create it at every worker start while signed in.
    if (signedIn) {
      void browser.alarms.get(SYNC_ALARM).then(async (alarm) => {
        if (!alarm) await browser.alarms.create(SYNC_ALARM, { periodInMinutes: SYNC_MINUTES });
      });
    }
  });

  return {
    changed() {
      if (!signedIn) return;
      clearTimeout(timer);
      timer = setTimeout(() => void run(), SYNC_DEBOUNCE_MS);
    },
    syncNow: run,
    deleteLocally: (wipe) =>
      serially(async () => {
        // Forgotten first: a deletion that stops halfway must not leave what it deleted looking deleted since the last sync.
        await databases.account.forgetSynced();
        if (signedIn) await status({ state: 'idle', waiting: 0, message: '' });
        await wipe();
      }),
  };
}
