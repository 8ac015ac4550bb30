import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

/**
 * CORS for exact allowed origins only (the config's list: never derived from the request's Host header, which
 * the client writes), with credentials so the site's session cookie travels, and the Authorization header the extension's bearer
 * token rides in; answers preflights.
 */
export function apiCors(allowed: readonly string[]): MiddlewareHandler {
  // Headers are set before the handler runs (cheaper with the Node adapter than hono/cors, which edits the finished response).
  return async (c, next) => {
    const origin = c.req.header('origin');
    const granted = origin !== undefined && allowed.includes(origin);
    c.header('Vary', 'Origin');
    if (granted) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
    }
    if (c.req.method !== 'OPTIONS') return next();
    if (granted) {
      c.header('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE');
      c.header('Access-Control-Allow-Headers', 'Content-Type, Authorization');
      c.header('Access-Control-Max-Age', '600');
    }
    return c.body(null, 204);
  };
}

/** Throws 403 when a state-changing request's Origin is not an allowed one (cross-site request forgery). */
export function checkTrustedOrigin(c: Context, allowed: readonly string[]): void {
  const origin = c.req.header('origin');
  if (origin === undefined || !allowed.includes(origin)) {
    throw new ApiError(
      403,
      'This request must come from the Intently site or extension; its Origin header was missing or not recognised.',
    );
  }
}

/** Middleware form of checkTrustedOrigin, for writes a cookie authenticates. */
export function requireTrustedOrigin(allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    checkTrustedOrigin(c, allowed);
    await next();
  };
}
