/**
 * Google access for the commands (issue #22), in the background: calls to Google's APIs with an access token
 * that the Intently server mints for the signed-in account, kept only in this worker's memory (never stored,
 * never handed to a page or to the bar: the bar asks the background to make the call); connecting Google
 * (the site's /auth page adds the grant); and the /auth page's request to start that grant.
 */
import { z } from 'zod';
import { callGoogle, GoogleError } from '../shared/call-google';
import { accountApi, SignedOutError, type AccountProfile, type GoogleGrant } from './account-api';
import { ACCOUNT_COPY } from './account-copy';
import type { AccountService } from './account-service';
import { readGoogleApiBases, type BasesStorage, type GoogleApi } from './google-api-bases';
import { googleTokenCache } from './google-token-cache';
import type { ExternalSender } from './sign-in';

/** What the commands may do with Google. */
export interface GoogleAccess {
  /**
   * Calls `path` of a Google API with the grant's access token and answers Google's JSON; throws
   * `ReconnectGoogleError` (connect Google again), `SignedOutError`, or `GoogleError` with the sentence to show.
   */
  call(grant: GoogleGrant, api: GoogleApi, what: string, path: string, init?: RequestInit): Promise<unknown>;
  /** The signed-in account (the mail's sender), or null. */
  profile(): Promise<AccountProfile | null>;
  /** Opens the server's /auth page, where the person adds the grant at Google. */
  connect(grant: GoogleGrant, windowId?: number): Promise<void>;
}

/** The /auth page asks the extension to start adding a grant (the server needs the extension's session for it). */
export const GrantStartMessage = z.object({
  type: z.literal('intently/grant-start'),
  grant: z.enum(['gmail', 'calendar']),
});

/** Refusal of a grant start from anywhere but the configured server's /auth page. */
export const GRANT_START_REFUSED =
  'Intently connects Google only from the /auth page of the server set in its Account settings.';

/** The browser parts Google access needs. */
export interface GoogleAccessBrowser {
  storage: { local: BasesStorage };
  tabs: { create(properties: { url: string; windowId?: number }): Promise<unknown> };
  runtime: { id: string };
}

/** Google access over the account service; `fetch`, `sleep` and the clock are parameters for tests. */
export function googleAccess(
  browser: GoogleAccessBrowser,
  service: AccountService,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => number = Date.now,
): GoogleAccess & { startGrant(message: unknown, sender: ExternalSender): Promise<{ url: string; state: string }> } {
  const cache = googleTokenCache(now);
  const signedIn = async () => {
    const session = await service.session();
    if (!session) throw new SignedOutError(ACCOUNT_COPY.notSignedIn);
    return session;
  };

  return {
    async call(grant, api, what, path, init = {}) {
      const session = await signedIn();
      const key = `${session.origin} ${session.token} ${grant}`;
      const ask = () =>
        accountApi(session.origin, session.token, fetchImpl)
          .googleToken(grant)
          .catch(async (error: unknown) => {
            if (error instanceof SignedOutError) await service.ended();
            throw error;
          });
      const url = `${(await readGoogleApiBases(browser.storage.local))[api]}${path}`;
      const attempt = async () => {
        const { accessToken } = await cache.get(key, ask);
        return callGoogle(fetchImpl, sleep, now, what, url, {
          ...init,
          headers: { ...init.headers, Authorization: `Bearer ${accessToken}` },
        });
      };
      try {
        return await attempt();
      } catch (error) {
        // Google refused the token (revoked meanwhile): ask the server once more, which says whether to reconnect.
        if (!(error instanceof GoogleError && error.status === 401)) throw error;
        cache.drop(key);
        return attempt();
      }
    },
    profile: async () => (await service.view()).profile,
    async connect(grant: GoogleGrant, windowId?: number) {
      const query = new URLSearchParams({ source: 'extension', grant, extension: browser.runtime.id });
      await browser.tabs.create({ url: `${(await service.view()).origin}/auth?${query}`, windowId });
    },
    /** Starts a grant for the /auth page of the configured server: answers the consent address and state. */
    async startGrant(message: unknown, sender: ExternalSender): Promise<{ url: string; state: string }> {
      const { grant } = GrantStartMessage.parse(message);
      const session = await signedIn();
      if (sender.origin !== session.origin || !sender.url || new URL(sender.url).pathname !== '/auth')
        throw new Error(GRANT_START_REFUSED);
      return accountApi(session.origin, session.token, fetchImpl).startGrant(grant, `${session.origin}/auth`);
    },
  };
}
