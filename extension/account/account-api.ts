/**
 * The Intently server's account and sync endpoints, as the extension's service worker calls them: a bearer
 * session token (never a cookie, so no page can make the browser send it), JSON in and out, and three kinds
 * of failure the sync reacts to differently: offline (retry later), signed out (401) and the server's own
 * sentence, plus "connect Google again" for Google access tokens. `fetch` comes in as a parameter so tests
 * run it against a real local server.
 */
import type { z } from 'zod';
import { ReconnectGoogleError } from '../shared/call-google';
import { ReconnectSlackError } from '../shared/call-slack';
import {
  API_ROUTES,
  ErrorAnswer,
  type ApiRoute,
  type GoogleGrant,
  type NoteWrite,
  type SettingEntries,
} from './api-contract';

export type { AccountProfile, GoogleGrant, ServerNote, SettingEntries, SlackToken } from './api-contract';

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
type Route = ApiRoute<never>;
type JsonRoute = Route & { answer: z.ZodType };
type PathArg<R extends Route> = Parameters<R['path']>[0];
type Body<R extends Route> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
type Answer<R extends JsonRoute> = z.output<R['answer']>;

/** The endpoints, bound to one server and (once signed in) one session token; each answer is checked against the contract. */
export function accountApi(origin: string, token: string | null, fetchImpl: Fetch = fetch) {
  /** The answer to `route` (its JSON, and the request it answers), or the error its failure means. */
  async function send<R extends Route>(
    route: R,
    arg: PathArg<R>,
    body: Body<R>,
  ): Promise<{ json: unknown; asked: string }> {
    const path = route.path(arg as never);
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${origin}${path}`, {
        method: route.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
      });
    } catch {
      throw new OfflineError(
        `The Intently server at ${origin} did not answer; changes wait on this device and go out when it answers.`,
      );
    }
    const json: unknown = await response.json().catch(() => ({}));
    if (response.ok) return { json, asked: `${route.method} ${path}` };
    const refusal = ErrorAnswer.safeParse(json);
    const sentence =
      refusal.success && refusal.data.error
        ? refusal.data.error
        : `The server answered ${response.status} ${response.statusText}.`;
    if (response.status === 401) throw new SignedOutError(sentence);
    if (refusal.success && refusal.data.reconnect === true) throw new ReconnectGoogleError(sentence);
    if (response.status >= 502 && response.status <= 504) throw new OfflineError(sentence);
    throw new ServerError(sentence, response.status);
  }
  /** `json` read with `schema`; an answer in another shape is a server this extension does not understand. */
  function read<T>(schema: z.ZodType<T>, { json, asked }: { json: unknown; asked: string }): T {
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    throw new ServerError(
      `The Intently server's answer to ${asked} is not what this version of Intently reads; update Intently or the server.`,
      502,
    );
  }
  /** Calls `route` and answers its checked answer. */
  const call = async <R extends JsonRoute>(route: R, body: Body<R>, arg?: PathArg<R>): Promise<Answer<R>> =>
    read(route.answer as z.ZodType<Answer<R>>, await send(route, arg as PathArg<R>, body));
  /** A `reconnect: true` answer of the Slack endpoints means connecting Slack, not Google. */
  const slack = <T>(asked: Promise<T>) =>
    asked.catch((error: unknown) => {
      throw error instanceof ReconnectGoogleError ? new ReconnectSlackError(error.message) : error;
    });
  const routes = API_ROUTES;

  return {
    /** Starts this extension's own sign-in: `state` its flow id, `challenge` the SHA-256 of its verifier. */
    startSignIn: (redirectUri: string, extension: { state: string; challenge: string }) =>
      call(routes.startSignIn, { redirectUri, source: 'extension', extension }),
    /** Trades the /auth page's one-time hand-over code and this extension's verifier for a session (ending the one held before). */
    exchangeHandOver: (code: string, verifier: string) => call(routes.exchangeHandOver, { code, verifier }),
    /** The signed-in account's profile. */
    me: () => call(routes.me, undefined),
    /** Ends this session on the server. */
    logout: async () => void (await call(routes.logout, {})),
    /** Deletes the account and everything the server keeps for it. */
    deleteAccount: async () => void (await call(routes.deleteAccount, undefined)),
    /** Note backups changed after `since` (all without it), and the server's time to use as the next `since`. */
    listNotes: (since?: string) => call(routes.listNotes, undefined, since),
    /**
     * Writes notes, each over its `baseVersion` (0: new), within NOTE_BATCH_LIMITS; answers one result per note, in
     * order: saved, the current backup when another device wrote first, or the server's sentence refusing it.
     */
    putNotes: async (notes: NoteWrite[]) => (await call(routes.putNotes, { notes })).results,
    /** Every synced setting with when it was written. */
    getSettings: async () => (await call(routes.getSettings, undefined)).settings,
    /** Writes settings; for each key the later `at` wins on the server. Answers the merged settings. */
    putSettings: async (entries: SettingEntries) => (await call(routes.putSettings, { settings: entries })).settings,
    /** A short-lived Google access token for a grant (issue #22); throws `ReconnectGoogleError` when the grant is missing or revoked. */
    googleToken: (grant: GoogleGrant) => call(routes.googleToken, { grant }),
    /** Starts adding Google access for the signed-in account: the consent address, and the state the /auth page checks on return. */
    startGrant: (grant: GoogleGrant, redirectUri: string) =>
      call(routes.startGrant, { redirectUri, grant, source: 'extension' }),
    /** A Slack access token for the connected workspace (issue #23); throws `ReconnectSlackError` when none is connected or it was revoked. */
    slackToken: () => slack(call(routes.slackToken, {})),
    /** Starts connecting Slack for the signed-in account: Slack's authorize address, and the state the /auth page checks on return. */
    startSlack: (redirectUri: string) => call(routes.startSlack, { redirectUri }),
    /** Finishes connecting Slack with the code Slack returned to the /auth page; answers the workspace connected. */
    finishSlack: (code: string, state: string, redirectUri: string) =>
      slack(call(routes.finishSlack, { code, state, redirectUri })).then((answer) => answer.team),
    /** Disconnects Slack: the server forgets the grant and revokes it at Slack. */
    disconnectSlack: async () => void (await call(routes.disconnectSlack, undefined)),
    /** Adds command counts once per batch id (a retried batch is not counted twice). */
    addCounts: async (increments: Record<string, number>, batchId: string) =>
      void (await call(routes.addCounts, { increments, batchId })),
  };
}

/** The client `accountApi` makes. */
export type AccountApi = ReturnType<typeof accountApi>;
