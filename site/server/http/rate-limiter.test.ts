import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  it.each([
    [3, [true, true, true, false, false]],
    [1, [true, false, false, false, false]],
    [0, [true, true, true, true, true]],
  ])('with a limit of %i allows %j in one window', (limit, expected) => {
    const limiter = createRateLimiter(limit, 60_000, () => 1000);
    expect(expected.map(() => limiter.hit('1.2.3.4').allowed)).toEqual(expected);
  });

  it('counts each client address separately', () => {
    const limiter = createRateLimiter(1, 60_000, () => 0);
    expect([limiter.hit('a').allowed, limiter.hit('b').allowed, limiter.hit('a').allowed]).toEqual([true, true, false]);
  });

  it('starts afresh in the next window and says how long to wait', () => {
    let now = 0;
    const limiter = createRateLimiter(1, 60_000, () => now);
    limiter.hit('a');
    now = 45_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    now = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
