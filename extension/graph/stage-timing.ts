import { GRAPH_STAGE_PREFIX } from './graph-view-handle';

/**
 * Test builds only: runs `run` and records how long it took as the User Timing measure GRAPH_STAGE_PREFIX + `name`,
 * so bench:render can say where the time between positions in hand and the first frame goes. Elsewhere only runs it.
 */
export function timeStage<T>(name: string, run: () => T): T {
  if (!import.meta.env.VITE_TEST_HOOKS) return run();
  const start = performance.now();
  try {
    return run();
  } finally {
    performance.measure(GRAPH_STAGE_PREFIX + name, { start });
  }
}

/** timeStage for work that ends in a promise: the measure runs until the promise settles. */
export async function timeStageAsync<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (!import.meta.env.VITE_TEST_HOOKS) return run();
  const start = performance.now();
  try {
    return await run();
  } finally {
    performance.measure(GRAPH_STAGE_PREFIX + name, { start });
  }
}

/** Test builds only: records `ms` measured on another clock (the core's own) as the measure GRAPH_STAGE_PREFIX + `name`, ending now. */
export function recordStage(name: string, ms: number) {
  if (import.meta.env.VITE_TEST_HOOKS)
    performance.measure(GRAPH_STAGE_PREFIX + name, { duration: ms, end: performance.now() });
}
