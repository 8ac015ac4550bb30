import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './app-env';
import { ApiError } from './http/api-error';
import { BODY_LIMIT, CHAT_BODY_LIMIT, limitBody } from './http/body-size';
import { apiCors } from './http/origin-policy';
import { rateLimit } from './http/rate-limit';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { unexpectedErrorLine } from './http/unexpected-error-line';
import { authRoutes } from './routes/auth-routes';
import { chatRoutes } from './routes/chat-routes';
import { downloadRoutes } from './routes/download-routes';
import { googleRoutes } from './routes/google-routes';
import { healthRoutes } from './routes/health-routes';
import { localSignInRoutes } from './routes/local-sign-in-routes';
import { meRoutes } from './routes/me-routes';
import { pageViewRoutes } from './routes/page-view-routes';
import { playerRoutes } from './routes/player-routes';
import { siteRoutes } from './routes/site-routes';
import { slackRoutes } from './routes/slack-routes';
import { syncRoutes } from './routes/sync-routes';
import { waitlistRoutes } from './routes/waitlist-routes';

/** Builds the HTTP app: /api/* over the storage, everything else from the built site. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  const defaultLimit = limitBody(BODY_LIMIT);
  const chatLimit = limitBody(CHAT_BODY_LIMIT);
  const accountLimit = rateLimit(deps, 'api');

  if (deps.requestLog) app.use('*', requestLog(deps.requestLog));
  app.use('*', securityHeaders(config));
  app.use('/api/*', apiCors(config.allowedOrigins), async (c, next) => {
    c.header('Cache-Control', 'no-store');
    // Note backups and settings writes carry their own 1 MB limits; every other body gets 64 KB.
    const ownLimit =
      (c.req.method === 'PUT' && (c.req.path.startsWith('/api/sync/notes/') || c.req.path === '/api/sync/settings')) ||
      (c.req.method === 'POST' && c.req.path === '/api/sync/notes');
    // A conversation with a shared page's text (issue #23) is larger than other bodies.
    if (c.req.path === '/api/chat') return chatLimit(c, next);
    return ownLimit ? next() : defaultLimit(c, next);
  });
  app.use('/api/me/*', accountLimit);
  app.use('/api/me', accountLimit);
  app.use('/api/sync/*', accountLimit);
  app.use('/api/tokens/*', accountLimit);
  app.use('/api/slack/*', accountLimit);
  app.use('/api/slack', accountLimit);
  app.use('/api/chat', accountLimit);
  app.use('/api/chat/*', accountLimit);
  app.use('/api/translate', accountLimit);

  app.route('/api', healthRoutes(deps));
  app.route('/api', waitlistRoutes(deps));
  app.route('/api', authRoutes(deps));
  if (deps.localSignIn) app.route('/api', localSignInRoutes(deps, deps.localSignIn));
  app.route('/api', meRoutes(deps));
  app.route('/api', syncRoutes(deps));
  app.route('/api', pageViewRoutes(deps));
  app.route('/api', googleRoutes(deps));
  app.route('/api', slackRoutes(deps));
  app.route('/api', playerRoutes(deps));
  app.route('/api', chatRoutes(deps));
  app.all('/api/*', (c) => c.json({ error: `There is no API endpoint ${c.req.method} ${c.req.path}.` }, 404));
  app.route('/', downloadRoutes(config.siteDir));
  app.route('/', siteRoutes(config.siteDir));
  app.notFound((c) => c.text('Not found.', 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json({ ...error.details, error: error.message }, error.status);
    console.error(unexpectedErrorLine(c, error));
    return c.json({ error: 'Something went wrong on the server; please try again.' }, 500);
  });
  return app;
}
