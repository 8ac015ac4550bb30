import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-env';
import { ApiError } from './api-error';
import { clientAddress } from './request-origin';
import { createRateLimiter } from './rate-limiter';

/** The separately counted limits, each set per minute in the config (RATE_LIMIT_<NAME>_PER_MINUTE). */
export type RateLimitName = 'waitlist' | 'auth' | 'api' | 'pageView' | 'stats';

/**
 * Middleware that allows the named limit's requests per client address and minute (0 = unlimited), then answers
 * 429. Requests are counted in the process's memory and written every RATE_FLUSH_MS, so no request waits on the
 * database for its count; with several processes the overshoot is bounded as RateLimitStore.tally says (and
 * docs/deploying.md).
 */
export function rateLimit(
  { config, storage }: Pick<AppDeps, 'config' | 'storage'>,
  name: RateLimitName,
): MiddlewareHandler {
  const perMinute = config.rateLimits[`${name}PerMinute`];
  if (perMinute === 0) return (_c, next) => next();
  const limiter = createRateLimiter(storage.rateLimits.tally, perMinute);
  return async (c, next) => {
    const decision = await limiter.hit(`${name}:${clientAddress(c, config.trustProxy)}`);
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      throw new ApiError(429, `Too many requests; please try again in ${decision.retryAfterSeconds} seconds.`);
    }
    await next();
  };
}
