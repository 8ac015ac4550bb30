/** Outcome of counting one request against a limit. */
export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Counts requests per key in fixed windows; a limit of 0 means unlimited. */
export interface RateLimiter {
  hit(key: string): RateDecision;
}

/** A per-process fixed-window limiter; memory is bounded because every window starts from an empty map. */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  let windowEnd = 0;
  let counts = new Map<string, number>();
  return {
    hit(key) {
      if (limit === 0) return { allowed: true, retryAfterSeconds: 0 };
      const time = now();
      if (time >= windowEnd) {
        windowEnd = time + windowMs;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - time) / 1000)) };
    },
  };
}
