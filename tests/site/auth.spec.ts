import { createServer } from 'node:net';
import { rm } from 'node:fs/promises';
import { startServer } from '../../site/server/start-server';
import { freshPgliteDir } from '../../site/server/test/pglite-template';
import { startOidcProvider, TEST_CLIENT } from '../../site/server/test/oidc-test-provider';
import { expect, SITE_DIR, test } from '../fixtures/site';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test('without the extension source the page asks to sign in from the extension', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(
    page.getByText('This page is for extension authentication only. Please use the extension to sign in.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
});

const RETURNS = [
  { name: 'a provider error', query: '?source=extension&error=access_denied', message: 'OAuth error: access_denied' },
  {
    name: 'a code whose state this tab never started',
    query: '?code=forged-code&state=extension_forged',
    message: 'Sign in failed. Please try again.',
  },
  // Visitors are told sign-in is unavailable; the settings to set are for the server's log (and `npm start`), not the page.
  {
    name: 'a sign-in click on a server without sign-in configured',
    query: '?source=extension',
    message: "Sign-in isn't available right now. Please try again later.",
  },
];

for (const { name, query, message } of RETURNS) {
  test(`${name} shows its message in the red box and sends no code`, async ({ page }) => {
    const callbacks: string[] = [];
    page.on(
      'request',
      (request) => void (request.url().endsWith('/api/auth/callback') && callbacks.push(request.url())),
    );
    await page.goto(`/auth${query}`);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('Connect with Google to get started')).toBeVisible();
    if (!query.includes('error') && !query.includes('code'))
      await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(callbacks).toEqual([]);
  });
}

test('signing in from the extension goes to the consent address and sends the returned code once', async ({
  page,
  context,
}) => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const provider = await startOidcProvider([`${origin}/auth`]);
  const dataDir = await freshPgliteDir('intently-e2e-auth-');
  const env = {
    ...process.env,
    OIDC_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: TEST_CLIENT.id,
    GOOGLE_CLIENT_SECRET: TEST_CLIENT.secret,
    AUTH_REDIRECT_URIS: `${origin}/auth`,
    OIDC_SCOPES: 'openid email profile offline_access',
  };
  const server = await startServer({ port, host: '127.0.0.1', dataDir, siteDir: SITE_DIR, env, log: () => {} });
  try {
    const callbacks: { body: unknown; status: Promise<number | undefined> }[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/auth/callback')) return;
      callbacks.push({ body: request.postDataJSON(), status: request.response().then((r) => r?.status()) });
    });
    const consent = page.waitForRequest((request) => request.url().startsWith(`${provider.issuer}/auth?`));
    await page.goto(`${origin}/auth?source=extension`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    const params = new URL((await consent).url()).searchParams;
    expect(Object.fromEntries([...params].filter(([key]) => !['state', 'code_challenge'].includes(key)))).toEqual({
      client_id: TEST_CLIENT.id,
      response_type: 'code',
      scope: 'openid email profile offline_access',
      redirect_uri: `${origin}/auth`,
      include_granted_scopes: 'true',
      prompt: 'consent',
      access_type: 'offline',
      code_challenge_method: 'S256',
    });
    expect(params.get('state')).toMatch(/^extension_[\w-]{16,}$/);
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    // The provider signs in at once and sends the browser back to /auth with a code.
    await expect(page).toHaveURL(`${origin}/auth?source=extension`);
    await expect.poll(() => callbacks.length).toBe(1);
    expect(callbacks[0]!.body).toEqual({
      code: expect.any(String),
      redirectUri: `${origin}/auth`,
      state: params.get('state'),
    });
    expect(await callbacks[0]!.status).toBe(200);
    expect((await context.cookies(origin)).map((cookie) => cookie.name)).toContain('intently_session');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();

    // The same code arriving again (a reload of the return address) is never sent twice.
    const { code } = callbacks[0]!.body as { code: string };
    await page.goto(`${origin}/auth?code=${code}&state=${params.get('state')}`);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(callbacks).toHaveLength(1);
  } finally {
    await server.close();
    await provider.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
