import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SLACK_MESSAGES } from '../auth/slack-grant';
import { SLACK_DISABLED } from '../config';
import { SIGN_IN_REQUIRED } from '../http/require-session';
import {
  SLACK_TEST_CLIENT,
  SLACK_TEST_TEAM,
  slackServerEnv,
  startSlackStandIn,
  type SlackStandIn,
} from '../test/slack-stand-in';
import { api, ENGINES, signInDirectly, startTestServer, type TestServer } from '../test/test-server';

const KEY = randomBytes(32);
const slackEnv = (url: string) => slackServerEnv(url, KEY.toString('hex'));
const bearerOf = (cookie: string) => cookie.split('=')[1]!;

/** Every text the database holds, to search for a token. */
async function databaseText(server: TestServer): Promise<string> {
  const tables = ['accounts', 'slack_grants', 'slack_states', 'sessions', 'settings', 'rate_limits'];
  const rows = await Promise.all(
    tables.map((table) => sql`select * from ${sql.table(table)}`.execute(server.storage.db)),
  );
  return JSON.stringify(rows.map((r) => r.rows));
}

describe.each(ENGINES)('Slack for /slack on %s, against a stand-in of Slack at the network boundary', (engine) => {
  for (const rotation of [false, true]) {
    describe(rotation ? 'with token rotation on' : 'without token rotation', () => {
      let slack: SlackStandIn;
      let server: TestServer;
      const logged: string[] = [];
      const redirect = () => `${server.origin}/auth`;

      beforeAll(async () => {
        for (const method of ['log', 'info', 'warn', 'error'] as const) {
          vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
        }
        slack = await startSlackStandIn({ rotation });
        server = await startTestServer(engine, slackEnv(slack.url));
      });
      afterAll(async () => {
        await server.close();
        await slack.close();
        vi.restoreAllMocks();
      });

      /** The signed-in extension starts, the stand-in consents, the extension passes the code on with its session. */
      async function connect(bearer: string, team = SLACK_TEST_TEAM) {
        const start = await api(server, '/api/slack/start', { body: { redirectUri: redirect() }, bearer });
        expect(start.status).toBe(200);
        const query = await slack.authorize(start.body.url, team);
        expect(query.get('state')).toBe(start.body.state);
        return api(server, '/api/slack/callback', {
          body: { code: query.get('code'), state: query.get('state'), redirectUri: redirect() },
          bearer,
        });
      }
      const token = (bearer: string) => api(server, '/api/tokens/slack', { body: {}, bearer });

      it("tells the /auth page Slack's authorize page, the only Slack address it follows", async () => {
        expect((await api(server, '/api/auth/config')).body.slack).toEqual({
          authorizeUrl: `${slack.url}/oauth/v2/authorize`,
        });
        const bearer = bearerOf(await signInDirectly(server, `config-${rotation}`));
        const start = await api(server, '/api/slack/start', { body: { redirectUri: redirect() }, bearer });
        expect(start.body.url.startsWith(`${slack.url}/oauth/v2/authorize?`)).toBe(true);
      });

      it('connects a workspace asking for chat:write and channels:read, and keeps its tokens sealed', async () => {
        const bearer = bearerOf(await signInDirectly(server, `ann-${rotation}`));
        const connected = await connect(bearer);
        expect(connected.status).toBe(200);
        expect(connected.body).toEqual({ ok: true, team: SLACK_TEST_TEAM, scopes: ['chat:write', 'channels:read'] });
        const asked = slack.authorizations().at(-1)!;
        expect(Object.fromEntries(asked)).toEqual({
          client_id: SLACK_TEST_CLIENT.id,
          scope: 'chat:write,channels:read',
          redirect_uri: redirect(),
          state: expect.stringMatching(/^slack_/),
        });
        const text = await databaseText(server);
        expect(slack.tokens().length).toBeGreaterThan(0);
        for (const issued of slack.tokens()) expect(text).not.toContain(issued);
      });

      it('mints the access token the extension calls Slack with, refreshing a rotating one only when it is about to lapse', async () => {
        const bearer = bearerOf(await signInDirectly(server, `bo-${rotation}`));
        await connect(bearer);
        const before = slack.tokenRequests().length;
        const first = await token(bearer);
        expect(first.status).toBe(200);
        expect(first.body).toEqual({
          accessToken: expect.stringMatching(/xoxb-/),
          expiresAt: expect.any(String),
          teamId: SLACK_TEST_TEAM.id,
          teamName: SLACK_TEST_TEAM.name,
          scopes: ['chat:write', 'channels:read'],
        });
        expect(slack.tokens()).toContain(first.body.accessToken);
        const hours = (Date.parse(first.body.expiresAt) - Date.now()) / 3_600_000;
        expect(hours).toBeGreaterThan(rotation ? 11.9 : 0.9);
        expect(hours).toBeLessThan(rotation ? 12.1 : 1.1);
        expect(slack.tokenRequests().length).toBe(before); // nothing to refresh yet
        if (!rotation) return;
        slack.expireTokens(SLACK_TEST_TEAM.id);
        await server.storage.db
          .updateTable('slack_grants')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .execute();
        const second = await token(bearer);
        expect(second.status).toBe(200);
        expect(second.body.accessToken).not.toBe(first.body.accessToken);
        expect(slack.tokenRequests().at(-1)).toBe('refresh_token');
        for (const issued of slack.tokens()) expect(await databaseText(server)).not.toContain(issued);
      });

      it('connecting the same workspace again keeps it working; another workspace replaces it and the old token is revoked', async () => {
        const bearer = bearerOf(await signInDirectly(server, `kim-${rotation}`));
        await connect(bearer, { id: 'T0KIM', name: 'Kim' });
        expect((await connect(bearer, { id: 'T0KIM', name: 'Kim' })).status).toBe(200);
        const same = await token(bearer);
        const listed = await fetch(`${slack.url}/api/conversations.list`, {
          method: 'POST',
          headers: { authorization: `Bearer ${same.body.accessToken}` },
        });
        expect(await listed.json()).toMatchObject({ ok: true });
        expect(slack.revocations()).not.toContain(same.body.accessToken);
        const other = await connect(bearer, { id: 'T0KIM2', name: 'Kim Two' });
        expect(other.body.team).toEqual({ id: 'T0KIM2', name: 'Kim Two' });
        expect(slack.revocations()).toContain(same.body.accessToken);
        expect((await token(bearer)).body.teamName).toBe('Kim Two');
      });

      it('refuses a connection finished by another account, a used state and a redirect the server does not answer for', async () => {
        const owner = bearerOf(await signInDirectly(server, `cy-${rotation}`));
        const other = bearerOf(await signInDirectly(server, `di-${rotation}`));
        const start = await api(server, '/api/slack/start', { body: { redirectUri: redirect() }, bearer: owner });
        const query = await slack.authorize(start.body.url);
        const body = { code: query.get('code'), state: query.get('state'), redirectUri: redirect() };
        const stolen = await api(server, '/api/slack/callback', { body, bearer: other });
        expect([stolen.status, stolen.body.error]).toEqual([400, SLACK_MESSAGES.state]);
        const again = await api(server, '/api/slack/callback', { body, bearer: owner });
        expect([again.status, again.body.error]).toEqual([400, SLACK_MESSAGES.state]); // the state went with the first try
        expect((await token(other)).body).toEqual({ error: SLACK_MESSAGES.missing, reconnect: true });
        const elsewhere = await api(server, '/api/slack/start', {
          body: { redirectUri: 'https://evil.example/auth' },
          bearer: owner,
        });
        expect([elsewhere.status, elsewhere.body.error]).toEqual([400, SLACK_MESSAGES.redirect]);
        const unsigned = await api(server, '/api/slack/start', { body: { redirectUri: redirect() } });
        expect([unsigned.status, unsigned.body.error]).toEqual([401, SIGN_IN_REQUIRED]);
      });

      it('says a bad code in words, with what Slack said', async () => {
        const bearer = bearerOf(await signInDirectly(server, `ed-${rotation}`));
        const start = await api(server, '/api/slack/start', { body: { redirectUri: redirect() }, bearer });
        const refused = await api(server, '/api/slack/callback', {
          body: { code: 'not-a-code', state: start.body.state, redirectUri: redirect() },
          bearer,
        });
        expect([refused.status, refused.body]).toEqual([
          400,
          { error: SLACK_MESSAGES.refused('invalid_code'), reconnect: true },
        ]);
      });

      it('disconnects: revoked at Slack and forgotten here; the export shows the workspace, never a token', async () => {
        const bearer = bearerOf(await signInDirectly(server, `flo-${rotation}`));
        await connect(bearer, { id: 'T0FLO', name: 'Flo & Co' });
        const exported = await api(server, '/api/me/export', { bearer });
        expect(exported.body.slackAccess).toEqual({
          teamId: 'T0FLO',
          teamName: 'Flo & Co',
          scopes: ['chat:write', 'channels:read'],
          connectedAt: expect.any(String),
        });
        for (const issued of slack.tokens()) expect(JSON.stringify(exported.body)).not.toContain(issued);
        const minted = await token(bearer);
        const gone = await api(server, '/api/slack', { method: 'DELETE', bearer });
        expect(gone.status).toBe(200);
        expect(slack.revocations()).toContain(minted.body.accessToken);
        expect((await token(bearer)).body).toEqual({ error: SLACK_MESSAGES.missing, reconnect: true });
      });

      it('"Delete my account" revokes the Slack grant and removes it with the account', async () => {
        const bearer = bearerOf(await signInDirectly(server, `gus-${rotation}`));
        await connect(bearer, { id: 'T0GUS', name: 'Gus' });
        const minted = await token(bearer);
        expect((await api(server, '/api/me', { method: 'DELETE', bearer })).status).toBe(200);
        expect(slack.revocations()).toContain(minted.body.accessToken);
        const rows = await server.storage.db
          .selectFrom('slack_grants')
          .select('team_id')
          .where('team_id', '=', 'T0GUS')
          .execute();
        expect(rows).toEqual([]);
      });

      if (rotation)
        it('a workspace that uninstalled the app: the refresh is refused, the grant forgotten, and the answer says Reconnect Slack', async () => {
          const bearer = bearerOf(await signInDirectly(server, `hal-${rotation}`));
          await connect(bearer, { id: 'T0HAL', name: 'Hal' });
          slack.revokeTeam('T0HAL');
          await server.storage.db
            .updateTable('slack_grants')
            .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
            .where('team_id', '=', 'T0HAL')
            .execute();
          const refused = await token(bearer);
          expect([refused.status, refused.body]).toEqual([409, { error: SLACK_MESSAGES.revoked, reconnect: true }]);
          expect((await token(bearer)).body).toEqual({ error: SLACK_MESSAGES.missing, reconnect: true });
        });

      if (rotation)
        it('Slack rate-limiting the refresh answers 503 with its Retry-After', async () => {
          const bearer = bearerOf(await signInDirectly(server, `ivy-${rotation}`));
          await connect(bearer, { id: 'T0IVY', name: 'Ivy' });
          await server.storage.db
            .updateTable('slack_grants')
            .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
            .where('team_id', '=', 'T0IVY')
            .execute();
          slack.queueFailures('oauth.v2.access', [{ status: 429, retryAfter: '7' }]);
          const limited = await token(bearer);
          expect([limited.status, limited.headers.get('retry-after'), limited.body.error]).toEqual([
            503,
            '7',
            SLACK_MESSAGES.unavailable(7),
          ]);
          expect((await token(bearer)).status).toBe(200); // the grant is kept
        });

      it('never logs a token', () => {
        const text = logged.join('\n');
        for (const issued of slack.tokens()) expect(text).not.toContain(issued);
      });
    });
  }

  describe('without the Slack app configured', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, { TOKEN_ENCRYPTION_KEY: KEY.toString('hex') });
    });
    afterAll(() => server.close());

    it('says in one sentence that connecting Slack is not available, and disconnecting still works', async () => {
      const bearer = bearerOf(await signInDirectly(server, 'jo'));
      for (const path of ['/api/slack/start', '/api/tokens/slack']) {
        const answer = await api(server, path, { body: { redirectUri: `${server.origin}/auth` }, bearer });
        expect([answer.status, answer.body]).toEqual([503, { error: SLACK_MESSAGES.disabled }]);
      }
      expect((await api(server, '/api/slack', { method: 'DELETE', bearer })).status).toBe(200);
      expect(SLACK_DISABLED).toMatch(/SLACK_CLIENT_ID, SLACK_CLIENT_SECRET/);
    });
  });
});
