import { Hono } from 'hono';
import { z } from 'zod';
import { isSitePath } from '../../src/routes';
import type { AppDeps, AppEnv } from '../app-env';
import { ApiError } from '../http/api-error';
import { readJson } from '../http/json-body';
import { rateLimit } from '../http/rate-limit';
import { requireAdminToken } from '../http/require-admin-token';
import type { PageViewCursor } from '../storage/page-view-store';

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

/** Counters per page of GET /api/stats: `limit` when given, else the default. */
export const STATS_PAGE = { default: 100, max: 1000 } as const;

/** The page size a GET /api/stats asks for. */
function statsLimit(raw: string | undefined): number {
  if (raw === undefined) return STATS_PAGE.default;
  const limit = /^\d{1,4}$/.test(raw) ? Number(raw) : 0;
  if (limit < 1 || limit > STATS_PAGE.max)
    throw new ApiError(400, `"limit" must be a whole number from 1 to ${STATS_PAGE.max}, not "${raw.slice(0, 20)}".`);
  return limit;
}

const CURSOR_PROBLEM = '"cursor" must be the "next" value of the previous page, unchanged.';

/** The counter a page after `raw` starts after (a `next` value: its day, path and referrer as base64url JSON). */
function statsCursor(raw: string | undefined): PageViewCursor | null {
  if (raw === undefined) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new ApiError(400, CURSOR_PROBLEM);
  }
  if (!Array.isArray(fields) || fields.length !== 3 || !fields.every((f) => typeof f === 'string' && f.length <= 2048))
    throw new ApiError(400, CURSOR_PROBLEM);
  const [day, path, referrer] = fields as string[];
  return { day: day!, path: path!, referrer: referrer! };
}

/** A request whose browser asks not to be tracked (Do Not Track or Global Privacy Control). */
const optedOut = (header: (name: string) => string | undefined) => header('sec-gpc') === '1' || header('dnt') === '1';

/**
 * SPEC §7 page-view events, first-party and cookie-less: POST /api/page-views counts one view of a page per
 * UTC day and referring host, storing no address and no identifier; GET /api/stats returns the counts to
 * whoever holds the admin token (STATS_ADMIN_TOKEN), a page at a time (`limit`, and `cursor` from `next`), with
 * a rate limit of its own.
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
  routes.get('/stats', rateLimit(deps, 'stats'), requireAdminToken(config.statsToken), async (c) => {
    const limit = statsLimit(c.req.query('limit'));
    // One more than asked says whether another page follows.
    const rows = await storage.pageViews.page(limit + 1, statsCursor(c.req.query('cursor')));
    const pageViews = rows.slice(0, limit);
    const last = pageViews.at(-1);
    const next =
      rows.length > limit && last
        ? Buffer.from(JSON.stringify([last.day, last.path, last.referrer])).toString('base64url')
        : null;
    return c.json({ pageViews, next });
  });
  return routes;
}
