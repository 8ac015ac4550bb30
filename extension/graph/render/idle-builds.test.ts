import { describe, expect, it } from 'vitest';
import { BUILD_SLICE_MS, IdleBuilds, type IdleScheduler } from './idle-builds';

/** Idle callbacks the test runs by hand, each slice with the time it is given. */
function manualIdle() {
  const slices = new Map<number, (deadline: { timeRemaining(): number }) => void>();
  let next = 1;
  const scheduler: IdleScheduler = {
    request: (slice) => (slices.set(next, slice), next++),
    cancel: (handle) => void slices.delete(handle),
  };
  /** Runs the slices asked for so far, each with `ms` milliseconds left. */
  const runSlices = (ms: number) => {
    for (const [handle, slice] of [...slices]) {
      slices.delete(handle);
      slice({ timeRemaining: () => ms });
    }
  };
  return { scheduler, slices, runSlices };
}

describe('IdleBuilds', () => {
  it('runs nothing when asked, then in an idle slice the builds in the order asked, each once', () => {
    const idle = manualIdle();
    const builds = new IdleBuilds(idle.scheduler);
    const ran: string[] = [];
    builds.ask('tile 3', () => ran.push('tile 3'));
    builds.ask('density', () => ran.push('density'));
    builds.ask('tile 3', () => ran.push('tile 3 again')); // waiting already: keeps its place, runs once
    expect(ran).toEqual([]);
    expect(idle.slices.size).toBe(1); // one slice asked for, however many builds
    idle.runSlices(50);
    expect(ran).toEqual(['tile 3', 'density']);
    expect(builds.size).toBe(0);
    expect(idle.slices.size).toBe(0); // nothing left: no slice asked for
  });

  it('stops when the slice has less than BUILD_SLICE_MS left and goes on in the next slice', () => {
    const builds = new IdleBuilds(manualIdle().scheduler);
    const ran: number[] = [];
    for (let k = 0; k < 5; k++) builds.ask(`tile ${k}`, () => ran.push(k));
    let left = 3 * BUILD_SLICE_MS;
    const timeRemaining = () => left;
    const spend = () => (left -= BUILD_SLICE_MS);
    for (let k = 0; k < 5; k++) builds.ask(`spend ${k}`, spend);
    expect(builds.runWhile(timeRemaining)).toBe(true);
    expect(ran).toEqual([0, 1, 2, 3, 4]); // the tiles cost nothing here; the spending builds use the slice up
    expect(builds.size).toBe(2);
    left = 100;
    expect(builds.runWhile(timeRemaining)).toBe(false);
    expect(builds.size).toBe(0);
  });

  it('asks for another slice while builds wait after one, and clear drops them and the slice asked for', () => {
    const idle = manualIdle();
    const builds = new IdleBuilds(idle.scheduler);
    const ran: number[] = [];
    builds.ask('a', () => ran.push(1));
    idle.runSlices(BUILD_SLICE_MS - 1); // too short a slice for one build
    expect(ran).toEqual([]);
    expect(idle.slices.size).toBe(1);
    builds.ask('b', () => ran.push(2));
    builds.clear();
    expect(idle.slices.size).toBe(0);
    idle.runSlices(50);
    expect(ran).toEqual([]);
  });
});
