import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ENGINES, signInDirectly, startTestServer, type TestServer } from '../test/test-server';

const SITE = 'https://intently.example';
const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';

/** Sends a request with the Host header a client chooses (fetch always sends the real one). */
function withHost(url: string, init: { method: string; host: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
    const sent = request(url, { method: init.method, headers: { ...init.headers, host: init.host } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
    });
    sent.on('error', reject);
    sent.end(init.body);
  });
}

describe.each(ENGINES)('CORS and Origin checks on %s', (engine) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(engine, { SITE_ORIGINS: SITE, EXTENSION_ORIGINS: EXTENSION });
    cookie = await signInDirectly(server, 'cors');
  });
  afterAll(() => server.close());

  const preflight = (origin: string) =>
    fetch(`${server.url}/api/sync/settings`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type, authorization',
      },
    });

  it.each([SITE, EXTENSION])('allows %s with credentials and the Authorization header', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type, Authorization');
  });

  it.each(['https://evil.example', 'https://intently.example.evil.com', 'null'])(
    'gives no CORS grant to %s',
    async (origin) => {
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it.each([SITE, EXTENSION])('accepts a cookie-authenticated write from %s', async (origin) => {
    const response = await api(server, '/api/sync/settings', {
      method: 'PUT',
      cookie,
      origin,
      body: { settings: { from: { value: origin, at: 1 } } },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('lets anyone join the waitlist but grants CORS only to the site', async () => {
    const response = await api(server, '/api/waitlist', {
      origin: 'https://evil.example',
      body: { email: 'x@example.com' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each(['127.0.0.1', 'localhost'])('allows the listening address at %s with its port', async (host) => {
    const origin = server.url.replace('127.0.0.1', host);
    expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin);
    expect(
      (
        await api(server, '/api/sync/settings', {
          method: 'PUT',
          cookie,
          origin,
          body: { settings: { from: { value: host, at: 1 } } },
        })
      ).status,
    ).toBe(200);
  });

  it('trusts no Host header: a request naming evil.example as both Host and Origin gets no CORS grant and cannot write', async () => {
    const headers = { origin: 'http://evil.example', 'content-type': 'application/json', cookie };
    const options = await withHost(`${server.url}/api/sync/settings`, {
      method: 'OPTIONS',
      host: 'evil.example',
      headers: { ...headers, 'access-control-request-method': 'PUT' },
    });
    expect(options.headers['access-control-allow-origin']).toBeUndefined();
    const body = JSON.stringify({ settings: { hijacked: { value: true, at: 1 } } });
    expect(
      (await withHost(`${server.url}/api/sync/settings`, { method: 'PUT', host: 'evil.example', headers, body }))
        .status,
    ).toBe(403);
    expect((await api(server, '/api/sync/settings', { cookie })).body.settings.hijacked).toBeUndefined();
  });
});

describe.each(ENGINES)('with PUBLIC_ORIGIN on %s', (engine) => {
  const PUBLIC = 'https://intently.example';
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer(engine, { PUBLIC_ORIGIN: PUBLIC, SITE_ORIGINS: '' });
    cookie = await signInDirectly(server, 'public');
  });
  afterAll(() => server.close());

  it.each([
    ['the public origin', PUBLIC, 200],
    ['the listening address, which it replaces', undefined, 403],
  ])('answers a cookie-authenticated write from %s with %i', async (_, origin, status) => {
    const response = await api(server, '/api/sync/settings', {
      method: 'PUT',
      cookie,
      origin,
      body: { settings: { theme: { value: 'dark', at: 1 } } },
    });
    expect(response.status).toBe(status);
  });
});
