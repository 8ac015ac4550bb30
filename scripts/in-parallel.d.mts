/** Types of in-parallel.mjs (scripts' tests). */

/** Runs `task` over `items` with at most `limit` at a time; resolves with the results in the items' order. */
export declare function inParallel<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]>;
