import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';

/** What /api/ready answers when the database does not answer. */
export const DATABASE_UNREACHABLE =
  'The database is unreachable, so this server cannot answer requests that need it; it will be ready again once the database answers.';

/**
 * GET /api/health (liveness): 200 while the process serves HTTP, with the engine's name; no database round trip,
 * so an unreachable database does not get every process restarted.
 * GET /api/ready (readiness): 200 after a real database round trip, 503 with a sentence when the database does
 * not answer (within 3 seconds); it says which engine, never why (the database's error text names its host, its
 * user or its database). A load balancer sends requests only to processes that are ready.
 */
export function healthRoutes({ storage }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/health', (c) => c.json({ ok: true, database: storage.kind }));
  routes.get('/ready', async (c) => {
    try {
      await storage.ping();
      return c.json({ ok: true, database: storage.kind });
    } catch {
      return c.json({ ok: false, database: storage.kind, error: DATABASE_UNREACHABLE }, 503);
    }
  });
  return routes;
}
