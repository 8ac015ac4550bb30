/**
 * The message the graph page's worker posts first, once its thread runs (day-graph-worker.ts). Chromium finishes a
 * dedicated worker's start in tasks of the page's main thread: a long task there (WebGL's start, 55-85 ms on an
 * H200) holds the worker back until it ends, and the worker's read and layout with it (bench:render saw the worker
 * start 120-150 ms after page open instead of 45-70). So the page starts WebGL once it has this message.
 */
export const WORKER_STARTED = 'intently:graph-worker-started';
