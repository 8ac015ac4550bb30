/** Spawns graph-worker-node.ts in a Node worker thread and wraps it (tests and benches). */
import { wrap, type Remote } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { Worker } from 'node:worker_threads';
import type { GraphApi } from './graph-api';

/** A running graph worker: its Comlink proxy and a way to stop it. */
export interface GraphWorker {
  api: Remote<GraphApi>;
  terminate(): Promise<number>;
}

/** Starts the Node graph worker (through the tsx bootstrap in graph-worker-node-tsx.mjs). */
export function startGraphWorker(): GraphWorker {
  const worker = new Worker(new URL('./graph-worker-node-tsx.mjs', import.meta.url));
  return { api: wrap<GraphApi>(nodeEndpoint(worker)), terminate: () => worker.terminate() };
}
