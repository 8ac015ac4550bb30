/** Types of stage-clock.mjs (scripts' tests). */

/** A clock for named stages. */
export interface StageClock {
  /** Runs `fn` as the stage `name` and records how long it took, also when it throws. */
  time<R>(name: string, fn: () => R | Promise<R>): Promise<R>;
  /** The stages in the order they finished, then the total wall time, as lines of text. */
  table(): string[];
}

/** A clock for named stages: `time(name, fn)` runs and times one; `table()` lists them with the wall time since start. */
export declare function stageClock(now?: () => number): StageClock;
