import { describe, expect, it } from 'vitest';
import { inParallel } from './in-parallel.mjs';
import { stageClock } from './stage-clock.mjs';

describe('stageClock (npm test prints each stage’s time)', () => {
  it('lists each stage with its seconds in the order they ended, then the total since the clock started', async () => {
    let t = 1_000;
    const clock = stageClock(() => t);
    await clock.time('install', () => {
      t += 61_250;
    });
    t += 500; // between stages: counted in the total only
    await clock.time('playwright', async () => {
      t += 240_000;
    });
    expect(clock.table()).toEqual(['install        61.3 s', 'playwright    240.0 s', 'total         301.8 s']);
  });

  it('records a stage that throws, and passes the error on', async () => {
    let t = 0;
    const clock = stageClock(() => t);
    await expect(
      clock.time('build', () => {
        t += 2_000;
        throw new Error('wxt build failed');
      }),
    ).rejects.toThrow('wxt build failed');
    expect(clock.table()[0]).toBe('build      2.0 s');
  });

  it('times stages that run side by side each on its own', async () => {
    let t = 0;
    const clock = stageClock(() => t);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const long = clock.time('vitest', async () => {
      await gate;
      t += 30_000;
    });
    await clock.time('cargo test', async () => {
      t += 10_000;
    });
    release();
    await long;
    expect(clock.table()).toEqual(['cargo test     10.0 s', 'vitest         40.0 s', 'total          40.0 s']);
  });
});

describe('inParallel (checks side by side)', () => {
  it('never runs more than the limit at once and keeps the results in the items’ order', async () => {
    let running = 0;
    let most = 0;
    const results = await inParallel([30, 5, 20, 1, 10], 2, async (ms, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return `${index}:${ms}`;
    });
    expect(most).toBe(2);
    expect(results).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10']);
  });

  it('resolves an empty list at once', async () => {
    expect(await inParallel([], 2, async () => 1)).toEqual([]);
  });
});
