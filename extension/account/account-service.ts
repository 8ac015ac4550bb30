/**
 * The account's actions, run in the background: sign in (open the flow, start it when the /auth page asks, accept
 * the page's hand-over, say when its tab was closed first), sign out, delete the account, set the server; and the
 * flows the extension opens at the /auth page (auth-flows.ts), which grants share. It keeps the sealed session in
 * `AccountDb` and publishes what pages may see (profile, server, sync state, never the token) as the account view
 * in `storage.local`. Sync follows that view (sync/sync-scheduler.ts): it starts when a profile appears and stops
 * when it goes.
 */
import type { WxtBrowser } from 'wxt/browser';
import { AccountDb } from '../storage/account-db';
import { accountApi, OfflineError, SignedOutError } from './account-api';
import { ACCOUNT_COPY } from './account-copy';
import { readAccountView, SIGNED_OUT, updateAccountView, type AccountView } from './account-view';
import { parseApiOrigin } from './api-origin';
import { authFlows, type ExternalSender, type FlowKind } from './auth-flows';
import { openSession, sealSession } from './session-vault';
import { acceptHandOver, openSignIn, startSignIn } from './sign-in';

/** What the service needs from the browser. */
export type AccountBrowser = Pick<WxtBrowser, 'storage' | 'tabs'>;

/** The account service over one browser and one account database. */
export function accountService(
  browser: AccountBrowser,
  account: AccountDb = new AccountDb(),
  now: () => number = Date.now,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
) {
  const local = browser.storage.local;
  const view = () => readAccountView(local);
  const flows = authFlows(browser.storage.session, now);
  const forget = async (notice: string) => {
    await account.forget();
    const { origin } = await view();
    await updateAccountView(local, { ...SIGNED_OUT, origin, notice });
  };

  const session = async (): Promise<{ origin: string; token: string } | null> => {
    const current = await view();
    if (!current.profile) return null;
    const token = await openSession(account, now());
    if (!token) {
      await forget(ACCOUNT_COPY.expired);
      return null;
    }
    return { origin: current.origin, token };
  };

  return {
    view,
    /** The server and session token for calls, or null when signed out (an ended session signs out here too). */
    session,
    /** The server said the session is gone (revoked, or the account deleted elsewhere): sign out here. */
    ended: () => forget(ACCOUNT_COPY.expired),
    /** The flows opened at the /auth page. */
    flows,
    /** Opens the server's /auth page in a new tab for a grant (adding Google access, connecting Slack). */
    async openGrant(kind: Exclude<FlowKind, 'sign-in'>, windowId?: number): Promise<void> {
      await flows.open(browser.tabs, { kind, origin: (await view()).origin }, windowId);
    },
    /** Opens the server's /auth page in a new tab to sign in. */
    async signIn(windowId?: number): Promise<void> {
      await openSignIn(flows, browser.tabs, (await view()).origin, windowId);
      await updateAccountView(local, { notice: ACCOUNT_COPY.signingIn });
    },
    /** Starts sign-in flow `id` at the server, for the /auth page that asked. */
    startSignIn: (id: string, flow: Parameters<typeof startSignIn>[1]) => startSignIn(id, flow, fetchImpl),
    /** A tab was closed: when it held an unfinished sign-in, says it was cancelled (SPEC §8). */
    async tabClosed(tabId: number): Promise<void> {
      const flow = await flows.closed(tabId);
      if (flow?.kind === 'sign-in' && !(await view()).profile)
        await updateAccountView(local, { notice: ACCOUNT_COPY.cancelled });
    },
    /** Takes the /auth page's hand-over; answers the signed-in email, or throws the sentence the page shows. */
    async acceptHandOver(message: unknown, sender: ExternalSender): Promise<string> {
      const previous = await openSession(account, now());
      const { origin } = await view();
      const signedIn = await acceptHandOver(
        flows,
        message,
        sender,
        previous ? { origin, token: previous } : null,
        fetchImpl,
      );
      await account.forget();
      await sealSession(account, signedIn.token, signedIn.expiresAt);
      await updateAccountView(local, {
        profile: signedIn.account,
        origin: signedIn.origin,
        notice: '',
        sync: { ...SIGNED_OUT.sync, at: now() },
      });
      return signedIn.account.email;
    },
    /** Ends the session on the server (when it answers) and forgets it here; local data is kept. */
    async signOut(): Promise<string> {
      const current = await session();
      if (!current) return ACCOUNT_COPY.notSignedIn;
      try {
        await accountApi(current.origin, current.token, fetchImpl).logout();
      } catch (error) {
        if (error instanceof OfflineError) {
          await forget(ACCOUNT_COPY.signedOutOffline);
          return ACCOUNT_COPY.signedOutOffline;
        }
        if (!(error instanceof SignedOutError)) throw error;
      }
      await forget(ACCOUNT_COPY.signedOut);
      return ACCOUNT_COPY.signedOut;
    },
    /** Deletes the account on the server, then signs out here; throws the server's or network's sentence when it could not. */
    async deleteAccount(): Promise<string> {
      const current = await session();
      if (!current) throw new Error(ACCOUNT_COPY.notSignedIn);
      await accountApi(current.origin, current.token, fetchImpl).deleteAccount();
      await forget(ACCOUNT_COPY.deleted);
      return ACCOUNT_COPY.deleted;
    },
    /** Sets the server address (signed out only); throws a sentence saying what the address should be. */
    async setServer(text: string): Promise<AccountView> {
      const origin = parseApiOrigin(text);
      if ((await view()).profile) throw new Error(ACCOUNT_COPY.signOutFirst);
      return updateAccountView(local, { origin, notice: '' });
    },
  };
}

/** The service `accountService` makes. */
export type AccountService = ReturnType<typeof accountService>;
