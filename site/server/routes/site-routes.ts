import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { isSitePath } from '../../src/routes';
import type { AppEnv } from '../app-env';

/** Answer for page routes when dist/site has no index.html. */
export const SITE_NOT_BUILT =
  'The site is not built yet: run `npm start` (it builds the site, then starts the server).';

/** The built site: files from siteDir (compressed copies where the build made them), SPA pages with 200, any other path with index.html and 404 (the 404 screen). */
export function siteRoutes(siteDir: string): Hono<AppEnv> {
  const root = resolve(siteDir);
  const indexPath = join(root, 'index.html');
  const routes = new Hono<AppEnv>();
  let files: MiddlewareHandler | undefined;

  routes.get('*', async (c, next) => {
    // Created on first use so a site built after the server started is still served.
    if (!files && existsSync(root)) {
      files = serveStatic({
        root,
        // The build writes .br and .gz copies of text assets (site/build/precompress.ts): sent to browsers that accept them.
        precompressed: true,
        onFound: (path, ctx) => {
          const hashed = path.startsWith(join(root, 'assets'));
          ctx.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    return files ? files(c, next) : next();
  });

  routes.get('*', async (c) => {
    const page = await readFile(indexPath, 'utf8').catch(() => null);
    if (page === null) return c.text(SITE_NOT_BUILT, 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(page, isSitePath(c.req.path) ? 200 : 404);
  });
  return routes;
}
