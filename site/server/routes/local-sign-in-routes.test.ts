import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PAGE_COPY } from '../auth/local-sign-in-page';
import { LOCAL_SIGN_IN_IN_PRODUCTION } from '../config';
import { startServer } from '../start-server';
import { signInLocally } from '../test/local-sign-in-flow';
import { api, startTestServer, type TestServer } from '../test/test-server';
import { LOCAL_ADDRESS_INVALID, LOCAL_EMAIL_INVALID } from './local-sign-in-routes';

const CHALLENGE = 'c'.repeat(43);

describe('the local test sign-in (LOCAL_SIGN_IN=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { LOCAL_SIGN_IN: '1' });
  });
  afterAll(() => server.close());

  const pageUrl = (params: Record<string, string>) =>
    `${server.url}/api/auth/local/authorize?${new URLSearchParams(params)}`;
  const post = (form: Record<string, string>, origin = server.origin) =>
    fetch(`${server.url}/api/auth/local/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  const signIn = () => ({
    redirect_uri: `${server.origin}/auth`,
    state: 'oauth_0123456789abcdef',
    code_challenge: CHALLENGE,
  });

  it('starts a sign-in on its own page on this server and says it is local', async () => {
    const start = await api(server, '/api/auth/start', {
      body: { redirectUri: `${server.origin}/auth`, source: 'extension' },
    });
    expect(start).toMatchObject({ status: 200, body: { state: expect.stringMatching(/^extension_[\w-]{32}$/) } });
    const url = new URL(start.body.url);
    expect(url.origin + url.pathname).toBe(`${server.origin}/api/auth/local/authorize`);
    expect((await api(server, '/api/auth/config')).body.signIn).toEqual({
      authorizeUrl: `${server.origin}/api/auth/local/authorize`,
      local: true,
    });
    expect(url.searchParams.get('state')).toBe(start.body.state);
  });

  it('shows a page labelled as a local test account, not Google, with an Email field and one button', async () => {
    const response = await fetch(pageUrl(signIn()));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<h1>${LOCAL_PAGE_COPY.title}</h1>`);
    expect(page).toContain(LOCAL_PAGE_COPY.notGoogle);
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toContain('<button type="submit">Sign in with this test account</button>');
    expect(page).toContain(`value="${CHALLENGE}"`);
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
  });

  it('signs in the email typed and sends the browser back with a code and the state, as Google would', async () => {
    const { code, state, redirect, start } = await signInLocally(server, 'Sam@Example.com');
    expect(redirect.origin + redirect.pathname).toBe(`${server.origin}/auth`);
    expect(state).toBe(start.state);
    const callback = await api(server, '/api/auth/callback', {
      body: { code, redirectUri: `${server.origin}/auth`, state },
    });
    expect(callback).toMatchObject({
      status: 200,
      body: { ok: true, account: { email: 'sam@example.com', name: 'User sam', picture: '' } },
    });
    expect(callback.headers.getSetCookie().join()).toMatch(/intently_session=[\w-]{43};/);
    const account = await server.storage.db
      .selectFrom('accounts')
      .select('subject')
      .where('email', '=', 'sam@example.com')
      .executeTakeFirstOrThrow();
    expect(account.subject).toBe('local:sam@example.com');
  });

  it.each(['sam', 'sam@example', 'sam @example.com', ''])(
    'refuses the email %j with a sentence, keeping what was typed',
    async (email) => {
      const response = await post({ ...signIn(), email });
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain(`<p role="alert">${LOCAL_EMAIL_INVALID.replaceAll('"', '&quot;')}</p>`);
      expect(page).toContain(`value="${email}"`);
    },
  );

  it('escapes what was typed', async () => {
    const page = await (await post({ ...signIn(), email: '"><script>alert(1)</script>' })).text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });

  it.each([
    ['no parameters', () => ({})],
    ['a redirect address of another site', () => ({ ...signIn(), redirect_uri: 'https://evil.example/auth' })],
    ['a short challenge', () => ({ ...signIn(), code_challenge: 'short' })],
  ])('refuses an address with %s', async (_, paramsOf) => {
    const params = paramsOf();
    const get = await fetch(pageUrl(params));
    expect(get.status).toBe(400);
    expect(await get.text()).toContain(LOCAL_ADDRESS_INVALID);
    const submit = await post({ ...params, email: 'sam@example.com' });
    expect(submit.status).toBe(400);
    expect(submit.headers.get('location')).toBeNull();
  });

  it('refuses a form posted from another site', async () => {
    expect((await post({ ...signIn(), email: 'sam@example.com' }, 'https://evil.example')).status).toBe(403);
  });
});

describe('the local test sign-in elsewhere', () => {
  it('is refused at start in production, with a sentence saying why', async () => {
    await expect(
      startServer({
        port: 0,
        dataDir: '/nonexistent',
        env: { LOCAL_SIGN_IN: '1', NODE_ENV: 'production' },
        log: () => {},
      }),
    ).rejects.toThrow(LOCAL_SIGN_IN_IN_PRODUCTION);
  });

  it('is not served when Google sign-in is configured', async () => {
    const server = await startTestServer('pglite', {
      LOCAL_SIGN_IN: '1',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      AUTH_REDIRECT_URIS: 'http://127.0.0.1:5173/auth',
    });
    try {
      expect((await fetch(`${server.url}/api/auth/local/authorize`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
