import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GOOGLE_ACCESS_DISABLED, GRANT_MESSAGES } from '../auth/google-grant';
import { decryptToken } from '../auth/token-cipher';
import { SIGN_IN_REQUIRED } from '../http/require-session';
import { startServer, type RunningServer } from '../start-server';
import { GOOGLE_TEST_CLIENT, INVALID_GRANT, startGoogleStandIn, type GoogleStandIn } from '../test/google-stand-in';
import {
  api,
  createPostgresDatabase,
  ENGINES,
  signInDirectly,
  startTestServer,
  type TestServer,
} from '../test/test-server';
import { GRANT_WITH_EXTENSION } from './auth-routes';
import { planLimitReached } from './google-routes';

const REDIRECT = 'http://127.0.0.1:5173/auth';
const KEY = randomBytes(32);
const GMAIL_SEND = 'https://www.googleapis.com/auth/gmail.send';
const CONTACTS = 'https://www.googleapis.com/auth/contacts.readonly';
const CALENDAR_EVENTS = 'https://www.googleapis.com/auth/calendar.events';
const googleEnv = (issuer: string) => ({
  OIDC_ISSUER: issuer,
  GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
  GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
  AUTH_REDIRECT_URIS: REDIRECT,
  TOKEN_ENCRYPTION_KEY: KEY.toString('hex'),
});
const sessionOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((c) => c.startsWith('intently_session='))!
    .split(';')[0]!
    .split('=')[1]!;

/** Signs `user` in through the stand-in as the /auth page does; the session token works as cookie or bearer. */
async function signIn(
  server: TestServer | (RunningServer & { origin: string }),
  google: GoogleStandIn,
  user: string,
): Promise<string> {
  const start = await api(server as TestServer, '/api/auth/start', { body: { redirectUri: REDIRECT } });
  const query = await google.authorize(start.body.url, user);
  const callback = await api(server as TestServer, '/api/auth/callback', {
    body: { code: query.get('code'), redirectUri: REDIRECT, state: query.get('state') },
  });
  expect(callback.status).toBe(200);
  return sessionOf(callback.headers);
}

describe.each(ENGINES)('the Google grant on %s, against a stand-in of Google at the network boundary', (engine) => {
  let google: GoogleStandIn;
  let server: TestServer;
  const logged: string[] = [];

  beforeAll(async () => {
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    }
    google = await startGoogleStandIn([REDIRECT]);
    server = await startTestServer(engine, googleEnv(google.issuer));
  });
  afterAll(async () => {
    await server.close();
    await google.close();
    vi.restoreAllMocks();
  });

  /** The signed-in person adds access: start with the session, consent at the stand-in, the page posts the callback. */
  async function connect(bearer: string, user: string, grant: string, options: { decline?: string[] } = {}) {
    const start = await api(server, '/api/auth/start', { body: { redirectUri: REDIRECT, grant }, bearer });
    expect(start.status).toBe(200);
    const query = await google.authorize(start.body.url, user, options);
    return api(server, '/api/auth/callback', {
      body: { code: query.get('code'), redirectUri: REDIRECT, state: query.get('state') },
    });
  }
  const token = (bearer: string, grant: string) => api(server, '/api/tokens/google', { body: { grant }, bearer });
  const storedRow = (email: string) =>
    server.storage.db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('signs in asking Google for openid email profile only, offline, with consent and earlier grants included', async () => {
    await signIn(server, google, 'olivia');
    const asked = google.authorizations().at(-1)!;
    expect(asked.get('scope')).toBe('openid email profile');
    expect(
      Object.fromEntries(['access_type', 'prompt', 'include_granted_scopes'].map((k) => [k, asked.get(k)])),
    ).toEqual({
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
    });
  });

  it('connects Gmail incrementally: sign-in scopes plus gmail.send and contacts.readonly, never gmail.readonly, for the signed-in account', async () => {
    const bearer = await signIn(server, google, 'alice');
    const connected = await connect(bearer, 'alice', 'gmail');
    expect(connected.status).toBe(200);
    expect(connected.body).toEqual({
      ok: true,
      account: expect.objectContaining({ email: 'alice@gmail.test' }),
      grant: 'gmail',
      scopes: expect.arrayContaining(['openid', GMAIL_SEND, CONTACTS]),
    });
    const asked = google.authorizations().at(-1)!;
    expect(asked.get('scope')!.split(' ')).toEqual(['openid', 'email', 'profile', GMAIL_SEND, CONTACTS]);
    expect(asked.get('scope')).not.toContain('gmail.readonly');
    expect([
      asked.get('include_granted_scopes'),
      asked.get('access_type'),
      asked.get('prompt'),
      asked.get('login_hint'),
    ]).toEqual(['true', 'offline', 'consent', 'alice@gmail.test']);
    expect(connected.headers.getSetCookie()).toEqual([]); // adding access is no new sign-in
    expect((await storedRow('alice@gmail.test')).google_scopes!.split(' ')).toEqual(
      expect.arrayContaining([GMAIL_SEND, CONTACTS]),
    );
  });

  it('keeps the refresh token encrypted at rest and out of answers and logs, and hands a bearer session a fresh access token', async () => {
    const bearer = await signIn(server, google, 'bob');
    await connect(bearer, 'bob', 'gmail');
    const before = Date.now();
    const answer = await token(bearer, 'gmail');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      accessToken: google.accessTokens().at(-1),
      expiresAt: expect.any(String),
      scopes: expect.arrayContaining([GMAIL_SEND]),
    });
    expect(Date.parse(answer.body.expiresAt) - before).toBeGreaterThan(3_500_000);
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const row = await storedRow('bob@gmail.test');
    const refreshTokens = google.refreshTokensOf('bob');
    expect(decryptToken(KEY, row.refresh_token!, row.id)).toBe(refreshTokens.at(-1));
    const stored = JSON.stringify(await server.storage.db.selectFrom('accounts').selectAll().execute());
    const secrets = [...refreshTokens, ...google.accessTokens()];
    for (const secret of secrets) expect(stored).not.toContain(secret);
    const everything = logged.join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    const exported = (await api(server, '/api/me/export', { bearer })).body;
    expect(exported.googleAccess).toEqual({ scopes: expect.arrayContaining([GMAIL_SEND, CONTACTS]) });
    for (const secret of [row.refresh_token!, ...secrets]) expect(JSON.stringify(exported)).not.toContain(secret);
  });

  it('adds Calendar to Gmail (include_granted_scopes) and answers a token for each', async () => {
    const bearer = await signIn(server, google, 'carol');
    await connect(bearer, 'carol', 'gmail');
    const calendar = await connect(bearer, 'carol', 'calendar');
    expect(google.authorizations().at(-1)!.get('scope')!.split(' ')).toEqual([
      'openid',
      'email',
      'profile',
      CALENDAR_EVENTS,
    ]);
    expect(calendar.body.scopes).toEqual(expect.arrayContaining([GMAIL_SEND, CALENDAR_EVENTS]));
    expect((await token(bearer, 'calendar')).body.scopes).toEqual(
      expect.arrayContaining([GMAIL_SEND, CALENDAR_EVENTS]),
    );
    expect((await token(bearer, 'gmail')).status).toBe(200);
  });

  it('learns the scopes of a grant kept before they were recorded from Google’s refresh answer', async () => {
    const bearer = await signIn(server, google, 'quinn');
    await connect(bearer, 'quinn', 'gmail');
    await server.storage.db
      .updateTable('accounts')
      .set({ google_scopes: null })
      .where('email', '=', 'quinn@gmail.test')
      .execute();
    expect((await token(bearer, 'gmail')).status).toBe(200);
    expect((await storedRow('quinn@gmail.test')).google_scopes!.split(' ')).toEqual(
      expect.arrayContaining([GMAIL_SEND, CONTACTS]),
    );
    await server.storage.db
      .updateTable('accounts')
      .set({ google_scopes: null })
      .where('email', '=', 'quinn@gmail.test')
      .execute();
    expect(await token(bearer, 'calendar')).toMatchObject({
      status: 409,
      body: { error: GRANT_MESSAGES.missing('calendar'), reconnect: true },
    });
  });

  it('answers 409 with reconnect when the grant lacks the scope, without asking Google', async () => {
    const bearer = await signIn(server, google, 'dave');
    const requests = google.tokenRequests().length;
    expect(await token(bearer, 'calendar')).toMatchObject({
      status: 409,
      body: { error: GRANT_MESSAGES.missing('calendar'), reconnect: true },
    });
    const noGrant = (await signInDirectly(server, 'never-connected')).split('=')[1]!;
    expect(await token(noGrant, 'gmail')).toMatchObject({
      status: 409,
      body: { error: GRANT_MESSAGES.missing('gmail'), reconnect: true },
    });
    expect(google.tokenRequests()).toHaveLength(requests);
  });

  it('says so when the person unticks the permission on Google’s consent screen', async () => {
    const bearer = await signIn(server, google, 'erin');
    const connected = await connect(bearer, 'erin', 'gmail', { decline: [GMAIL_SEND] });
    expect(connected).toMatchObject({
      status: 409,
      body: { error: GRANT_MESSAGES.declined('gmail'), reconnect: true },
    });
  });

  it('refuses a grant from another Google account than the one signed in', async () => {
    const bearer = await signIn(server, google, 'frank');
    const connected = await connect(bearer, 'mallory', 'gmail');
    expect(connected).toMatchObject({
      status: 409,
      body: { error: GRANT_MESSAGES.otherAccount('frank@gmail.test'), reconnect: true },
    });
    expect((await storedRow('frank@gmail.test')).google_scopes).toBe('openid email profile');
  });

  it.each([
    ['without a session', { redirectUri: REDIRECT, grant: 'gmail' }, undefined, 401, SIGN_IN_REQUIRED],
    [
      'for an unknown grant',
      { redirectUri: REDIRECT, grant: 'drive' },
      'x',
      400,
      '"grant" must be "gmail" or "calendar": the Google access to add.',
    ],
    [
      'with an extension sign-in',
      {
        redirectUri: REDIRECT,
        grant: 'gmail',
        extension: { id: 'a'.repeat(32), state: `extension_${'s'.repeat(16)}`, challenge: 'c'.repeat(43) },
      },
      'x',
      400,
      GRANT_WITH_EXTENSION,
    ],
  ])('refuses a grant start %s', async (_, body, bearer, status, error) => {
    expect(await api(server, '/api/auth/start', { body, bearer })).toMatchObject({ status, body: { error } });
  });

  it.each([
    ['no grant', {}, 'Send "grant" as "gmail" or "calendar": the Google access the command needs.'],
    [
      'another grant',
      { grant: 'youtube' },
      'Send "grant" as "gmail" or "calendar": the Google access the command needs.',
    ],
  ])('refuses a token request with %s', async (_, body, error) => {
    const bearer = (await signInDirectly(server, `body-${Object.keys(body).length}`)).split('=')[1]!;
    expect(await api(server, '/api/tokens/google', { body, bearer })).toMatchObject({ status: 400, body: { error } });
  });

  it('needs a session, and the trusted Origin when the session is a cookie', async () => {
    expect(await api(server, '/api/tokens/google', { body: { grant: 'gmail' } })).toMatchObject({
      status: 401,
      body: { error: SIGN_IN_REQUIRED },
    });
    const cookie = `intently_session=${await signIn(server, google, 'grace')}`;
    expect(
      (await api(server, '/api/tokens/google', { body: { grant: 'gmail' }, cookie, origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    expect((await api(server, '/api/tokens/google', { body: { grant: 'calendar' }, cookie })).status).toBe(409);
  });

  it('forgets a grant Google answers invalid_grant for and asks to reconnect', async () => {
    const bearer = await signIn(server, google, 'heidi');
    await connect(bearer, 'heidi', 'gmail');
    google.revokeUser('heidi'); // in the Google account's settings
    expect(await token(bearer, 'gmail')).toMatchObject({
      status: 409,
      body: { error: GRANT_MESSAGES.revoked, reconnect: true },
    });
    expect(await storedRow('heidi@gmail.test')).toMatchObject({ refresh_token: null, google_scopes: null });
    const requests = google.tokenRequests().length;
    expect(await token(bearer, 'gmail')).toMatchObject({ status: 409, body: { reconnect: true } });
    expect(google.tokenRequests()).toHaveLength(requests);
    expect((await connect(bearer, 'heidi', 'gmail')).status).toBe(200); // reconnecting works
    expect((await token(bearer, 'gmail')).status).toBe(200);
  });

  it("refuses a grant copied into another account's row: it does not open there, so it is forgotten", async () => {
    const owner = await signIn(server, google, 'olga');
    await connect(owner, 'olga', 'gmail');
    const thief = await signIn(server, google, 'oscar');
    const { refresh_token: sealed, google_scopes: scopes } = await storedRow('olga@gmail.test');
    await server.storage.db
      .updateTable('accounts')
      .set({ refresh_token: sealed, google_scopes: scopes })
      .where('email', '=', 'oscar@gmail.test')
      .execute();
    const requests = google.tokenRequests().length;
    expect(await token(thief, 'gmail')).toMatchObject({
      status: 409,
      body: { error: GRANT_MESSAGES.revoked, reconnect: true },
    });
    expect(google.tokenRequests()).toHaveLength(requests);
    expect(await storedRow('oscar@gmail.test')).toMatchObject({ refresh_token: null });
    expect((await token(owner, 'gmail')).status).toBe(200);
  });

  it('forgets the grant on a queued invalid_grant body as Google documents it', async () => {
    const bearer = await signIn(server, google, 'ivan');
    await connect(bearer, 'ivan', 'calendar');
    google.queueTokenAnswers([{ status: 400, body: INVALID_GRANT }]);
    expect(await token(bearer, 'calendar')).toMatchObject({
      status: 409,
      body: { error: GRANT_MESSAGES.revoked, reconnect: true },
    });
  });

  it('retries a 429 after the Retry-After Google asks for, then answers the token', async () => {
    const bearer = await signIn(server, google, 'judy');
    await connect(bearer, 'judy', 'gmail');
    google.queueTokenAnswers([{ status: 429, retryAfter: '1', body: { error: 'rate_limit_exceeded' } }]);
    const answer = await token(bearer, 'gmail');
    expect(answer.status).toBe(200);
    const [refused, served] = google.tokenRequests().slice(-2);
    expect(served!.at - refused!.at).toBeGreaterThanOrEqual(950);
  });

  it('answers 503 with Retry-After after 3 tries of 5xx, and at once when Google asks to wait longer than the budget', async () => {
    const bearer = await signIn(server, google, 'ken');
    await connect(bearer, 'ken', 'gmail');
    const requests = google.tokenRequests().length;
    google.queueTokenAnswers([{ status: 503 }, { status: 500 }, { status: 502 }]);
    const failed = await token(bearer, 'gmail');
    expect(failed).toMatchObject({ status: 503, body: { error: GRANT_MESSAGES.unavailable(30) } });
    expect(failed.headers.get('retry-after')).toBe('30');
    expect(google.tokenRequests()).toHaveLength(requests + 3);

    google.queueTokenAnswers([{ status: 429, retryAfter: '120' }]);
    const slow = await token(bearer, 'gmail');
    expect(slow).toMatchObject({ status: 503, body: { error: GRANT_MESSAGES.unavailable(120) } });
    expect(slow.headers.get('retry-after')).toBe('120');
    expect(google.tokenRequests()).toHaveLength(requests + 4);
    expect((await token(bearer, 'gmail')).status).toBe(200); // the grant is kept
  });

  it('revokes the grant when the last session signs out, not while another is signed in', async () => {
    const site = await signIn(server, google, 'leo');
    const extension = await signIn(server, google, 'leo');
    await connect(extension, 'leo', 'gmail');
    const { refresh_token: sealed, id } = await storedRow('leo@gmail.test');
    expect((await api(server, '/api/logout', { method: 'POST', bearer: site })).body).toEqual({ ok: true });
    expect(google.revocations()).not.toContain(decryptToken(KEY, sealed!, id));
    expect((await token(extension, 'gmail')).status).toBe(200);
    expect((await api(server, '/api/logout', { method: 'POST', bearer: extension })).body).toEqual({ ok: true });
    expect(google.revocations().at(-1)).toBe(decryptToken(KEY, sealed!, id));
    expect((await storedRow('leo@gmail.test')).refresh_token).toBeNull();
  });

  it('signs out even when Google does not answer the revocation, forgets the grant and logs no token', async () => {
    const bearer = await signIn(server, google, 'mia');
    await connect(bearer, 'mia', 'gmail');
    const mia = await storedRow('mia@gmail.test');
    const refreshToken = decryptToken(KEY, mia.refresh_token!, mia.id);
    google.setRevocationDown(true);
    try {
      expect(await api(server, '/api/logout', { method: 'POST', bearer })).toMatchObject({
        status: 200,
        body: { ok: true },
      });
    } finally {
      google.setRevocationDown(false);
    }
    expect(google.revocations().at(-1)).toBe(refreshToken);
    expect((await storedRow('mia@gmail.test')).refresh_token).toBeNull();
    expect(logged).toContain('Revoking a Google grant failed: Google answered 503; the grant was forgotten here.');
    expect(logged.join('\n')).not.toContain(refreshToken);
  });

  it('revokes the grant when the account is deleted', async () => {
    const bearer = await signIn(server, google, 'nina');
    await connect(bearer, 'nina', 'calendar');
    const nina = await storedRow('nina@gmail.test');
    const refreshToken = decryptToken(KEY, nina.refresh_token!, nina.id);
    expect((await api(server, '/api/me', { method: 'DELETE', bearer })).body).toEqual({ ok: true });
    expect(google.revocations().at(-1)).toBe(refreshToken);
    google.setRevocationDown(true);
    try {
      const again = await signIn(server, google, 'nina');
      expect((await api(server, '/api/me', { method: 'DELETE', bearer: again })).body).toEqual({ ok: true }); // Google down: still deleted
      expect(
        await server.storage.db.selectFrom('accounts').select('id').where('email', '=', 'nina@gmail.test').execute(),
      ).toEqual([]);
    } finally {
      google.setRevocationDown(false);
    }
  });
});

describe('Google access on a server without Google sign-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { LOCAL_SIGN_IN: '1', TOKEN_ENCRYPTION_KEY: KEY.toString('hex') });
  });
  afterAll(() => server.close());

  it.each(['/api/auth/start', '/api/tokens/google'])('answers %s with 503 naming what is missing', async (path) => {
    const bearer = (await signInDirectly(server, 'local-only')).split('=')[1]!;
    const body =
      path === '/api/auth/start' ? { redirectUri: `${server.origin}/auth`, grant: 'gmail' } : { grant: 'gmail' };
    expect(await api(server, path, { body, bearer })).toMatchObject({
      status: 503,
      body: { error: GOOGLE_ACCESS_DISABLED },
    });
  });
});

describe('the Basic plan limit on Google access tokens, across two server processes on one PostgreSQL', () => {
  let google: GoogleStandIn;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const servers: Array<RunningServer & { origin: string }> = [];

  beforeAll(async () => {
    google = await startGoogleStandIn([REDIRECT]);
    database = await createPostgresDatabase();
    for (let i = 0; i < 2; i++) {
      const env = {
        ...googleEnv(google.issuer),
        GOOGLE_TOKENS_PER_HOUR: '3',
        RATE_LIMIT_AUTH_PER_MINUTE: '0',
        RATE_LIMIT_API_PER_MINUTE: '0',
      };
      const running = await startServer({
        port: 0,
        host: '127.0.0.1',
        databaseUrl: database.url,
        siteDir: '/nonexistent',
        env,
        log: () => {},
      });
      servers.push({ ...running, origin: running.url });
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.drop();
    await google.close();
  });

  it('counts each account’s tokens in the database, so the hourly limit holds whichever process answers', async () => {
    // The requests must fall in one clock hour.
    const left = 3_600_000 - (Date.now() % 3_600_000);
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left));
    const [one, two] = servers as [TestServer, TestServer];
    const bearer = await signIn(one, google, 'olga');
    const start = await api(two, '/api/auth/start', { body: { redirectUri: REDIRECT, grant: 'gmail' }, bearer });
    const query = await google.authorize(start.body.url, 'olga');
    expect(
      (
        await api(one, '/api/auth/callback', {
          body: { code: query.get('code'), redirectUri: REDIRECT, state: query.get('state') },
        })
      ).status,
    ).toBe(200);

    const statuses = [];
    for (const server of [one, two, one])
      statuses.push((await api(server, '/api/tokens/google', { body: { grant: 'gmail' }, bearer })).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await api(two, '/api/tokens/google', { body: { grant: 'gmail' }, bearer });
    const resetsAt = new Date((Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(refused).toMatchObject({
      status: 429,
      body: { error: planLimitReached(3, resetsAt, seconds), limit: 3, resetsAt: resetsAt.toISOString() },
    });
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect((await api(one, '/api/tokens/google', { body: { grant: 'gmail' }, bearer })).status).toBe(429);

    const other = await signIn(two, google, 'pat');
    const otherStart = await api(one, '/api/auth/start', {
      body: { redirectUri: REDIRECT, grant: 'gmail' },
      bearer: other,
    });
    const otherQuery = await google.authorize(otherStart.body.url, 'pat');
    await api(two, '/api/auth/callback', {
      body: { code: otherQuery.get('code'), redirectUri: REDIRECT, state: otherQuery.get('state') },
    });
    expect((await api(one, '/api/tokens/google', { body: { grant: 'gmail' }, bearer: other })).status).toBe(200); // per account
  });
});
