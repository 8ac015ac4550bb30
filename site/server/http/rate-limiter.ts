import type { RateLimitStore } from '../storage/rate-limit-store';

/** Outcome of counting one request against a limit. */
export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts requests per key in fixed clock-minute windows. */
export interface RateLimiter {
  hit(key: string): Promise<RateDecision>;
}

const MINUTE_MS = 60_000;

/** A fixed-window limiter of `limit` requests per key and minute, counted in the store every server process shares. */
export function createRateLimiter(store: RateLimitStore, limit: number, now: () => number = Date.now): RateLimiter {
  return {
    async hit(key) {
      const time = now();
      const minute = Math.floor(time / MINUTE_MS);
      const count = await store.hit(key, minute);
      return { allowed: count <= limit, retryAfterSeconds: Math.ceil(((minute + 1) * MINUTE_MS - time) / 1000) };
    },
  };
}
