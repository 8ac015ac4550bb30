/**
 * When sync runs: soon after a change (debounced), when another device changed something (the live stream,
 * live-stream.ts), when the stream opens (catching up on what it missed), when the network comes back (network-return.ts),
 * when the browser starts, on "Sync now", and on the alarm; one sync at a time, and changes announced while one
 * waits to start are that one. The alarm fires every 30 s while signed in: with the stream down it polls (a sync,
 * whose pull asks `?since=` the last one) and tries the stream again; with the stream live it does nothing but
 * a full sync every SYNC_MINUTES (so an idle, live device sends no request but the stream's). It follows the
 * account view: signing in syncs at once, opens the stream and sets the alarm, signing out ends all three, and
 * while signed out it adds no work at all (no alarm, no timer, no connection, no request).
 */
import type { WxtBrowser } from 'wxt/browser';
import { accountApi, OfflineError, SignedOutError } from '../account/account-api';
import type { AccountService } from '../account/account-service';
import { ACCOUNT_VIEW_KEY, updateAccountView, type AccountView, type SyncStatus } from '../account/account-view';
import { keepSyncStream, readSyncStream, type LiveStream } from './live-stream';
import { watchNetworkReturn, type NetworkScope } from './network-return';
import { syncNow, type SyncDatabases } from './sync-now';

/** The periodic sync's alarm. */
export const SYNC_ALARM = 'account-sync';
/** Minutes between periodic syncs while the stream is live. */
export const SYNC_MINUTES = 15;
/** Minutes between the alarm's checks: a poll while the stream is down (Chrome's shortest alarm period). */
export const POLL_MINUTES = 0.5;
/** How long after a change sync waits for more changes: short enough that another browser shows it within 2 s (issue 38). */
export const SYNC_DEBOUNCE_MS = 1_000;

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
  network: NetworkScope = globalThis,
): SyncScheduler {
  let signedIn = false;
  let stream: LiveStream | undefined;
  let lastRun = 0;
  let queued: Promise<SyncStatus> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: Promise<unknown> = Promise.resolve();
  // One at a time: work asked for while a sync runs starts when it ends (a sync then sees the newest changes).
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.catch(() => undefined).then(work);
    last = next;
    return next;
  };
  // The network is back: what waits goes out now, and the stream opens again without waiting out its back-off.
  const networkBack = watchNetworkReturn(() => {
    if (!signedIn) return;
    stream?.retryNow();
    void runSoon();
  }, network);
  const status = async (sync: Omit<SyncStatus, 'at' | 'live'>) =>
    (await updateAccountView(browser.storage.local, { sync: { ...sync, live: stream?.isLive() ?? false, at: now() } }))
      .sync;

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
      if (error instanceof OfflineError) {
        stream?.restart();
        networkBack.watch();
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
    lastRun = now();
    return serially(once);
  };
  /** A sync after the one running, unless one already waits to start (it will see this change too). */
  const runSoon = (): Promise<SyncStatus> =>
    (queued ??= serially(async () => {
      queued = undefined;
      lastRun = now();
      return once();
    }));
  const openStream = () => {
    stream?.stop();
    stream = keepSyncStream(
      async (onEvent, signal) => {
        const session = await service.session();
        if (!session) throw new SignedOutError('Signed out.');
        return readSyncStream(session.origin, session.token, onEvent, signal, fetchImpl);
      },
      {
        live: () => {
          networkBack.stop();
          void runSoon();
        },
        changed: () => void runSoon(),
        down: (error) => {
          if (error instanceof SignedOutError) {
            if (signedIn) void service.ended();
            return;
          }
          if (error instanceof OfflineError) networkBack.watch();
          // The status line stops saying Live; a server out of reach is "Offline, N waiting" until it answers.
          void serially(async () => {
            if (!signedIn) return;
            const { sync } = await service.view();
            const offline = error instanceof OfflineError && sync.state !== 'syncing';
            await status(
              offline
                ? { state: 'offline', waiting: await databases.account.outbox.count(), message: error.message }
                : { state: sync.state, waiting: sync.waiting, message: sync.message },
            );
          });
        },
      },
    );
  };
  const closeStream = () => {
    stream?.stop();
    stream = undefined;
  };
  const follow = async (view: AccountView | undefined) => {
    const now = Boolean(view?.profile);
    if (now === signedIn) return;
    signedIn = now;
    if (signedIn) {
      await browser.alarms.create(SYNC_ALARM, { periodInMinutes: POLL_MINUTES });
      openStream();
      await run();
    } else {
      clearTimeout(timer);
      timer = undefined;
      closeStream();
      networkBack.stop();
      await browser.alarms.clear(SYNC_ALARM);
    }
  };

  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && ACCOUNT_VIEW_KEY in changes)
      void follow(changes[ACCOUNT_VIEW_KEY]!.newValue as AccountView | undefined);
  });
  browser.alarms.onAlarm.addListener(({ name }) => {
    if (name !== SYNC_ALARM || !signedIn) return;
    if (!stream) openStream();
    else if (!stream.isLive()) stream.retryNow();
    if (!stream?.isLive() || now() - lastRun >= SYNC_MINUTES * 60_000) void runSoon();
  });

  browser.runtime.onStartup.addListener(() => {
    void service.view().then((view) => view.profile && run());
  });
  void service.view().then((view) => {
    signedIn = Boolean(view.profile);
    // Alarms may not survive an update: re-create it at every worker start while signed in; the stream too.
    if (signedIn) {
      openStream();
      void browser.alarms.get(SYNC_ALARM).then(async (alarm) => {
        if (alarm?.periodInMinutes !== POLL_MINUTES)
          await browser.alarms.create(SYNC_ALARM, { periodInMinutes: POLL_MINUTES });
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
