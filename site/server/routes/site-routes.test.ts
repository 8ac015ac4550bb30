import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PATHS } from '../../src/routes';
import { startTestServer, type TestServer } from '../test/test-server';
import { SITE_NOT_BUILT } from './site-routes';

const INDEX = '<!doctype html><title>Intently</title><script type="module" src="/assets/app-1234.js"></script>';

describe('the built site', () => {
  let server: TestServer;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'intently-site-'));
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(join(siteDir, 'index.html'), INDEX);
    writeFileSync(join(siteDir, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(siteDir, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *');
    server = await startTestServer('pglite', { TRUST_PROXY: '1' }, siteDir);
  });
  afterAll(async () => {
    await server.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it.each([...SITE_PATHS, '/privacy/', '/pricing?plan=pro'])('serves the page %s with 200', async (path) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
  });

  it.each(['/nope', '/privacy/extra', '/index', '/assets'])(
    'answers the unknown path %s with the 404 screen',
    async (path) => {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(INDEX);
    },
  );

  it.each([
    ['/assets/app-1234.js', 'text/javascript', 'public, max-age=31536000, immutable'],
    ['/robots.txt', 'text/plain', 'no-cache'],
  ])('serves the file %s as %s with cache %s', async (path, type, cache) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('cache-control')).toBe(cache);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', null],
  ])('with Accept-Encoding "%s" sends the build\'s compressed copy: %s', async (accept, encoding) => {
    const response = await fetch(`${server.url}/assets/app-1234.js`, { headers: { 'accept-encoding': accept } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(await response.text()).toBe('console.log(1)');
  });

  it.each(['/assets/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%2e%2e%2findex.html'])(
    'never serves files outside the site for %s',
    async (path) => {
      const response = await fetch(server.url + path);
      expect(await response.text()).not.toContain('root:');
    },
  );

  it('answers an unknown API path with JSON 404, not the page', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'There is no API endpoint GET /api/nope.' });
  });

  it('sends a CSP without inline scripts that forbids framing, and no HSTS over http', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc =
      csp
        .split(';')
        .find((d) => d.trim().startsWith('script-src'))
        ?.trim()
        .split(/\s+/) ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['https', true],
    ['http, https', true],
    // Entries left of the proxy's own come from the client.
    ['https, http', false],
  ])('with X-Forwarded-Proto "%s" from the trusted proxy sends HSTS: %s', async (proto, hsts) => {
    const response = await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': proto } });
    expect(response.headers.get('strict-transport-security')).toEqual(
      hsts ? expect.stringMatching(/^max-age=\d+/) : null,
    );
  });

  it.each([
    ['in production', {}, false],
    ['with NODE_ENV=development (npm run dev)', { NODE_ENV: 'development' }, true],
  ])('%s lets pages connect to the dev API on port 3001: %s', async (_, env, allowed) => {
    const other = await startTestServer('pglite', env, siteDir);
    try {
      const csp = (await fetch(`${other.url}/`)).headers.get('content-security-policy') ?? '';
      const connectSrc =
        csp
          .split(';')
          .find((d) => d.trim().startsWith('connect-src'))
          ?.trim()
          .split(/\s+/) ?? [];
      expect(connectSrc).toContain("'self'");
      for (const origin of ['http://localhost:3001', 'http://127.0.0.1:3001'])
        expect(connectSrc.includes(origin)).toBe(allowed);
    } finally {
      await other.close();
    }
  });
});

describe('a site that is not built', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, join(tmpdir(), 'intently-missing-site'));
  });
  afterAll(() => server.close());

  it.each(['/', '/privacy', '/nope'])('answers %s with 503 and how to build it', async (path) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(SITE_NOT_BUILT);
  });

  it('still answers the API', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
