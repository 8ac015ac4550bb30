import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import { clientAddress } from './request-origin';
import { createRateLimiter } from './rate-limiter';

/** Middleware that allows `perMinute` requests per client address (0 = unlimited), then answers 429. */
export function rateLimit(perMinute: number, trustProxy: boolean): MiddlewareHandler {
  const limiter = createRateLimiter(perMinute, 60_000);
  if (perMinute === 0) return (_c, next) => next();
  return async (c, next) => {
    const decision = limiter.hit(clientAddress(c, trustProxy));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      throw new ApiError(429, `Too many requests; please try again in ${decision.retryAfterSeconds} seconds.`);
    }
    await next();
  };
}
