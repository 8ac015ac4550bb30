import type { AuthConfig } from '../../../extension/account/api-contract';
import { AUTH_COPY } from './auth-copy';
import { isProviderAddress } from './provider-address';

const STATE_KEY = 'intently_auth_state';
const LOCAL_KEY = 'intently_auth_local';
const LAST_CODE_KEY = 'intently_auth_last_code';

/** What the /auth page hands to the extension once the server made the one-time code. */
export interface HandOver {
  extensionId: string;
  state: string;
  code: string;
}

/** True for the state of a Slack connection (the server makes it `slack_…`): its code goes to the extension, not to sign-in. */
export const isSlackState = (state: string | null) => Boolean(state?.startsWith('slack_'));

/**
 * SPEC §7 base of the auth API: port 3001 of the same host on localhost, else the page's own origin.
 * The port rule serves the Vite dev server (site on 5173, API on 3001); a built site is served by the API
 * server itself on whatever port it listens, so there the page's own origin is the API.
 */
export function authApiBase(location: Location, devServer: boolean): string {
  const local = location.hostname === 'localhost' || location.hostname === '127.0.0.1';
  return devServer && local ? `${location.protocol}//${location.hostname}:3001` : location.origin;
}

/** SPEC §7: the redirect address is the page's own /auth address. */
export function redirectUri(): string {
  return `${window.location.origin}/auth`;
}

const base = () => authApiBase(window.location, import.meta.env.DEV);

async function post(path: string, body: object): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const response = await fetch(`${base()}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    console.error(`POST ${path} failed:`, error);
    throw new Error(AUTH_COPY.signInFailed);
  });
  return { ok: response.ok, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const errorText = (body: Record<string, unknown>, fallback: string) =>
  typeof body.error === 'string' && body.error ? body.error : fallback;

/**
 * What this page may talk to (the contract's `authConfig`): the extensions the server hands flows to and the
 * providers' authorization endpoints. The contract (and zod) load only here, so the landing page does not carry
 * them. Throws the sentence to show.
 */
export async function loadAuthConfig(): Promise<AuthConfig> {
  const { API_ROUTES } = await import('../../../extension/account/api-contract');
  const route = API_ROUTES.authConfig;
  const response = await fetch(`${base()}${route.path()}`).catch(() => null);
  const parsed = route.answer.safeParse(await response?.json().catch(() => null));
  if (!response?.ok || !parsed.success) {
    console.error(`GET ${route.path()} did not answer what this page reads (${response?.status ?? 'no answer'}).`);
    throw new Error(AUTH_COPY.signInFailed);
  }
  return parsed.data;
}

/**
 * Keeps the state of a sign-in or grant this tab starts, to check the return against, and answers the consent
 * address, once it is at the provider's authorization `endpoint` with that state; else throws the sentence to show.
 */
export function follow(url: string, state: string, endpoint: string | undefined, local: boolean): string {
  if (!isProviderAddress(url, endpoint, state)) {
    console.error("The consent address is not at this server's provider; it was not followed.");
    throw new Error(AUTH_COPY.signInFailed);
  }
  sessionStorage.setItem(STATE_KEY, state);
  if (local) sessionStorage.setItem(LOCAL_KEY, '1');
  else sessionStorage.removeItem(LOCAL_KEY);
  return url;
}

/**
 * Starts the site's own sign-in (SPEC §7, a session cookie for this site; the extension's sign-in is an extension
 * flow, extension-flow.ts): the server makes the random state (prefixed extension_ or oauth_) and the PKCE S256
 * pair, keeps the verifier, and answers the consent address. Returns the address to navigate to, or throws the sentence to show.
 */
export async function startSignIn(fromExtension: boolean): Promise<string> {
  const answer = await post('/api/auth/start', {
    redirectUri: redirectUri(),
    source: fromExtension ? 'extension' : 'site',
  });
  const { url, state } = answer.body;
  if (!answer.ok || typeof url !== 'string' || typeof state !== 'string')
    throw new Error(errorText(answer.body, AUTH_COPY.signInFailed));
  const { signIn } = await loadAuthConfig();
  return follow(url, state, signIn?.authorizeUrl, signIn?.local === true);
}

/**
 * The state this tab started, taken (each return is checked once), after noting `code` as processed (SPEC §4:
 * a code is processed once); null when none was started here.
 */
export function takeStartedState(code: string): string | null {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  sessionStorage.setItem(LAST_CODE_KEY, code);
  return expected;
}

/** True when the last sign-in this tab started went to the server's local test provider, not Google. */
export function usedLocalProvider(): boolean {
  return sessionStorage.getItem(LOCAL_KEY) === '1';
}

/** True when this code was already sent from this tab (SPEC §4: a code is processed once). */
export function alreadyProcessed(code: string): boolean {
  return sessionStorage.getItem(LAST_CODE_KEY) === code;
}

/**
 * Sends the authorization code to POST /api/auth/callback with cookies (SPEC §7), after checking that the
 * returned state is the one this tab started. Resolves when the server set the session; throws the sentence to show.
 */
export async function finishSignIn(
  code: string,
  state: string | null,
): Promise<{ email: string; handOver?: HandOver; grant?: string }> {
  if (!state || state !== takeStartedState(code)) {
    console.error('The sign-in state does not match the one this tab started; the code was not sent.');
    throw new Error(AUTH_COPY.signInFailed);
  }
  const answer = await post('/api/auth/callback', { code, redirectUri: redirectUri(), state });
  if (!answer.ok) throw new Error(errorText(answer.body, AUTH_COPY.backendFailed));
  const { account, handOver, grant } = answer.body as {
    account?: { email?: string };
    handOver?: HandOver;
    grant?: string;
  };
  return { email: account?.email ?? '', handOver, grant };
}
