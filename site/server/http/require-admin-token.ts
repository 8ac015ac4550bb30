import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

/** Answer when the server has no admin token set. */
export const ADMIN_TOKEN_UNSET = 'Page-view statistics are off on this server: set STATS_ADMIN_TOKEN to read them.';
/** Answer when a request does not carry the admin token. */
export const ADMIN_TOKEN_REQUIRED =
  'Send the admin token (STATS_ADMIN_TOKEN) in the header Authorization: Bearer <token>.';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Middleware that lets through only requests whose `Authorization: Bearer` is the admin `token`. Both sides are
 * hashed to equal lengths and compared in constant time, so the answer's timing says nothing about the token.
 */
export function requireAdminToken(token: string | null): MiddlewareHandler {
  const expected = token === null ? null : digest(token);
  return async (c, next) => {
    if (!expected) throw new ApiError(503, ADMIN_TOKEN_UNSET);
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), expected)) throw new ApiError(401, ADMIN_TOKEN_REQUIRED);
    await next();
  };
}
