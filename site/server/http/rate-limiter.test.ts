import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitStore, type RateLimitStore } from '../storage/rate-limit-store';
import { openStorage, type Storage } from '../storage/storage';
import { freshPgliteDir } from '../test/pglite-template';
import { createPostgresDatabase, ENGINES } from '../test/test-server';
import { createRateLimiter, type RateLimiter } from './rate-limiter';

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

  /** A limiter counting exactly on its own store (as a separate server process has) with a clock the test sets. */
  const limiter = (limit: number, clock: { now: number }, windowMinutes = 1) =>
    createRateLimiter(createRateLimitStore(storage.db, () => clock.now).hit, limit, () => clock.now, windowMinutes);

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
    // One store, as one server process has for both kinds of limits.
    const store = createRateLimitStore(storage.db, () => clock.now);
    const hourly = createRateLimiter(store.hit, 2, () => clock.now, 60);
    const perMinute = createRateLimiter(store.hit, 100, () => clock.now);
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

  describe('counted in memory and flushed (request rate limits)', () => {
    const opened: RateLimitStore[] = [];
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });
    /** A server process's store and its per-minute limiter counting in memory, on a clock the test sets. */
    const process = (limit: number, clock: { now: number }) => {
      const store = createRateLimitStore(storage.db, () => clock.now);
      opened.push(store);
      return { store, limiter: createRateLimiter(store.tally, limit, () => clock.now) };
    };
    const allowed = async (limiter: RateLimiter, key: string, times: number) => {
      const answers = [];
      for (let i = 0; i < times; i++) answers.push((await limiter.hit(key)).allowed);
      return answers;
    };
    const stored = async (key: string) =>
      (await storage.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst())?.count;

    it('is exact in one process, before any flush, and writes its count in one flush', async () => {
      const clock = { now: 30 * 60_000 };
      const { store, limiter } = process(3, clock);
      expect(await allowed(limiter, 'alone', 5)).toEqual([true, true, true, false, false]);
      expect(await stored('alone')).toBeUndefined();
      await store.flush();
      expect(await stored('alone')).toBe(5);
    });

    it('learns the other processes’ counts at each flush of its own, so the limit holds across processes', async () => {
      const clock = { now: 31 * 60_000 };
      const [a, b] = [process(4, clock), process(4, clock)];
      expect(await allowed(a.limiter, 'shared', 3)).toEqual([true, true, true]);
      await a.store.flush();
      expect(await allowed(b.limiter, 'shared', 1)).toEqual([true]);
      await b.store.flush(); // b learns a's 3
      expect(await allowed(b.limiter, 'shared', 1)).toEqual([false]);
      expect(await allowed(a.limiter, 'shared', 1)).toEqual([true]); // a learns b's at its next flush
      await a.store.flush();
      expect(await allowed(a.limiter, 'shared', 1)).toEqual([false]);
      expect(await stored('shared')).toBe(5);
    });

    it('lets a client pass its limit by what the other processes counted since their last flush, and no more', async () => {
      const clock = { now: 32 * 60_000 };
      const [a, b] = [process(4, clock), process(4, clock)];
      const burst = [...(await allowed(a.limiter, 'burst', 3)), ...(await allowed(b.limiter, 'burst', 3))];
      expect(burst).toEqual(Array(6).fill(true)); // 2 past the limit: neither knew of the other's yet
      await a.store.flush();
      await b.store.flush();
      expect(await allowed(b.limiter, 'burst', 1)).toEqual([false]);
    });

    it('starts afresh in the next minute and writes what it counted when it closes', async () => {
      const clock = { now: 33 * 60_000 };
      const { store, limiter } = process(1, clock);
      expect(await allowed(limiter, 'minutes', 2)).toEqual([true, false]);
      clock.now = 34 * 60_000;
      expect(await allowed(limiter, 'minutes', 2)).toEqual([true, false]);
      await store.close();
      const rows = await storage.db
        .selectFrom('rate_limits')
        .select(['minute', 'count'])
        .where('key', '=', 'minutes')
        .execute();
      expect(rows).toEqual([{ minute: 34, count: 2 }]); // minute 33 had ended: its count decides nothing
    });
  });
});
