import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, SignedOutError, type AccountApi } from '../../../extension/account/account-api';
import { runAiRequest } from '../../../extension/account/ai-access';
import type { AiEvent } from '../../../extension/account/ai-events';
import { INTENTLY_EXTENSION_ORIGIN } from '../config';
import { startAiStandIn, type AiStandIn } from '../test/ai-stand-in';
import { GOOGLE_TEST_CLIENT, startGoogleStandIn, type GoogleStandIn } from '../test/google-stand-in';
import { extensionSignIn } from '../test/local-sign-in-flow';
import { SLACK_TEST_CLIENT, SLACK_TEST_TEAM, startSlackStandIn, type SlackStandIn } from '../test/slack-stand-in';
import { api, ENGINES, startTestServer, type TestServer } from '../test/test-server';

/**
 * The one contract between extension and server (issue 32), checked: the extension's own client
 * (extension/account/account-api.ts and ai-access.ts) against the real server, through every route it calls. The
 * client reads each answer with extension/account/api-contract.ts's schema and throws when it does not match, so
 * a route whose answer no longer has what the extension reads fails here.
 */
const REDIRECT = 'http://127.0.0.1:5173/auth';
const KEY = randomBytes(32).toString('hex');
const AI_KEY = 'stand-in-key';
const USER = 'contract';

/** The extension's fetch: its requests carry its own origin, as Chrome sends them. */
const fromExtension: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    headers: { ...(init?.headers as Record<string, string>), origin: INTENTLY_EXTENSION_ORIGIN },
  });

describe.each(ENGINES)("the extension's client against the real server on %s", (engine) => {
  let google: GoogleStandIn;
  let slack: SlackStandIn;
  let ai: AiStandIn;
  let server: TestServer;
  let token: string;
  let client: AccountApi;

  beforeAll(async () => {
    google = await startGoogleStandIn([REDIRECT]);
    slack = await startSlackStandIn({ rotation: false });
    ai = await startAiStandIn(AI_KEY);
    server = await startTestServer(engine, {
      OIDC_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
      AUTH_REDIRECT_URIS: REDIRECT,
      TOKEN_ENCRYPTION_KEY: KEY,
      EXTENSION_ORIGINS: INTENTLY_EXTENSION_ORIGIN,
      SLACK_CLIENT_ID: SLACK_TEST_CLIENT.id,
      SLACK_CLIENT_SECRET: SLACK_TEST_CLIENT.secret,
      SLACK_BASE_URL: slack.url,
      AI_BASE_URL: ai.url,
      AI_API_KEY: AI_KEY,
      AI_MODEL: 'stand-in-1',
    });
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([google.close(), slack.close(), ai.close()]);
  });

  /** The /auth page's part of a consent: the stand-in consents for `USER`, the page posts the code back. */
  async function consent(url: string) {
    const query = await google.authorize(url, USER);
    const callback = await api(server, '/api/auth/callback', {
      body: { code: query.get('code'), redirectUri: REDIRECT, state: query.get('state') },
    });
    expect(callback.status).toBe(200);
    return callback.body;
  }

  it('signs in: the hand-over code and verifier become a session, and the profile reads back', async () => {
    const { extension, verifier } = extensionSignIn();
    const signingIn = accountApi(server.url, null, fromExtension);
    const start = await signingIn.startSignIn(REDIRECT, { state: extension.state, challenge: extension.challenge });
    const { handOver } = await consent(start.url);
    expect(handOver.state).toBe(extension.state);
    const session = await signingIn.exchangeHandOver(handOver.code, verifier);
    expect(session.token).toMatch(/\S{20}/);
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    token = session.token;
    client = accountApi(server.url, token, fromExtension);
    expect(await client.me()).toEqual(session.account);
    expect(session.account.email).toBe(`${USER}@gmail.test`);
  });

  it('syncs notes, settings and command counts', async () => {
    const saved = await client.putNotes([
      { site: 'contract.example', content: 'first', baseVersion: 0 },
      { site: 'other.example', content: 'its own', baseVersion: 0 },
    ]);
    expect(saved).toMatchObject([
      { site: 'contract.example', note: { site: 'contract.example', content: 'first', version: 1 } },
      { site: 'other.example', note: { content: 'its own', version: 1 } },
    ]);
    expect(
      await client.putNotes([
        { site: 'contract.example', content: 'second', baseVersion: 0 },
        { site: 'x'.repeat(2049), content: 'too long a site', baseVersion: 0 },
      ]),
    ).toEqual([
      { site: 'contract.example', current: expect.objectContaining({ content: 'first', version: 1 }) },
      { site: 'x'.repeat(2049), error: 'The site must be 1 to 2048 characters.' },
    ]);
    const pulled = await client.listNotes();
    expect(pulled.notes.map((n) => n.site)).toEqual(['contract.example', 'other.example']);
    expect((await client.listNotes(pulled.serverTime)).serverTime >= pulled.serverTime).toBe(true);
    const at = Date.now();
    expect(await client.putSettings({ theme: { value: 'dark', at } })).toEqual({ theme: { value: 'dark', at } });
    expect(await client.getSettings()).toEqual({ theme: { value: 'dark', at } });
    await client.addCounts({ '/note': 2 }, 'batch-contract-1');
    expect(await api(server, '/api/sync/commands', { bearer: token })).toMatchObject({
      body: { counts: { '/note': 2 } },
    });
  });

  it('adds Google access and gets a Google token for it', async () => {
    const start = await client.startGrant('gmail', REDIRECT);
    expect(start.state).toMatch(/^extension_/);
    await consent(start.url);
    expect((await client.googleToken('gmail')).scopes).toContain('https://www.googleapis.com/auth/gmail.send');
  });

  it('connects Slack, gets a Slack token and disconnects', async () => {
    const start = await client.startSlack(`${server.origin}/auth`);
    const query = await slack.authorize(start.url, SLACK_TEST_TEAM);
    expect(query.get('state')).toBe(start.state);
    expect(await client.finishSlack(query.get('code')!, start.state, `${server.origin}/auth`)).toEqual(SLACK_TEST_TEAM);
    expect(await client.slackToken()).toMatchObject({ teamId: SLACK_TEST_TEAM.id, teamName: SLACK_TEST_TEAM.name });
    await client.disconnectSlack();
  });

  it("reads the AI plan's quota, before an answer and on its own", async () => {
    const service = { session: async () => ({ origin: server.url, token }), ended: async () => undefined };
    const ask = async (request: Parameters<typeof runAiRequest>[1]) => {
      const events: AiEvent[] = [];
      await runAiRequest(service, request, new AbortController().signal, (e) => events.push(e), fromExtension);
      return events;
    };
    const quota = { type: 'quota', plan: 'basic', limit: expect.any(Number), left: expect.any(Number) };
    expect(await ask({ kind: 'usage' })).toEqual([quota]);
    const answer = await ask({ kind: 'chat', messages: [{ role: 'user', content: 'Hello' }] });
    expect(answer[0]).toEqual(quota);
    expect(answer.at(-1)).toEqual({ type: 'done' });
  });

  it('signs out and deletes the account', async () => {
    await client.logout();
    await expect(client.me()).rejects.toBeInstanceOf(SignedOutError);
    const { extension, verifier } = extensionSignIn();
    const signingIn = accountApi(server.url, null, fromExtension);
    const start = await signingIn.startSignIn(REDIRECT, { state: extension.state, challenge: extension.challenge });
    const { handOver } = await consent(start.url);
    const again = await signingIn.exchangeHandOver(handOver.code, verifier);
    const signedIn = accountApi(server.url, again.token, fromExtension);
    await signedIn.deleteAccount();
    await expect(signedIn.me()).rejects.toBeInstanceOf(SignedOutError);
  });
});
