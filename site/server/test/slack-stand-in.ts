/**
 * A local stand-in for Slack at the network boundary (issue #23 tests): OAuth v2 and the Web API methods /slack
 * uses, answering in the shapes and error bodies these pages document:
 * - docs.slack.dev/authentication/installing-with-oauth (GET /oauth/v2/authorize with client_id, scope,
 *   redirect_uri, state; the redirect back with `code` and `state`, or `error=access_denied`)
 * - docs.slack.dev/reference/methods/oauth.v2.access (code exchange, client credentials as HTTP Basic or form
 *   fields; the answer's `access_token`, `token_type: "bot"`, comma-separated `scope`, `team {id, name}`;
 *   errors invalid_code, bad_redirect_uri, invalid_client_id, bad_client_secret, invalid_refresh_token)
 * - docs.slack.dev/authentication/using-token-rotation (with rotation on: `expires_in` 43200 and a `refresh_token`;
 *   grant_type=refresh_token answers a new access token and a new refresh token, and the old refresh token stops working)
 * - docs.slack.dev/reference/methods/auth.revoke (`{ ok: true, revoked: true }`)
 * - docs.slack.dev/reference/methods/conversations.list (`channels`, `response_metadata.next_cursor`, cursor
 *   pagination with `limit`, `exclude_archived`)
 * - docs.slack.dev/reference/methods/chat.postMessage (`channel` by id or name, `text`; `{ ok, channel, ts, message }`;
 *   errors not_in_channel, channel_not_found, is_archived, no_text, msg_too_long, rate_limited)
 * - docs.slack.dev/web-api (errors as HTTP 200 `{ ok: false, error }`: not_authed, invalid_auth, token_revoked,
 *   token_expired) and docs.slack.dev/apis/web-api/rate-limits (HTTP 429 with Retry-After, body `{ ok: false, error: "ratelimited" }`)
 * Consent is given at once, for the workspace the test names (else the default one). Tests can queue
 * failures per method and revoke a workspace's tokens, as a person uninstalling the app does.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Client credentials the stand-in knows. */
export const SLACK_TEST_CLIENT = { id: '1111111111.2222222222', secret: 'slack-test-secret-0123456789abcdef' };

/**
 * The server settings that connect Slack through the stand-in at `url` as SLACK_TEST_CLIENT, with a token key
 * (`key`, 32 bytes in hex; a fresh one unless given).
 */
export function slackServerEnv(url: string, key = randomBytes(32).toString('hex')): Record<string, string> {
  return {
    SLACK_CLIENT_ID: SLACK_TEST_CLIENT.id,
    SLACK_CLIENT_SECRET: SLACK_TEST_CLIENT.secret,
    SLACK_BASE_URL: url,
    TOKEN_ENCRYPTION_KEY: key,
  };
}

/** The workspace a consent is given for when the test names none. */
export const SLACK_TEST_TEAM = { id: 'T0INTENTLY', name: 'Intently Test' };

/** A channel of the workspace; `member`: the Intently app was invited to it. */
export interface StandInChannel {
  id: string;
  name: string;
  member: boolean;
  archived?: boolean;
}

/** The channels every workspace starts with: #general and #design with the app in them, #random without. */
export const DEFAULT_CHANNELS: StandInChannel[] = [
  { id: 'C0GENERAL', name: 'general', member: true },
  { id: 'C0DESIGN', name: 'design', member: true },
  { id: 'C0RANDOM', name: 'random', member: false },
  { id: 'C0OLD', name: 'old-launch', member: true, archived: true },
];

/** An answer a method gives instead of the real one, for its next request. */
export interface QueuedFailure {
  /** HTTP status (default 200, Slack's status for `{ ok: false }`). */
  status?: number;
  retryAfter?: string;
  /** Slack's error code; default `ratelimited` for 429. */
  error?: string;
}

interface Token {
  team: string;
  kind: 'access' | 'refresh';
  expiresAt: number | null;
  revoked: boolean;
}

/** A message chat.postMessage took. */
export interface PostedMessage {
  team: string;
  channel: string;
  text: string;
  ts: string;
}

/** The stand-in and what tests read back from it. */
export interface SlackStandIn {
  /** The base address, as SLACK_BASE_URL and the extension's Slack API base. */
  url: string;
  /** Runs the browser part of a consent: follows the authorize address for `team`; returns the redirect's query. */
  authorize(authorizeUrl: string, team?: { id: string; name: string }): Promise<URLSearchParams>;
  /** The authorize requests' query parameters, in order. */
  authorizations(): URLSearchParams[];
  /** Every token issued (access and refresh), to search stored rows and logs for. */
  tokens(): string[];
  /** Each oauth.v2.access request's grant_type (authorization_code or refresh_token), in order. */
  tokenRequests(): string[];
  /** The tokens auth.revoke revoked, in order. */
  revocations(): string[];
  /** Each Web API call: method and when it came (ms). */
  calls(): Array<{ method: string; at: number }>;
  /** Messages posted, in order. */
  posted(): PostedMessage[];
  /** Replaces the channels of every workspace. */
  setChannels(channels: StandInChannel[]): void;
  /** Answers the next requests of `method` with these, in order, before answering normally again. */
  queueFailures(method: string, failures: QueuedFailure[]): void;
  /** The workspace uninstalls the app: its tokens answer token_revoked, its refresh tokens invalid_refresh_token. */
  revokeTeam(teamId: string): void;
  /** Makes every access token of `teamId` expired (a rotating token past its 12 hours). */
  expireTokens(teamId: string): void;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
};

/** Slack's methods take form fields or (for writes) a JSON body; the query string too. */
async function readArgs(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  const args: Record<string, string> = Object.fromEntries(url.searchParams);
  if ((req.headers['content-type'] ?? '').startsWith('application/json') && text) {
    for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) args[key] = String(value);
  } else Object.assign(args, Object.fromEntries(new URLSearchParams(text)));
  return args;
}

/** Starts the stand-in on a free port; `rotation` turns token rotation on for the app, as in the app's settings. */
export async function startSlackStandIn(
  options: { rotation?: boolean; redirectUris?: string[] } = {},
): Promise<SlackStandIn> {
  const codes = new Map<string, { team: { id: string; name: string }; redirectUri: string; scope: string }>();
  const tokens = new Map<string, Token>();
  const teams = new Map<string, string>();
  const authorizations: URLSearchParams[] = [];
  const tokenRequests: string[] = [];
  const revocations: string[] = [];
  const calls: Array<{ method: string; at: number }> = [];
  const posted: PostedMessage[] = [];
  const failures = new Map<string, QueuedFailure[]>();
  let channels = DEFAULT_CHANNELS;
  let nextTeam = SLACK_TEST_TEAM;

  const issue = (team: string, scope: string) => {
    const access = `${options.rotation ? 'xoxe.' : ''}xoxb-${randomBytes(12).toString('hex')}`;
    const expiresIn = options.rotation ? 43_200 : null;
    tokens.set(access, {
      team,
      kind: 'access',
      expiresAt: expiresIn === null ? null : Date.now() + expiresIn * 1000,
      revoked: false,
    });
    const answer: Record<string, unknown> = {
      ok: true,
      app_id: 'A0INTENTLY',
      access_token: access,
      token_type: 'bot',
      scope,
      bot_user_id: 'U0INTENTLYBOT',
      team: { id: team, name: teams.get(team) },
      enterprise: null,
      is_enterprise_install: false,
    };
    if (expiresIn !== null) {
      const refresh = `xoxe-1-${randomBytes(16).toString('hex')}`;
      tokens.set(refresh, { team, kind: 'refresh', expiresAt: null, revoked: false });
      Object.assign(answer, { expires_in: expiresIn, refresh_token: refresh });
    }
    return answer;
  };

  /** The access token's workspace, or the error Slack answers for it. */
  const authorize = (
    req: IncomingMessage,
    args: Record<string, string>,
  ): { team: string; token: string } | { error: string } => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? args.token;
    if (!bearer) return { error: 'not_authed' };
    const token = tokens.get(bearer);
    if (!token || token.kind !== 'access') return { error: 'invalid_auth' };
    if (token.revoked) return { error: 'token_revoked' };
    if (token.expiresAt !== null && token.expiresAt <= Date.now()) return { error: 'token_expired' };
    return { team: token.team, token: bearer };
  };

  const oauthAccess = (req: IncomingMessage, res: ServerResponse, args: Record<string, string>) => {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':')
      : [args.client_id, args.client_secret];
    if (id !== SLACK_TEST_CLIENT.id) return json(res, 200, { ok: false, error: 'invalid_client_id' });
    if (secret !== SLACK_TEST_CLIENT.secret) return json(res, 200, { ok: false, error: 'bad_client_secret' });
    tokenRequests.push(args.grant_type ?? 'authorization_code');
    if (args.grant_type === 'refresh_token') {
      const refresh = tokens.get(args.refresh_token ?? '');
      if (!refresh || refresh.kind !== 'refresh' || refresh.revoked)
        return json(res, 200, { ok: false, error: 'invalid_refresh_token' });
      refresh.revoked = true; // rotated: this refresh token is used up
      return json(res, 200, issue(refresh.team, 'chat:write,channels:read'));
    }
    const code = codes.get(args.code ?? '');
    codes.delete(args.code ?? '');
    if (!code) return json(res, 200, { ok: false, error: 'invalid_code' });
    if (args.redirect_uri !== code.redirectUri) return json(res, 200, { ok: false, error: 'bad_redirect_uri' });
    teams.set(code.team.id, code.team.name);
    return json(res, 200, issue(code.team.id, code.scope));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'GET' && url.pathname === '/oauth/v2/authorize') {
        authorizations.push(url.searchParams);
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        if (url.searchParams.get('client_id') !== SLACK_TEST_CLIENT.id)
          return json(res, 400, { ok: false, error: 'invalid_client_id' });
        if (options.redirectUris && !options.redirectUris.includes(redirectUri))
          return json(res, 400, { ok: false, error: 'bad_redirect_uri' });
        const code = `${randomBytes(4).readUInt32BE()}.${randomBytes(16).toString('hex')}`;
        codes.set(code, { team: nextTeam, redirectUri, scope: url.searchParams.get('scope') ?? '' });
        const back = new URL(redirectUri);
        back.search = new URLSearchParams({ code, state: url.searchParams.get('state') ?? '' }).toString();
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      const method = /^\/api\/([\w.]+)$/.exec(url.pathname)?.[1];
      if (!method) return json(res, 404, { ok: false, error: 'unknown_method' });
      calls.push({ method, at: Date.now() });
      const args = await readArgs(req, url);
      const failure = failures.get(method)?.shift();
      if (failure) {
        const status = failure.status ?? 200;
        return json(
          res,
          status,
          { ok: false, error: failure.error ?? (status === 429 ? 'ratelimited' : 'internal_error') },
          failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
        );
      }
      if (method === 'oauth.v2.access') return oauthAccess(req, res, args);
      const auth = authorize(req, args);
      if ('error' in auth) return json(res, 200, { ok: false, error: auth.error });
      if (method === 'auth.revoke') {
        for (const token of tokens.values()) if (token.team === auth.team) token.revoked = true;
        revocations.push(auth.token);
        return json(res, 200, { ok: true, revoked: true });
      }
      if (method === 'conversations.list') {
        const limit = Math.min(1000, Number(args.limit ?? 100) || 100);
        const listed = channels.filter((c) => !(args.exclude_archived === 'true' && c.archived));
        const start = args.cursor ? Number(Buffer.from(args.cursor, 'base64').toString().replace('next:', '')) : 0;
        if (Number.isNaN(start)) return json(res, 200, { ok: false, error: 'invalid_cursor' });
        const page = listed.slice(start, start + limit);
        const next = start + limit < listed.length ? Buffer.from(`next:${start + limit}`).toString('base64') : '';
        return json(res, 200, {
          ok: true,
          channels: page.map((c) => ({
            id: c.id,
            name: c.name,
            is_channel: true,
            is_private: false,
            is_archived: Boolean(c.archived),
            is_member: c.member,
          })),
          response_metadata: { next_cursor: next },
        });
      }
      if (method === 'chat.postMessage') {
        const wanted = (args.channel ?? '').replace(/^#/, '');
        const channel = channels.find((c) => c.id === wanted || c.name === wanted);
        if (!channel) return json(res, 200, { ok: false, error: 'channel_not_found' });
        if (channel.archived) return json(res, 200, { ok: false, error: 'is_archived' });
        if (!channel.member) return json(res, 200, { ok: false, error: 'not_in_channel' });
        if (!args.text) return json(res, 200, { ok: false, error: 'no_text' });
        if (args.text.length > 40_000) return json(res, 200, { ok: false, error: 'msg_too_long' });
        const ts = `${Math.floor(Date.now() / 1000)}.${String(posted.length).padStart(6, '0')}`;
        posted.push({ team: auth.team, channel: channel.id, text: args.text, ts });
        return json(res, 200, {
          ok: true,
          channel: channel.id,
          ts,
          message: { type: 'message', text: args.text, user: 'U0INTENTLYBOT', ts },
        });
      }
      return json(res, 200, { ok: false, error: 'unknown_method' });
    })().catch((error: unknown) => json(res, 500, { ok: false, error: `stand_in_failed: ${String(error)}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    async authorize(authorizeUrl, team = SLACK_TEST_TEAM) {
      nextTeam = team;
      try {
        const response = await fetch(authorizeUrl, { redirect: 'manual' });
        if (response.status !== 302)
          throw new Error(`The stand-in refused the authorization: ${await response.text()}`);
        return new URL(response.headers.get('location')!).searchParams;
      } finally {
        nextTeam = SLACK_TEST_TEAM;
      }
    },
    authorizations: () => [...authorizations],
    tokens: () => [...tokens.keys()],
    tokenRequests: () => [...tokenRequests],
    revocations: () => [...revocations],
    calls: () => [...calls],
    posted: () => [...posted],
    setChannels(next) {
      channels = next;
    },
    queueFailures(method, queued) {
      failures.set(method, [...(failures.get(method) ?? []), ...queued]);
    },
    revokeTeam(teamId) {
      for (const token of tokens.values()) if (token.team === teamId) token.revoked = true;
    },
    expireTokens(teamId) {
      for (const token of tokens.values())
        if (token.team === teamId && token.kind === 'access') token.expiresAt = Date.now() - 1;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
