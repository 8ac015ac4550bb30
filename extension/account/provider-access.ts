/**
 * How the commands reach a provider (Google's APIs for /gmail, /cal and contacts; Slack's Web API for /slack),
 * in the background (issues #22, #23). One way for every provider: a short-lived access token asked of the
 * Intently server (`API_ROUTES.googleToken`, `slackToken`) for the signed-in account, kept only in this worker's memory
 * (token-cache.ts: never stored, never handed to a page or to the bar, which asks the background to make the
 * call); the call, retried and worded the provider's way (shared/call-provider.ts); once more with a fresh
 * token when the provider refuses one; a revoked grant forgotten at the server; and the /auth page where a
 * grant is added (a flow of auth-flows.ts). Each provider plugs in as a `Provider` (google-access.ts, slack-access.ts).
 */
import { accountApi, SignedOutError, type AccountApi, type SlackToken } from './account-api';
import { ACCOUNT_COPY } from './account-copy';
import type { AccountService } from './account-service';
import type { BasesStorage } from './google-api-bases';
import type { GoogleToken } from './api-contract';
import type { FlowKind } from './auth-flows';
import { tokenCache } from './token-cache';

/** Each provider's access token, as our server answers it. */
export interface ProviderTokens {
  google: GoogleToken;
  slack: SlackToken;
}

/** A provider's part of the one access: how its token is asked for and which of its failures concern the token. */
export interface Provider<P extends keyof ProviderTokens, G extends string> {
  name: P;
  /** Asks our server for a token for `grant` (its `API_ROUTES` entry). */
  token(server: AccountApi, grant: G): Promise<ProviderTokens[P]>;
  /** Whether the provider refused the token itself (expired meanwhile): ask the server once more. */
  refused(error: unknown): boolean;
  /** When the provider says the grant is revoked: how our server forgets it, and the error to throw instead. */
  revoked?: { is(error: unknown): boolean; forget(server: AccountApi): Promise<unknown>; error(): Error };
}

/** What a call is made with: `fetch`, `sleep` and the clock (parameters for tests). */
export interface Net {
  fetchImpl: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

/** The browser parts provider access needs. */
export interface ProviderAccessBrowser {
  storage: { local: BasesStorage };
}

/** The one access over the account service; `fetch`, `sleep` and the clock are parameters for tests. */
export function providerAccess(
  browser: ProviderAccessBrowser,
  service: AccountService,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => number = Date.now,
) {
  const net: Net = { fetchImpl, sleep, now };
  const cache = tokenCache<ProviderTokens>(now);
  const signedIn = async () => {
    const session = await service.session();
    if (!session) throw new SignedOutError(ACCOUNT_COPY.notSignedIn);
    return { ...session, server: accountApi(session.origin, session.token, fetchImpl) };
  };
  type Session = Awaited<ReturnType<typeof signedIn>>;
  const keyOf = (session: Session, grant: string) => `${session.origin} ${session.token} ${grant}`;

  /** The session's token for the grant: the kept one, else one asked of the server (a sign-out it reports ends the session here). */
  const tokenOf = <P extends keyof ProviderTokens, G extends string>(
    provider: Provider<P, G>,
    grant: G,
    session: Session,
  ) =>
    cache.get(provider.name, keyOf(session, grant), () =>
      provider.token(session.server, grant).catch(async (error: unknown) => {
        if (error instanceof SignedOutError) await service.ended();
        throw error;
      }),
    );

  return {
    /**
     * Makes `send` with the signed-in account's token for the grant; when the provider refused the token, asks
     * the server once more (which refreshes it, or says to connect again); when the provider says the grant is
     * revoked, has the server forget it and throws the provider's "reconnect". Throws `SignedOutError` too.
     */
    async call<P extends keyof ProviderTokens, G extends string, T>(
      provider: Provider<P, G>,
      grant: G,
      send: (token: ProviderTokens[P], net: Net) => Promise<T>,
    ): Promise<T> {
      const session = await signedIn();
      const attempt = async () => send(await tokenOf(provider, grant, session), net);
      try {
        return await attempt();
      } catch (error) {
        const revoked = provider.revoked?.is(error) ? provider.revoked : null;
        if (!revoked && !provider.refused(error)) throw error;
        cache.drop(provider.name, keyOf(session, grant));
        if (!revoked) return attempt();
        await revoked.forget(session.server).catch(() => undefined);
        throw revoked.error();
      }
    },
    /** The signed-in account's token for the grant (kept, else asked of the server). */
    token: async <P extends keyof ProviderTokens, G extends string>(provider: Provider<P, G>, grant: G) =>
      tokenOf(provider, grant, await signedIn()),
    /** Forgets the kept token of the grant (it was disconnected or replaced) and answers the session's server client. */
    async forget<G extends string>(provider: Provider<keyof ProviderTokens, G>, grant: G): Promise<AccountApi> {
      const session = await signedIn();
      cache.drop(provider.name, keyOf(session, grant));
      return session.server;
    },
    /** Opens the server's /auth page, where the person adds the grant at the provider. */
    connect: (grant: Exclude<FlowKind, 'sign-in'>, windowId?: number) => service.openGrant(grant, windowId),
    /** The session's server client and its /auth address (where providers return), for a grant's flow; throws `SignedOutError`. */
    async server(): Promise<{ server: AccountApi; authUrl: string }> {
      const session = await signedIn();
      return { server: session.server, authUrl: `${session.origin}/auth` };
    },
    /** The flows opened at the /auth page. */
    flows: service.flows,
    /** The signed-in account (the mail's sender), or null. */
    profile: async () => (await service.view()).profile,
    /** The `storage.local` where the providers' API addresses are set. */
    settings: browser.storage.local,
  };
}

/** The one access `providerAccess` makes. */
export type ProviderAccess = ReturnType<typeof providerAccess>;
