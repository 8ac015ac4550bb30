import { AUTH_COPY } from './auth-copy';

const STATE_KEY = 'intently_auth_state';
const LAST_CODE_KEY = 'intently_auth_last_code';

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
 * Asks the server to start a sign-in: it makes the random state (prefixed extension_ or oauth_) and the
 * PKCE S256 pair, keeps the verifier, and answers with the consent address. The state is kept in this tab
 * to verify the return. Returns the address to navigate to, or throws the sentence to show.
 */
export async function startSignIn(fromExtension: boolean): Promise<string> {
  const answer = await post('/api/auth/start', { redirectUri: redirectUri(), source: fromExtension ? 'extension' : 'site' });
  const { url, state } = answer.body;
  if (!answer.ok || typeof url !== 'string' || typeof state !== 'string') throw new Error(errorText(answer.body, AUTH_COPY.signInFailed));
  sessionStorage.setItem(STATE_KEY, state);
  return url;
}

/** True when this code was already sent from this tab (SPEC §4: a code is processed once). */
export function alreadyProcessed(code: string): boolean {
  return sessionStorage.getItem(LAST_CODE_KEY) === code;
}

/**
 * Sends the authorization code to POST /api/auth/callback with cookies (SPEC §7), after checking that the
 * returned state is the one this tab started. Resolves when the server set the session; throws the sentence to show.
 */
export async function finishSignIn(code: string, state: string | null): Promise<void> {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  sessionStorage.setItem(LAST_CODE_KEY, code);
  if (!state || state !== expected) {
    console.error('The sign-in state does not match the one this tab started; the code was not sent.');
    throw new Error(AUTH_COPY.signInFailed);
  }
  const answer = await post('/api/auth/callback', { code, redirectUri: redirectUri(), state });
  if (!answer.ok) throw new Error(errorText(answer.body, AUTH_COPY.backendFailed));
}
