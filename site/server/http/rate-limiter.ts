/** Outcome of counting one request against a limit. */
export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
  /** When the current window ends and the count starts again. */
  resetsAt: Date;
}

/** Counts requests per key in fixed clock windows (minutes, or hours for plan limits). */
export interface RateLimiter {
  hit(key: string): Promise<RateDecision>;
}

/**
 * Counts one request of `key` in the window filed under `minute` and answers the window's count so far: the
 * store's exact `hit` or its in-memory `tally` (storage/rate-limit-store.ts).
 */
export type RequestCounter = (key: string, minute: number) => number | Promise<number>;

const MINUTE_MS = 60_000;

/**
 * A fixed-window limiter of `limit` requests per key and `windowMinutes`-long clock window, counted by `count`
 * in the store every server process shares. The store files each window under its last minute, so its
 * once-a-minute pruning of finished minutes keeps a longer window until it is over.
 */
export function createRateLimiter(
  count: RequestCounter,
  limit: number,
  now: () => number = Date.now,
  windowMinutes = 1,
): RateLimiter {
  const windowMs = windowMinutes * MINUTE_MS;
  return {
    async hit(key) {
      const time = now();
      const end = (Math.floor(time / windowMs) + 1) * windowMs;
      const counted = await count(key, end / MINUTE_MS - 1);
      return { allowed: counted <= limit, retryAfterSeconds: Math.ceil((end - time) / 1000), resetsAt: new Date(end) };
    },
  };
}
