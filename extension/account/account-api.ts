/**
 * The Intently server's account and sync endpoints, as the extension's service worker calls them: a bearer
 * session token (never a cookie, so no page can make the browser send it), JSON in and out, and three kinds
 * of failure the sync reacts to differently: offline (retry later), signed out (401) and the server's own
 * sentence, plus "connect Google again" for Google access tokens. `fetch` comes in as a parameter so tests
 * run it against a real local server.
 */
import { ReconnectGoogleError } from '../shared/call-google';
import { ReconnectSlackError } from '../shared/call-slack';
import type { GoogleToken } from './google-token-cache';

/** The Google access a command asks for when it first needs it (the server's `grant`). */
export type GoogleGrant = 'gmail' | 'calendar';

/** A Slack access token as POST /api/tokens/slack answers it, with the workspace it posts to. */
export interface SlackToken {
  accessToken: string;
  expiresAt: string;
  teamId: string;
  teamName: string;
  scopes: string[];
}

/** The account a session belongs to (SPEC §3 identity account info). */
export interface AccountProfile {
  email: string;
  name: string;
  picture: string;
}

/** A note backup as the server keeps it; an empty content is a deleted note. */
export interface ServerNote {
  site: string;
  content: string;
  version: number;
  updatedAt: string;
}

/** Settings by key, each with when it was written (last writer wins per key); a null value is a removed setting. */
export type SettingEntries = Record<string, { value: unknown; at: number }>;

/** The server did not answer (offline, or the server is down): changes wait in the outbox. */
export class OfflineError extends Error {}

/** The session is missing, expired or was revoked: the user must sign in again. */
export class SignedOutError extends Error {}

/** The server answered with an error; its message is the server's own sentence. */
export class ServerError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type Fetch = typeof fetch;

/** The endpoints, bound to one server and (once signed in) one session token. */
export function accountApi(origin: string, token: string | null, fetchImpl: Fetch = fetch) {
  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    accept: number[] = [],
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${origin}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
      });
    } catch {
      throw new OfflineError(
        `The Intently server at ${origin} did not answer; changes wait on this device and go out when it answers.`,
      );
    }
    const json = (await response.json().catch(() => ({}))) as T & { error?: unknown; reconnect?: unknown };
    if (response.ok || accept.includes(response.status)) return { status: response.status, body: json };
    const sentence =
      typeof json.error === 'string' && json.error
        ? json.error
        : `The server answered ${response.status} ${response.statusText}.`;
    if (response.status === 401) throw new SignedOutError(sentence);
    if (json.reconnect === true) throw new ReconnectGoogleError(sentence);
    if (response.status >= 502 && response.status <= 504) throw new OfflineError(sentence);
    throw new ServerError(sentence, response.status);
  }
  /** A `reconnect: true` answer of the Slack endpoints means connecting Slack, not Google. */
  const slack = <T>(asked: Promise<T>) =>
    asked.catch((error: unknown) => {
      throw error instanceof ReconnectGoogleError ? new ReconnectSlackError(error.message) : error;
    });
  const site = (name: string) => `/api/sync/notes/${encodeURIComponent(name)}`;

  return {
    /** Trades the /auth page's one-time hand-over code and this extension's verifier for a session. */
    exchangeHandOver: async (code: string, verifier: string) =>
      (
        await request<{ token: string; expiresAt: string; account: AccountProfile }>(
          'POST',
          '/api/auth/extension-token',
          { code, verifier },
        )
      ).body,
    /** The signed-in account's profile. */
    me: async () => (await request<AccountProfile>('GET', '/api/me')).body,
    /** Ends this session on the server. */
    logout: async () => void (await request('POST', '/api/logout', {})),
    /** Deletes the account and everything the server keeps for it. */
    deleteAccount: async () => void (await request('DELETE', '/api/me')),
    /** Note backups changed after `since` (all without it), and the server's time to use as the next `since`. */
    listNotes: async (since?: string) =>
      (
        await request<{ notes: ServerNote[]; serverTime: string }>(
          'GET',
          `/api/sync/notes${since ? `?since=${encodeURIComponent(since)}` : ''}`,
        )
      ).body,
    /** Writes a note over `baseVersion` (0: new); when another device wrote first, answers the current backup instead. */
    putNote: async (name: string, content: string, baseVersion: number) => {
      const answer = await request<{ note?: ServerNote; current?: ServerNote | null }>(
        'PUT',
        site(name),
        { content, baseVersion },
        [409],
      );
      return answer.status === 409
        ? { ok: false as const, current: answer.body.current ?? null }
        : { ok: true as const, note: answer.body.note! };
    },
    /** Every synced setting with when it was written. */
    getSettings: async () => (await request<{ settings: SettingEntries }>('GET', '/api/sync/settings')).body.settings,
    /** Writes settings; for each key the later `at` wins on the server. Answers the merged settings. */
    putSettings: async (entries: SettingEntries) =>
      (await request<{ settings: SettingEntries }>('PUT', '/api/sync/settings', { settings: entries })).body.settings,
    /** A short-lived Google access token for a grant (issue #22); throws `ReconnectGoogleError` when the grant is missing or revoked. */
    googleToken: async (grant: GoogleGrant) =>
      (await request<GoogleToken>('POST', '/api/tokens/google', { grant })).body,
    /** Starts adding Google access for the signed-in account: the consent address, and the state the /auth page checks on return. */
    startGrant: async (grant: GoogleGrant, redirectUri: string) =>
      (
        await request<{ url: string; state: string }>('POST', '/api/auth/start', {
          redirectUri,
          grant,
          source: 'extension',
        })
      ).body,
    /** A Slack access token for the connected workspace (issue #23); throws `ReconnectSlackError` when none is connected or it was revoked. */
    slackToken: () => slack(request<SlackToken>('POST', '/api/tokens/slack', {})).then((answer) => answer.body),
    /** Starts connecting Slack for the signed-in account: Slack's authorize address, and the state the /auth page checks on return. */
    startSlack: async (redirectUri: string) =>
      (await request<{ url: string; state: string }>('POST', '/api/slack/start', { redirectUri })).body,
    /** Finishes connecting Slack with the code Slack returned to the /auth page; answers the workspace connected. */
    finishSlack: (code: string, state: string, redirectUri: string) =>
      slack(
        request<{ team: { id: string; name: string } }>('POST', '/api/slack/callback', { code, state, redirectUri }),
      ).then((answer) => answer.body.team),
    /** Disconnects Slack: the server forgets the grant and revokes it at Slack. */
    disconnectSlack: async () => void (await request('DELETE', '/api/slack')),
    /** Adds command counts once per batch id (a retried batch is not counted twice). */
    addCounts: async (increments: Record<string, number>, batchId: string) =>
      void (await request('POST', '/api/sync/commands', { increments, batchId })),
  };
}

/** The client `accountApi` makes. */
export type AccountApi = ReturnType<typeof accountApi>;
