import { describe, expect, it } from 'vitest';
import { GoogleError, ReconnectGoogleError } from '../shared/call-google';
import { ReconnectSlackError, SlackError } from '../shared/call-slack';
import type { AccountService } from './account-service';
import { API_ROUTES, type GoogleGrant } from './api-contract';
import { authFlows, FLOW_REFUSED, type ExternalSender } from './auth-flows';
import { GOOGLE_API_BASES_KEY } from './google-api-bases';
import { googleAccess } from './google-access';
import { providerAccess } from './provider-access';
import { SLACK_API_BASE_KEY, slackAccess, SLACK_TOKEN_REVOKED } from './slack-access';

const ORIGIN = 'https://intently.test';
const GMAIL = 'http://127.0.0.1:4100';
const SLACK = 'http://127.0.0.1:4123';
const SEND = '/gmail/v1/users/me/messages/send';
/** Where the extension's client asks our server for a Google token, and starts a grant. */
const TOKENS = `${ORIGIN}${API_ROUTES.googleToken.path()}`;
const GRANT_START = `${ORIGIN}${API_ROUTES.startGrant.path()}`;
/** Where it asks for a Slack token, and starts, finishes and ends a Slack connection. */
const SLACK_TOKENS = `${ORIGIN}${API_ROUTES.slackToken.path()}`;
const SLACK_START = `${ORIGIN}${API_ROUTES.startSlack.path()}`;
const SLACK_FINISH = `${ORIGIN}${API_ROUTES.finishSlack.path()}`;
const SLACK_DISCONNECT = `${ORIGIN}${API_ROUTES.disconnectSlack.path()}`;

/**
 * A fetch standing in for our server and a provider: it records each request, answers `tokensUrl` with
 * `tokenAnswers` in order (the last one again once they run out), and anything else with `answer`.
 */
function recordingFetch(
  tokensUrl: string,
  tokenAnswers: Array<{ status: number; body: unknown }>,
  answer: (url: string) => Response,
) {
  const seen: string[] = [];
  let tokens = 0;
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    seen.push(`${init?.method ?? 'GET'} ${url} ${headers.Authorization ?? ''}`);
    if (url === tokensUrl) {
      const next = tokenAnswers[Math.min(tokens++, tokenAnswers.length - 1)]!;
      return new Response(JSON.stringify(next.body), { status: next.status });
    }
    return answer(url);
  }) as typeof fetch;
  return { fetchImpl, seen };
}

/** Our server and Gmail as one fetch: the server's token answers, then Gmail's answers, in order. */
function network(tokenAnswers: Array<{ status: number; body: unknown }>, gmailAnswers: number[]) {
  return recordingFetch(TOKENS, tokenAnswers, (url) => {
    if (url === GRANT_START)
      return new Response(JSON.stringify({ url: 'https://accounts.test/consent', state: 'extension_s' }), {
        status: 200,
      });
    const status = gmailAnswers.shift() ?? 200;
    return new Response(
      JSON.stringify(
        status === 200
          ? { id: 'm1' }
          : {
              error: {
                code: status,
                message: 'Request had invalid authentication credentials.',
                status: 'UNAUTHENTICATED',
              },
            },
      ),
      { status },
    );
  });
}

const token = (n: number) => ({
  status: 200,
  body: { accessToken: `ya29.${n}`, expiresAt: '2099-01-01T00:00:00.000Z', scopes: [] },
});
/** `storage.session` as the browser keeps it: values copied in and out. */
function sessionStorage() {
  const data: Record<string, unknown> = {};
  return {
    get: async (key: string) => structuredClone({ [key]: data[key] }),
    set: async (items: Record<string, unknown>) => void Object.assign(data, structuredClone(items)),
  };
}

/** The account service's part provider access uses: the session, the server, and the flows opened at /auth (in tabs recorded in `opened`). */
function service(opened: string[]) {
  const flows = authFlows(sessionStorage(), () => 0);
  const tabs = { create: async ({ url }: { url: string }) => (opened.push(url), { id: opened.length }) };
  return {
    session: async () => ({ origin: ORIGIN, token: 'session-1' }),
    view: async () => ({ origin: ORIGIN, profile: null }),
    ended: async () => undefined,
    flows,
    openGrant: async (kind: 'gmail' | 'calendar' | 'slack') => void (await flows.open(tabs, { kind, origin: ORIGIN })),
  } as unknown as AccountService;
}
const browser = {
  storage: { local: { get: async () => ({ [GOOGLE_API_BASES_KEY]: { gmail: GMAIL }, [SLACK_API_BASE_KEY]: SLACK }) } },
};
const providers = (fetchImpl: typeof fetch, opened: string[] = []) =>
  providerAccess(
    browser,
    service(opened),
    fetchImpl,
    async () => undefined,
    () => 0,
  );
const access = (fetchImpl: typeof fetch, opened?: string[]) => googleAccess(providers(fetchImpl, opened));

/** The /auth page of the configured server, another page of it, and another site. */
const AUTH: ExternalSender = { origin: ORIGIN, url: `${ORIGIN}/auth?source=extension` };
const NOT_AUTH: ExternalSender[] = [
  { origin: ORIGIN, url: `${ORIGIN}/notes` },
  { origin: 'https://evil.test', url: 'https://evil.test/auth' },
];
/** The flow id of the /auth address the extension opened. */
const flowOf = (address: string) => new URL(address).searchParams.get('flow')!;
const OPENED = (grant: string) =>
  new RegExp(`^${ORIGIN}/auth\\?source=extension&grant=${grant}&flow=extension_[\\w-]{32}$`);

describe('providerAccess, for Google', () => {
  it('asks the server once for a token and calls Google with it, at the configured address', async () => {
    const { fetchImpl, seen } = network([token(1)], [200, 200]);
    const google = access(fetchImpl);
    await google.call('gmail', 'gmail', 'Sending the mail', SEND, { method: 'POST' });
    await google.call('gmail', 'gmail', 'Sending the mail', SEND, { method: 'POST' });
    expect(seen).toEqual([
      `POST ${TOKENS} Bearer session-1`,
      `POST ${GMAIL}${SEND} Bearer ya29.1`,
      `POST ${GMAIL}${SEND} Bearer ya29.1`,
    ]);
  });

  it('asks anew once when Google refuses the token, and says to reconnect when the server has no grant', async () => {
    const revoked = {
      status: 409,
      body: { error: 'Google access was revoked or has expired. Reconnect Google to go on.', reconnect: true },
    };
    const { fetchImpl, seen } = network([token(1), revoked], [200, 401]);
    const google = access(fetchImpl);
    await google.call('gmail', 'gmail', 'Sending the mail', SEND, { method: 'POST' });
    const error = await google
      .call('gmail', 'gmail', 'Sending the mail', SEND, { method: 'POST' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReconnectGoogleError);
    expect((error as Error).message).toBe(revoked.body.error);
    expect(seen.filter((s) => s.includes(TOKENS))).toHaveLength(2);
  });

  it("passes the plan limit's sentence on as the bar's message, and calls no Google API", async () => {
    const limited = {
      status: 429,
      body: {
        error:
          'The Basic plan allows 60 Google access tokens per hour, and this account has used them all; more are available at 13:00 UTC, in 12 minutes.',
      },
    };
    const { fetchImpl, seen } = network([limited], []);
    const error = await access(fetchImpl)
      .call('gmail', 'gmail', 'Sending the mail', SEND, { method: 'POST' })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe(limited.body.error);
    expect(error).not.toBeInstanceOf(ReconnectGoogleError);
    expect(seen).toEqual([`POST ${TOKENS} Bearer session-1`]);
  });

  it('gives up after one fresh token that Google refuses too', async () => {
    const { fetchImpl, seen } = network([token(1), token(2)], [401, 401]);
    await expect(access(fetchImpl).call('gmail', 'gmail', 'Sending the mail', SEND)).rejects.toBeInstanceOf(
      GoogleError,
    );
    expect(seen).toEqual([
      `POST ${TOKENS} Bearer session-1`,
      `GET ${GMAIL}${SEND} Bearer ya29.1`,
      `POST ${TOKENS} Bearer session-1`,
      `GET ${GMAIL}${SEND} Bearer ya29.2`,
    ]);
  });

  it('opens the /auth page for a grant, and starts it at the server only for the flow it opened, asked by that page', async () => {
    const opened: string[] = [];
    const { fetchImpl, seen } = network([], []);
    const providersOf = providers(fetchImpl, opened);
    const google = googleAccess(providersOf);
    await google.connect('gmail');
    expect(opened).toEqual([expect.stringMatching(OPENED('gmail'))]);
    const start = (flow: string, sender: ExternalSender) =>
      providersOf.flows.start({ type: 'intently/flow-start', flow }, sender, (_id, { kind }) =>
        google.startGrant(kind as GoogleGrant),
      );
    for (const sender of NOT_AUTH) await expect(start(flowOf(opened[0]!), sender)).rejects.toThrow(FLOW_REFUSED.sender);
    await expect(start(`extension_${'x'.repeat(32)}`, AUTH)).rejects.toThrow(FLOW_REFUSED.unknown);
    await expect(start(flowOf(opened[0]!), AUTH)).resolves.toEqual({
      kind: 'gmail',
      url: 'https://accounts.test/consent',
      state: 'extension_s',
    });
    expect(seen).toEqual([`POST ${GRANT_START} Bearer session-1`]);
  });
});

/** Our server and Slack as one fetch: the server's token answers in order, then Slack's bodies in order. */
function slackNetwork(tokenAnswers: Array<{ status: number; body: unknown }>, slackBodies: unknown[]) {
  return recordingFetch(SLACK_TOKENS, tokenAnswers, (url) => {
    if (url === SLACK_START)
      return new Response(JSON.stringify({ url: 'https://slack.test/oauth/v2/authorize', state: 'slack_s' }));
    if (url === SLACK_FINISH) return new Response(JSON.stringify({ team: { id: 'T2', name: 'Other' } }));
    if (url.startsWith(ORIGIN)) return new Response('{}');
    return new Response(JSON.stringify(slackBodies.shift() ?? { ok: true }));
  });
}

const slackToken = (n: number) => ({
  status: 200,
  body: { accessToken: `xoxb-${n}`, expiresAt: '2099-01-01T00:00:00.000Z', teamId: 'T1', teamName: 'Acme', scopes: [] },
});
const POST = `POST ${SLACK}/api/chat.postMessage`;

describe('providerAccess, for Slack', () => {
  it('asks the server once for a token, calls Slack with it and names the workspace', async () => {
    const { fetchImpl, seen } = slackNetwork([slackToken(1)], [{ ok: true, ts: '1.2' }, { ok: true }]);
    const slack = slackAccess(providers(fetchImpl));
    expect(await slack.call('chat.postMessage', { channel: 'C1', text: 'hi' })).toEqual({
      body: { ok: true, ts: '1.2' },
      team: { id: 'T1', name: 'Acme' },
    });
    expect(await slack.team()).toEqual({ id: 'T1', name: 'Acme' });
    await slack.call('chat.postMessage', { channel: 'C1', text: 'hi' });
    expect(seen).toEqual([`POST ${SLACK_TOKENS} Bearer session-1`, `${POST} Bearer xoxb-1`, `${POST} Bearer xoxb-1`]);
  });

  it('asks anew once when Slack says the token expired', async () => {
    const { fetchImpl, seen } = slackNetwork(
      [slackToken(1), slackToken(2)],
      [{ ok: false, error: 'token_expired' }, { ok: true }],
    );
    await slackAccess(providers(fetchImpl)).call('chat.postMessage', { channel: 'C1', text: 'hi' });
    expect(seen).toEqual([
      `POST ${SLACK_TOKENS} Bearer session-1`,
      `${POST} Bearer xoxb-1`,
      `POST ${SLACK_TOKENS} Bearer session-1`,
      `${POST} Bearer xoxb-2`,
    ]);
  });

  it('has the server forget a revoked grant and says to reconnect, then asks for a token anew', async () => {
    const { fetchImpl, seen } = slackNetwork([slackToken(1), slackToken(2)], [{ ok: false, error: 'token_revoked' }]);
    const slack = slackAccess(providers(fetchImpl));
    const error = await slack.call('chat.postMessage', { channel: 'C1', text: 'hi' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReconnectSlackError);
    expect((error as Error).message).toBe(SLACK_TOKEN_REVOKED);
    await slack.team();
    expect(seen).toEqual([
      `POST ${SLACK_TOKENS} Bearer session-1`,
      `${POST} Bearer xoxb-1`,
      `DELETE ${SLACK_DISCONNECT} Bearer session-1`,
      `POST ${SLACK_TOKENS} Bearer session-1`,
    ]);
  });

  it("passes Slack's other codes on, keeping the token", async () => {
    const { fetchImpl, seen } = slackNetwork([slackToken(1)], [{ ok: false, error: 'not_in_channel' }]);
    const slack = slackAccess(providers(fetchImpl));
    await expect(slack.call('chat.postMessage', { channel: 'C1', text: 'hi' })).rejects.toEqual(
      new SlackError('not_in_channel'),
    );
    await slack.team();
    expect(seen).toEqual([`POST ${SLACK_TOKENS} Bearer session-1`, `${POST} Bearer xoxb-1`]);
  });

  it('forgets the token on disconnect and on a new connection, which it finishes only for the flow it opened and started, once', async () => {
    const opened: string[] = [];
    const { fetchImpl, seen } = slackNetwork([slackToken(1), slackToken(2), slackToken(3)], []);
    const providersOf = providers(fetchImpl, opened);
    const slack = slackAccess(providersOf);
    await slack.connect();
    expect(opened).toEqual([expect.stringMatching(OPENED('slack'))]);
    const flow = flowOf(opened[0]!);
    await expect(
      providersOf.flows.start({ type: 'intently/flow-start', flow }, AUTH, () => slack.startConnect()),
    ).resolves.toEqual({ kind: 'slack', url: 'https://slack.test/oauth/v2/authorize', state: 'slack_s' });
    const finish = (state: string) => ({ type: 'intently/slack-finish', flow, code: 'c', state });
    for (const sender of NOT_AUTH)
      await expect(slack.finishConnect(finish('slack_s'), sender)).rejects.toThrow(FLOW_REFUSED.sender);
    await expect(slack.finishConnect(finish('slack_other'), AUTH)).rejects.toThrow(FLOW_REFUSED.unknown);
    await slack.team();
    await expect(slack.finishConnect(finish('slack_s'), AUTH)).resolves.toEqual({ id: 'T2', name: 'Other' });
    await expect(slack.finishConnect(finish('slack_s'), AUTH)).rejects.toThrow(FLOW_REFUSED.unknown);
    await slack.team();
    await slack.disconnect();
    await slack.team();
    expect(seen).toEqual([
      `POST ${SLACK_START} Bearer session-1`,
      `POST ${SLACK_TOKENS} Bearer session-1`,
      `POST ${SLACK_FINISH} Bearer session-1`,
      `POST ${SLACK_TOKENS} Bearer session-1`,
      `DELETE ${SLACK_DISCONNECT} Bearer session-1`,
      `POST ${SLACK_TOKENS} Bearer session-1`,
    ]);
  });
});
