/** Times the stages of a long script and prints them as a table at the end (Node builtins only). */

/** Seconds with one decimal, right-aligned in `width` characters. */
function seconds(ms, width) {
  return (ms / 1000).toFixed(1).padStart(width);
}

/** A clock for named stages: `time(name, fn)` runs and times one; `table()` lists them with the wall time since start. */
export function stageClock(now = () => Date.now()) {
  const start = now();
  const stages = [];
  return {
    /** Runs `fn` (sync or async) as the stage `name` and records how long it took, also when it throws. */
    async time(name, fn) {
      const began = now();
      try {
        return await fn();
      } finally {
        stages.push({ name, ms: now() - began });
      }
    },
    /** The stages in the order they finished, then the total wall time, as lines of text. */
    table() {
      const width = Math.max(5, ...stages.map((s) => s.name.length));
      const lines = stages.map((s) => `${s.name.padEnd(width)}  ${seconds(s.ms, 7)} s`);
      lines.push(`${'total'.padEnd(width)}  ${seconds(now() - start, 7)} s`);
      return lines;
    },
  };
}
