import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitStore } from '../storage/rate-limit-store';
import { openStorage, type Storage } from '../storage/storage';
import { createPostgresDatabase, ENGINES, freshPgliteDir } from '../test/test-server';
import { createRateLimiter } from './rate-limiter';

describe.each(ENGINES)('createRateLimiter on %s', (engine) => {
  let storage: Storage;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = await freshPgliteDir();
    const postgres = engine === 'postgres' ? await createPostgresDatabase() : undefined;
    storage = await openStorage({ dataDir, databaseUrl: postgres?.url });
    cleanUp = async () => {
      await storage.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanUp());

  /** A limiter on its own store (as a separate server process has) with a clock the test sets. */
  const limiter = (limit: number, clock: { now: number }, windowMinutes = 1) =>
    createRateLimiter(createRateLimitStore(storage.db), limit, () => clock.now, windowMinutes);

  it.each([
    [3, [true, true, true, false, false]],
    [1, [true, false, false, false, false]],
  ])('with a limit of %i allows %j in one minute', async (limit, expected) => {
    const counted = limiter(limit, { now: 1000 });
    const allowed = [];
    for (const _ of expected) allowed.push((await counted.hit(`table-${limit}`)).allowed);
    expect(allowed).toEqual(expected);
  });

  it('counts each key separately', async () => {
    const one = limiter(1, { now: 0 });
    const allowed = [(await one.hit('a')).allowed, (await one.hit('b')).allowed, (await one.hit('a')).allowed];
    expect(allowed).toEqual([true, true, false]);
  });

  it('starts afresh in the next clock minute and says how long to wait', async () => {
    const clock = { now: 120_000 };
    const one = limiter(1, clock);
    await one.hit('window');
    clock.now = 165_000;
    expect(await one.hit('window')).toEqual({ allowed: false, retryAfterSeconds: 15, resetsAt: new Date(180_000) });
    clock.now = 180_000;
    expect((await one.hit('window')).allowed).toBe(true);
  });

  it('shares one count between limiters on one database, as server processes do', async () => {
    const clock = { now: 240_000 };
    const [first, second] = [limiter(2, clock), limiter(2, clock)];
    const allowed = [];
    for (const each of [first, second, first, second]) allowed.push((await each.hit('shared')).allowed);
    expect(allowed).toEqual([true, true, false, false]);
  });

  it("deletes finished minutes' counters once a new minute is counted", async () => {
    const clock = { now: 300_000 };
    const one = limiter(5, clock);
    await one.hit('old');
    clock.now = 360_000;
    await one.hit('new');
    const minutes = await storage.db.selectFrom('rate_limits').select('minute').distinct().execute();
    expect(minutes).toEqual([{ minute: 6 }]);
  });

  it('keeps an hourly window (plan limits) across minutes until the clock hour ends, and then prunes it', async () => {
    const hour = 3_600_000;
    const clock = { now: 10 * hour + 60_000 };
    const hourly = limiter(2, clock, 60);
    const perMinute = limiter(100, clock);
    expect((await hourly.hit('plan')).allowed).toBe(true);
    clock.now = 10 * hour + 30 * 60_000; // another limiter's pruning runs in a later minute
    await perMinute.hit('other');
    expect((await hourly.hit('plan')).allowed).toBe(true);
    clock.now = 11 * hour - 90_000;
    await perMinute.hit('other');
    expect(await hourly.hit('plan')).toEqual({ allowed: false, retryAfterSeconds: 90, resetsAt: new Date(11 * hour) });
    clock.now = 11 * hour;
    await perMinute.hit('other');
    expect((await hourly.hit('plan')).allowed).toBe(true);
  });
});
