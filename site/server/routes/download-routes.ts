import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** The folder of the site's build that holds the extension's zip (scripts/release/beta-zip.mjs writes it). */
export const DOWNLOAD_DIR = 'download';

/** The name the build gives the zip: intently-<version>-chrome.zip. */
const ZIP_NAME = /^intently-[\w.+-]+-chrome\.zip$/;

/** Answer for a download asked for before the build made one. */
export const DOWNLOAD_NOT_BUILT =
  'The extension’s download is not built yet: run `npm run build` (it zips the extension into the site’s build).';

/**
 * The beta's download for the site's /install page: GET /download/intently-<version>-chrome.zip serves the zip the
 * build wrote into `<siteDir>/download/` (application/zip, as an attachment of that name) and /download/latest
 * redirects there, so a link need not know the version. The folder is read at each request, so a build made while
 * the server runs is served; where several zips are there, the newest is the current one. Any other name is a 404
 * that names the current one.
 */
export function downloadRoutes(siteDir: string): Hono<AppEnv> {
  const dir = join(resolve(siteDir), DOWNLOAD_DIR);
  const routes = new Hono<AppEnv>();

  /** The newest zip's name, or null when the build made none. */
  const current = async (): Promise<string | null> => {
    const names = (await readdir(dir).catch(() => [])).filter((name) => ZIP_NAME.test(name));
    const dated = await Promise.all(names.map(async (name) => ({ name, at: (await stat(join(dir, name))).mtimeMs })));
    return dated.sort((a, b) => b.at - a.at)[0]?.name ?? null;
  };

  routes.get('/download/latest', async (c) => {
    const name = await current();
    if (!name) return c.text(DOWNLOAD_NOT_BUILT, 503);
    c.header('Cache-Control', 'no-cache');
    return c.redirect(`/download/${name}`, 302);
  });

  routes.get('/download/:name', async (c) => {
    const asked = c.req.param('name');
    const name = await current();
    if (!name) return c.text(DOWNLOAD_NOT_BUILT, 503);
    if (asked !== name)
      return c.text(`There is no download of that name; the extension’s current download is /download/${name}.`, 404);
    const zip = await readFile(join(dir, name));
    return c.body(zip, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-cache',
    });
  });
  return routes;
}
