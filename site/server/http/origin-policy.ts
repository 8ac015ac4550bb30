import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { ApiError } from './api-error';
import { ownOrigin } from './request-origin';

/** Which origins may call the API with credentials: the configured site and extension origins, plus our own. */
export function originAllowed(origin: string | undefined, c: Context, allowed: readonly string[], trustProxy: boolean): boolean {
  return origin !== undefined && (allowed.includes(origin) || origin === ownOrigin(c, trustProxy));
}

/** CORS for exact allowed origins only, with credentials so the session cookie travels. */
export function apiCors(allowed: readonly string[], trustProxy: boolean): MiddlewareHandler {
  return cors({
    origin: (origin, c) => (originAllowed(origin, c, allowed, trustProxy) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  });
}

/** Refuses a state-changing request whose Origin is not the site or the extension (cross-site request forgery). */
export function requireTrustedOrigin(allowed: readonly string[], trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!originAllowed(c.req.header('origin'), c, allowed, trustProxy)) {
      throw new ApiError(403, 'This request must come from the Intently site or extension; its Origin header was missing or not recognised.');
    }
    await next();
  };
}
