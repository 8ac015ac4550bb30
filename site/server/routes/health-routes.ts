import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';

/** What /api/health answers when the database does not answer. */
export const DATABASE_UNREACHABLE = 'The database is unreachable.';

/**
 * GET /api/health: 200 after a real database round trip, 503 when the database does not answer; it says which
 * engine, never why (the database's error text names its host, its user or its database).
 */
export function healthRoutes({ storage }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await storage.ping();
      return c.json({ ok: true, database: storage.kind });
    } catch {
      return c.json({ ok: false, database: storage.kind, error: DATABASE_UNREACHABLE }, 503);
    }
  });
  return routes;
}
