/**
 * Google's part of the one provider access (provider-access.ts), for /gmail, /cal and contacts (issue #22):
 * Google's access tokens per grant from our server (`API_ROUTES.googleToken`), a 401 from Google answered by asking the
 * server once more (which says whether to reconnect), Google's API addresses (google-api-bases.ts), and starting
 * a grant at the server when the /auth page asks for the flow the extension opened (auth-flows.ts).
 */
import { callGoogle, GoogleError } from '../shared/call-google';
import type { AccountProfile, GoogleGrant } from './account-api';
import { readGoogleApiBases, type GoogleApi } from './google-api-bases';
import type { Provider, ProviderAccess } from './provider-access';

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

/** Google as a provider: a 401 means Google refused the token (revoked meanwhile), so the server is asked once more. */
const GOOGLE: Provider<'google', GoogleGrant> = {
  name: 'google',
  token: (server, grant) => server.googleToken(grant),
  refused: (error) => error instanceof GoogleError && error.status === 401,
};

/** Google access over the one provider access. */
export function googleAccess(
  providers: ProviderAccess,
): GoogleAccess & { startGrant(grant: GoogleGrant): Promise<{ url: string; state: string }> } {
  return {
    async call(grant, api, what, path, init = {}) {
      const url = `${(await readGoogleApiBases(providers.settings))[api]}${path}`;
      return providers.call(GOOGLE, grant, ({ accessToken }, { fetchImpl, sleep, now }) =>
        callGoogle(fetchImpl, sleep, now, what, url, {
          ...init,
          headers: { ...init.headers, Authorization: `Bearer ${accessToken}` },
        }),
      );
    },
    profile: providers.profile,
    connect: (grant, windowId) => providers.connect(grant, windowId),
    /** Starts adding `grant` at the server with the session: answers the consent address and state. */
    async startGrant(grant) {
      const { server, authUrl } = await providers.server();
      return server.startGrant(grant, authUrl);
    },
  };
}
