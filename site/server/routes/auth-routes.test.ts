import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_FAILED } from '../auth/identity-provider';
import { decryptToken } from '../auth/token-cipher';
import { INTENTLY_EXTENSION_ORIGIN, SIGN_IN_UNAVAILABLE } from '../config';
import { SIGN_IN_REQUIRED } from '../http/require-session';
import { startOidcProvider, TEST_CLIENT, type TestOidcProvider } from '../test/oidc-test-provider';
import { extensionSignIn, startFromExtension } from '../test/local-sign-in-flow';
import { api, ENGINES, startTestServer, type TestServer } from '../test/test-server';

const REDIRECT = 'http://127.0.0.1:5173/auth';
const OTHER_REDIRECT = 'http://127.0.0.1:5173/elsewhere';
/** The site as a browser reaches it through the https proxy in front of the server. */
const SITE = 'https://intently.example';
const KEY = randomBytes(32);
const STATE_MISMATCH = 'This sign-in has expired or its state does not match; please start the sign-in again.';
const REPLAYED = 'This sign-in code was already used; please start the sign-in again.';
const NOT_ALLOWED = 'This redirect address is not allowed; sign in from the Intently /auth page.';

const cookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.includes('intently_session='));
const cookiePair = (headers: Headers) => cookieOf(headers)?.split(';')[0];

describe.each(ENGINES)('sign-in on %s against a local OpenID provider', (engine) => {
  let provider: TestOidcProvider;
  let server: TestServer;
  const logged: string[] = [];

  beforeAll(async () => {
    for (const method of ['log', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    }
    provider = await startOidcProvider([REDIRECT, OTHER_REDIRECT]);
    server = await startTestServer(engine, {
      OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: TEST_CLIENT.id,
      GOOGLE_CLIENT_SECRET: TEST_CLIENT.secret,
      AUTH_REDIRECT_URIS: REDIRECT,
      OIDC_SCOPES: 'openid email profile offline_access',
      TOKEN_ENCRYPTION_KEY: KEY.toString('hex'),
      TRUST_PROXY: '1',
      SITE_ORIGINS: SITE,
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
    vi.restoreAllMocks();
  });

  /** The site's flow: the server starts the sign-in, the provider redirects back with a code. */
  async function authorize(account: string) {
    const start = await api(server, '/api/auth/start', { body: { redirectUri: REDIRECT, source: 'extension' } });
    expect(start.status).toBe(200);
    const query = await provider.authorize(start.body.url, account);
    expect(query.get('state')).toBe(start.body.state);
    return { code: query.get('code')!, state: start.body.state as string };
  }

  it('signs in, sets an HttpOnly Lax session cookie and answers /api/me with the profile', async () => {
    const { code, state } = await authorize('alice');
    expect(state).toMatch(/^extension_/);
    const response = await api(server, '/api/auth/callback', { body: { code, redirectUri: REDIRECT, state } });
    expect(response.status).toBe(200);
    const profile = { email: 'alice@example.com', name: 'User alice', picture: 'https://pictures.example/alice.png' };
    expect(response.body).toEqual({ ok: true, account: profile });
    const cookie = cookieOf(response.headers)!;
    expect(cookie).toMatch(/^intently_session=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect((await api(server, '/api/me', { cookie: cookiePair(response.headers) })).body).toEqual(profile);

    const [account] = await server.storage.db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', 'alice@example.com')
      .execute();
    expect(account!.refresh_token).toMatch(/^v2\./);
    const refreshToken = decryptToken(KEY, account!.refresh_token!, account!.id);
    expect(refreshToken.length).toBeGreaterThan(20);
    expect(JSON.stringify(response.body)).not.toContain(refreshToken);
    expect(logged.join('\n')).not.toContain(code);
    expect(logged.join('\n')).not.toContain(refreshToken);
  });

  it("tells the /auth page the extensions it may talk to and the provider's authorization endpoint, never Slack's when it is off", async () => {
    expect(await api(server, '/api/auth/config')).toMatchObject({
      status: 200,
      body: {
        extensionIds: [INTENTLY_EXTENSION_ORIGIN.slice('chrome-extension://'.length)],
        signIn: { authorizeUrl: `${provider.issuer}/auth`, local: false },
        slack: null,
      },
    });
  });

  it('hands an extension sign-in over with a one-time code instead of a cookie, Google or not', async () => {
    const { extension } = extensionSignIn();
    const start = await startFromExtension(server, REDIRECT, extension);
    expect(start.body).toEqual({ url: expect.stringMatching(/^http/), state: expect.stringMatching(/^extension_/) });
    expect(start.body.url.startsWith(`${provider.issuer}/auth?`)).toBe(true);
    const query = await provider.authorize(start.body.url, 'heidi');
    const response = await api(server, '/api/auth/callback', {
      body: { code: query.get('code'), redirectUri: REDIRECT, state: query.get('state') },
    });
    expect(response.body).toMatchObject({
      ok: true,
      account: { email: 'heidi@example.com' },
      handOver: { extensionId: extension.id, state: extension.state },
    });
    expect(cookieOf(response.headers)).toBeUndefined();
  });

  it('accepts the bare SPEC payload (code and redirectUri) from a consent URL the page built itself', async () => {
    const url = new URL(`${provider.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: TEST_CLIENT.id,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: REDIRECT,
      state: 'oauth_page',
    }).toString();
    const query = await provider.authorize(url.toString(), 'bob');
    const response = await api(server, '/api/auth/callback', {
      body: { code: query.get('code'), redirectUri: REDIRECT },
    });
    expect(response.body).toEqual({ ok: true, account: expect.objectContaining({ email: 'bob@example.com' }) });
  });

  it('refuses a state the server did not issue', async () => {
    const { code } = await authorize('carol');
    const response = await api(server, '/api/auth/callback', {
      body: { code, redirectUri: REDIRECT, state: 'extension_forged' },
    });
    expect(response).toMatchObject({ status: 400, body: { error: STATE_MISMATCH } });
    expect(cookieOf(response.headers)).toBeUndefined();
  });

  it('accepts a code once', async () => {
    const { code, state } = await authorize('dave');
    expect((await api(server, '/api/auth/callback', { body: { code, redirectUri: REDIRECT, state } })).status).toBe(
      200,
    );
    const replay = await api(server, '/api/auth/callback', { body: { code, redirectUri: REDIRECT } });
    expect(replay).toMatchObject({ status: 400, body: { error: REPLAYED } });
  });

  it("passes the provider's error text on when it rejects the code", async () => {
    const response = await api(server, '/api/auth/callback', {
      body: { code: 'not-a-real-code', redirectUri: REDIRECT },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('grant request is invalid');
  });

  it.each([
    ['the callback', '/api/auth/callback', { code: 'x', redirectUri: OTHER_REDIRECT }],
    ['the start', '/api/auth/start', { redirectUri: OTHER_REDIRECT }],
  ])('refuses a redirect URI outside the allow-list at %s', async (_, path, body) => {
    expect(await api(server, path, { body })).toMatchObject({ status: 400, body: { error: NOT_ALLOWED } });
  });

  it('rotates the session at sign-in: the previous cookie stops working', async () => {
    const first = await authorize('erin');
    const one = await api(server, '/api/auth/callback', {
      body: { code: first.code, redirectUri: REDIRECT, state: first.state },
    });
    const second = await authorize('erin');
    const two = await api(server, '/api/auth/callback', {
      body: { code: second.code, redirectUri: REDIRECT, state: second.state },
      cookie: cookiePair(one.headers),
    });
    expect(cookiePair(two.headers)).not.toBe(cookiePair(one.headers));
    expect(await api(server, '/api/me', { cookie: cookiePair(one.headers) })).toMatchObject({
      status: 401,
      body: { error: SIGN_IN_REQUIRED },
    });
    expect((await api(server, '/api/me', { cookie: cookiePair(two.headers) })).status).toBe(200);
  });

  it('logs out: the cookie is cleared and the session ends', async () => {
    const { code, state } = await authorize('frank');
    const signedIn = cookiePair(
      (await api(server, '/api/auth/callback', { body: { code, redirectUri: REDIRECT, state } })).headers,
    );
    const logout = await api(server, '/api/logout', { method: 'POST', cookie: signedIn });
    expect(logout.body).toEqual({ ok: true });
    expect(cookieOf(logout.headers)).toMatch(/Max-Age=0/);
    expect((await api(server, '/api/me', { cookie: signedIn })).status).toBe(401);
  });

  it('uses a Secure __Host- cookie when the request came over https', async () => {
    const { code, state } = await authorize('grace');
    const response = await fetch(`${server.url}/api/auth/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ code, redirectUri: REDIRECT, state }),
    });
    expect(response.status).toBe(200);
    const cookie = cookieOf(response.headers)!;
    expect(cookie).toMatch(/^__Host-intently_session=/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
  });

  it('refuses a callback posted from another site', async () => {
    const response = await api(server, '/api/auth/callback', {
      body: { code: 'x', redirectUri: REDIRECT },
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['a missing code', { redirectUri: REDIRECT }, 'Send "code" as text.'],
    ['an empty code', { code: '', redirectUri: REDIRECT }, '"code" must not be empty.'],
    ['a numeric code', { code: 5, redirectUri: REDIRECT }, 'Send "code" as text.'],
    ['a missing redirectUri', { code: 'abc' }, 'Send "redirectUri" as text.'],
    [
      'a short PKCE verifier',
      { code: 'abc', redirectUri: REDIRECT, codeVerifier: 'short' },
      '"codeVerifier" must be 43 to 128 letters, digits or -._~ (RFC 7636).',
    ],
  ])('refuses %s with 400', async (_, body, error) => {
    expect(await api(server, '/api/auth/callback', { body })).toMatchObject({ status: 400, body: { error } });
  });
});

describe('sign-in without configured secrets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it.each(['/api/auth/start', '/api/auth/callback'])(
    'answers %s with 503 and a sentence for visitors, not the settings',
    async (path) => {
      expect(await api(server, path, { body: { code: 'x', redirectUri: REDIRECT } })).toMatchObject({
        status: 503,
        body: { error: SIGN_IN_UNAVAILABLE },
      });
    },
  );

  it('keeps the rest of the API working', async () => {
    expect((await api(server, '/api/waitlist', { body: { email: 'still@works.com' } })).body).toEqual({
      ok: true,
      alreadyExists: false,
    });
  });
});

describe('sign-in when the provider cannot be trusted or reached', () => {
  let provider: TestOidcProvider;
  const servers: TestServer[] = [];
  const serverFor = async (issuer: string) => {
    const server = await startTestServer('pglite', {
      OIDC_ISSUER: issuer,
      GOOGLE_CLIENT_ID: TEST_CLIENT.id,
      GOOGLE_CLIENT_SECRET: TEST_CLIENT.secret,
      AUTH_REDIRECT_URIS: REDIRECT,
    });
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    provider = await startOidcProvider([REDIRECT]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await provider.close();
  });

  it("refuses an ID token whose issuer is not the configured one with 'Authentication failed'", async () => {
    // Same provider, but configured with a trailing slash: the token's iss no longer matches exactly.
    const server = await serverFor(`${provider.issuer}/`);
    const start = await api(server, '/api/auth/start', { body: { redirectUri: REDIRECT } });
    const query = await provider.authorize(start.body.url, 'mallory');
    const response = await api(server, '/api/auth/callback', {
      body: { code: query.get('code'), redirectUri: REDIRECT, state: start.body.state },
    });
    expect(response).toMatchObject({ status: 401, body: { error: AUTH_FAILED } });
    expect(cookieOf(response.headers)).toBeUndefined();
  });

  it('answers 502 with a sentence when the provider is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = await serverFor('http://127.0.0.1:1');
    const response = await api(server, '/api/auth/callback', { body: { code: 'abc', redirectUri: REDIRECT } });
    expect(response).toMatchObject({
      status: 502,
      body: { error: 'The sign-in provider could not be reached; please try again.' },
    });
    vi.restoreAllMocks();
  });
});
