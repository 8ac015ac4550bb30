import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';

/** GET /api/health: 200 after a real database round trip, 503 when the database does not answer. */
export function healthRoutes({ storage }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await storage.ping();
      return c.json({ ok: true, database: storage.kind });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return c.json({ ok: false, database: storage.kind, error: `The database is unreachable: ${reason}` }, 503);
    }
  });
  return routes;
}
