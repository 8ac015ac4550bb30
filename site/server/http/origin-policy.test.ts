import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signInDirectly, startTestServer, type TestServer } from '../test/test-server';

const SITE = 'https://intently.example';
const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

describe('CORS and Origin checks', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', { SITE_ORIGINS: SITE, EXTENSION_ORIGINS: EXTENSION });
    cookie = await signInDirectly(server, 'cors');
  });
  afterAll(() => server.close());

  const preflight = (origin: string) =>
    fetch(`${server.url}/api/sync/settings`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type, authorization' },
    });

  it.each([SITE, EXTENSION])('allows %s with credentials and the Authorization header', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type, Authorization');
  });

  it.each(['https://evil.example', 'https://intently.example.evil.com', 'null'])('gives no CORS grant to %s', async (origin) => {
    expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([SITE, EXTENSION])('accepts a cookie-authenticated write from %s', async (origin) => {
    const response = await api(server, '/api/sync/settings', { method: 'PUT', cookie, origin, body: { settings: { from: { value: origin, at: 1 } } } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('lets anyone join the waitlist but grants CORS only to the site', async () => {
    const response = await api(server, '/api/waitlist', { origin: 'https://evil.example', body: { email: 'x@example.com' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
