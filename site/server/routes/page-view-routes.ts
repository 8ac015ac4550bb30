import { Hono } from 'hono';
import { z } from 'zod';
import { isSitePath } from '../../src/routes';
import type { AppDeps, AppEnv } from '../app-env';
import { readJson } from '../http/json-body';
import { rateLimit } from '../http/rate-limit';
import { requireAdminToken } from '../http/require-admin-token';

/** The path counted for every address the site answers with its 404 screen, so visitors cannot add rows at will. */
export const NOT_FOUND_PATH = '(not found)';

// A host name (letters, digits, dots and hyphens, as punycode); the page sends nothing else of the referrer.
const HOST = /^(?=.{1,253}$)[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

const PageViewBody = z.object({
  path: z
    .string({ error: 'Send the page\'s path as text in the "path" field, like {"path": "/pricing"}.' })
    .max(2048, 'The "path" field must be at most 2048 characters.'),
  referrer: z
    .string({ error: 'The "referrer" field must be text when present.' })
    .transform((host) => host.toLowerCase())
    .refine(
      (host) => host === '' || HOST.test(host),
      'The "referrer" field must be a host name, like "news.example.com", or empty.',
    )
    .optional(),
});

/** The page counted for a path: a site page without its trailing slash, or NOT_FOUND_PATH. */
function countedPath(path: string): string {
  if (!isSitePath(path)) return NOT_FOUND_PATH;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A request whose browser asks not to be tracked (Do Not Track or Global Privacy Control). */
const optedOut = (header: (name: string) => string | undefined) => header('sec-gpc') === '1' || header('dnt') === '1';

/**
 * SPEC §7 page-view events, first-party and cookie-less: POST /api/page-views counts one view of a page per
 * UTC day and referring host, storing no address and no identifier; GET /api/stats returns the counts to
 * whoever holds the admin token (STATS_ADMIN_TOKEN).
 */
export function pageViewRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config, storage } = deps;
  const routes = new Hono<AppEnv>();
  routes.post('/page-views', rateLimit(deps, 'pageView'), async (c) => {
    const body = await readJson(c, PageViewBody);
    if (!optedOut((name) => c.req.header(name))) {
      await storage.pageViews.count(new Date().toISOString().slice(0, 10), countedPath(body.path), body.referrer ?? '');
    }
    return c.body(null, 204);
  });
  routes.get('/stats', rateLimit(deps, 'auth'), requireAdminToken(config.statsToken), async (c) =>
    c.json({ pageViews: await storage.pageViews.list() }),
  );
  return routes;
}
