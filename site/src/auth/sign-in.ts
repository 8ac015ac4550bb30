import { AUTH_COPY } from './auth-copy';

const STATE_KEY = 'intently_auth_state';
const LOCAL_KEY = 'intently_auth_local';
/** The extension that started connecting Slack: Slack returns without our query, and the code goes back to it. */
const SLACK_EXTENSION_KEY = 'intently_auth_slack_extension';

/** The extension's part of a sign-in it started: where to hand the session over, bound by the server to this sign-in. */
export interface ExtensionSignIn {
  id: string;
  state: string;
  challenge: string;
}

/** The extension's sign-in from the query of the address it opened, or undefined when the page was opened otherwise. */
export function extensionSignIn(query: URLSearchParams): ExtensionSignIn | undefined {
  const id = query.get('extension');
  const state = query.get('state');
  const challenge = query.get('challenge');
  return id && state && challenge ? { id, state, challenge } : undefined;
}

/** Access the extension asks this page to add: Google's (issue #22) or a Slack workspace (issue #23); which extension asks, and for what. */
export interface GrantRequest {
  extensionId: string;
  grant: 'gmail' | 'calendar' | 'slack';
}

/** The grant the extension opened this page for (`?source=extension&grant=gmail&extension=<id>`), or undefined. */
export function grantRequest(query: URLSearchParams): GrantRequest | undefined {
  const extensionId = query.get('extension');
  const grant = query.get('grant');
  return query.get('source') === 'extension' &&
    extensionId &&
    (grant === 'gmail' || grant === 'calendar' || grant === 'slack')
    ? { extensionId, grant }
    : undefined;
}

/** True for the state of a Slack connection (the server makes it `slack_…`): its code goes to the extension, not to sign-in. */
export const isSlackState = (state: string | null) => Boolean(state?.startsWith('slack_'));

/** What the /auth page hands to the extension once the server made the one-time code. */
export interface HandOver {
  extensionId: string;
  state: string;
  code: string;
}
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
export async function startSignIn(fromExtension: boolean, extension?: ExtensionSignIn): Promise<string> {
  const answer = await post('/api/auth/start', {
    redirectUri: redirectUri(),
    source: fromExtension ? 'extension' : 'site',
    ...(extension && { extension }),
  });
  const { url, state, local } = answer.body;
  if (!answer.ok || typeof url !== 'string' || typeof state !== 'string')
    throw new Error(errorText(answer.body, AUTH_COPY.signInFailed));
  return started(url, state, local === true);
}

/** Keeps the state of a sign-in or grant this tab started, to check the return against; answers the consent address. */
function started(url: string, state: string, local: boolean): string {
  sessionStorage.setItem(STATE_KEY, state);
  if (local) sessionStorage.setItem(LOCAL_KEY, '1');
  else sessionStorage.removeItem(LOCAL_KEY);
  return url;
}

/**
 * Starts adding Google access: only the extension holds the session the server needs for it, so the page asks
 * the extension that opened it, which answers the consent address and the state (never its session). The
 * state is kept to check the return as for a sign-in. Returns the address to navigate to, or throws the sentence to show.
 */
export async function startGrant(request: GrantRequest): Promise<string> {
  const slack = request.grant === 'slack';
  const message = slack ? { type: 'intently/slack-start' } : { type: 'intently/grant-start', grant: request.grant };
  const answer = await askExtension<{ url?: string; state?: string }>(request.extensionId, message);
  if (!answer) throw new Error(slack ? AUTH_COPY.slackSilent : AUTH_COPY.grantSilent);
  if (slack) sessionStorage.setItem(SLACK_EXTENSION_KEY, request.extensionId);
  if (!answer.ok || typeof answer.url !== 'string' || typeof answer.state !== 'string')
    throw new Error(answer.error ?? AUTH_COPY.signInFailed);
  return started(answer.url, answer.state, false);
}

/** Sends the extension a message and resolves its answer, or undefined when it did not answer (not installed, disabled). */
function askExtension<T>(
  extensionId: string,
  message: object,
): Promise<(T & { ok?: boolean; error?: string }) | undefined> {
  const runtime = externalRuntime();
  if (!runtime?.sendMessage) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    runtime.sendMessage(extensionId, message, (reply) => resolve(runtime.lastError ? undefined : (reply as never))),
  );
}

/**
 * Finishes connecting Slack: after checking that the returned state is the one this tab started, hands Slack's
 * code to the extension that started it, which passes it to the server with its own session (so the workspace
 * lands in the account that asked). Resolves the workspace's name; throws the sentence to show.
 */
export async function finishSlack(code: string, state: string): Promise<string> {
  const expected = sessionStorage.getItem(STATE_KEY);
  const extensionId = sessionStorage.getItem(SLACK_EXTENSION_KEY);
  sessionStorage.removeItem(STATE_KEY);
  sessionStorage.setItem(LAST_CODE_KEY, code);
  if (state !== expected || !extensionId) {
    console.error('The Slack state does not match the one this tab started; the code was not passed on.');
    throw new Error(AUTH_COPY.slackFailed);
  }
  const answer = await askExtension<{ team?: { name?: string } }>(extensionId, {
    type: 'intently/slack-finish',
    code,
    state,
  });
  if (!answer) throw new Error(AUTH_COPY.slackSilent);
  if (!answer.ok) throw new Error(answer.error ?? AUTH_COPY.slackFailed);
  return answer.team?.name ?? '';
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
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  sessionStorage.setItem(LAST_CODE_KEY, code);
  if (!state || state !== expected) {
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

/** The extension messaging the page has when an installed extension lists this site in `externally_connectable`. */
interface ExternalRuntime {
  sendMessage(extensionId: string, message: unknown, reply: (answer: unknown) => void): void;
  lastError?: { message?: string };
}

const externalRuntime = () => (globalThis as { chrome?: { runtime?: ExternalRuntime } }).chrome?.runtime;

/**
 * Hands the one-time code to the extension that started the sign-in (it trades it, with a secret only it
 * holds, for its session). Resolves with the sentence to show: signed in, or the extension's refusal.
 */
export function handOverToExtension(handOver: HandOver, email: string): Promise<{ ok: boolean; text: string }> {
  const runtime = externalRuntime();
  const silent = { ok: false, text: AUTH_COPY.extensionSilent };
  if (!runtime?.sendMessage) return Promise.resolve(silent);
  return new Promise((resolve) => {
    runtime.sendMessage(
      handOver.extensionId,
      { type: 'intently/hand-over', state: handOver.state, code: handOver.code },
      (answer) => {
        const reply = answer as { ok?: boolean; error?: string } | undefined;
        if (runtime.lastError || !reply) resolve(silent);
        else
          resolve(
            reply.ok
              ? { ok: true, text: AUTH_COPY.signedIn(email) }
              : { ok: false, text: reply.error ?? AUTH_COPY.signInFailed },
          );
      },
    );
  });
}
