/**
 * Issue 34: the site's /install page downloads the extension the build zipped into the site (key kept, so an unpacked
 * load gets the product's id). The first test runs on the real product build (`npm run build`, which `npm test` makes
 * before Vitest); the others on a folder of their own.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDS } from '../../../scripts/builds.mjs';
import { startTestServer, type TestServer } from '../test/test-server';
import { DOWNLOAD_NOT_BUILT } from './download-routes';

const root = join(import.meta.dirname, '..', '..', '..');

/** A built folder, or a failure saying how to build it. */
function built(dir: string): string {
  const path = join(root, dir);
  if (!existsSync(path)) throw new Error(`${dir} is not built: run node scripts/build.mjs`);
  return path;
}

describe('GET /download on the product build', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, built(BUILDS.product.site));
  });
  afterAll(() => server.close());

  it('latest redirects to the versioned zip, whose manifest is the built extension’s, key included', async () => {
    const manifest = JSON.parse(readFileSync(join(built(BUILDS.product.extension), 'manifest.json'), 'utf8')) as {
      name: string;
      version: string;
      key?: string;
    };
    const latest = await fetch(`${server.url}/download/latest`, { redirect: 'manual' });
    expect(latest.status).toBe(302);
    const name = `intently-${manifest.version}-chrome.zip`;
    expect(latest.headers.get('location')).toBe(`/download/${name}`);

    const response = await fetch(`${server.url}/download/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const served = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as typeof manifest;
    expect(manifest.key).toMatch(/^MII/); // the product's public key fixes its id
    expect({ name: served.name, version: served.version, key: served.key }).toEqual({
      name: manifest.name,
      version: manifest.version,
      key: manifest.key,
    });
    expect(Object.keys(files)).toContain('background.js');
  });
});

describe('GET /download on a site folder of its own', () => {
  let server: TestServer;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'intently-download-'));
    server = await startTestServer('pglite', {}, siteDir);
  });
  afterAll(async () => {
    await server.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('answers 503 with a sentence before the build made a zip', async () => {
    for (const path of ['/download/latest', '/download/intently-1.0.0-chrome.zip']) {
      const response = await fetch(server.url + path, { redirect: 'manual' });
      expect(response.status).toBe(503);
      expect(await response.text()).toBe(DOWNLOAD_NOT_BUILT);
    }
  });

  it('serves the newest zip, and answers any other name with a 404 that names it', async () => {
    mkdirSync(join(siteDir, 'download'));
    const zip = (version: string) => zipSync({ 'manifest.json': strToU8(JSON.stringify({ version })) });
    writeFileSync(join(siteDir, 'download', 'intently-1.0.0-chrome.zip'), zip('1.0.0'));
    utimesSync(join(siteDir, 'download', 'intently-1.0.0-chrome.zip'), new Date(2020, 0), new Date(2020, 0));
    writeFileSync(join(siteDir, 'download', 'intently-1.1.0-chrome.zip'), zip('1.1.0'));
    const latest = await fetch(`${server.url}/download/latest`, { redirect: 'manual' });
    expect(latest.headers.get('location')).toBe('/download/intently-1.1.0-chrome.zip');
    for (const name of ['intently-1.0.0-chrome.zip', 'notes.txt', '..%2Fpackage.json']) {
      const response = await fetch(`${server.url}/download/${name}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(
        'There is no download of that name; the extension’s current download is /download/intently-1.1.0-chrome.zip.',
      );
    }
  });
});
