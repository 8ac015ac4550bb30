import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';

/** What GET /api/player/config answers: the music player's public Spotify settings, or null when it is not set up. */
export type PlayerConfigBody = {
  spotify: { clientId: string; accountsUrl: string; apiUrl: string; sdkUrl: string } | null;
};

/**
 * GET /api/player/config: the /play page's Spotify client id and addresses (issue #24). All of it is public:
 * the page is a PKCE client and exchanges its code with Spotify itself, so no secret exists to send.
 */
export function playerRoutes({ config }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/player/config', (c) => c.json<PlayerConfigBody>({ spotify: config.spotify }));
  return routes;
}
