/** Runs dagre / elkjs layered on the graph core's nodes and links, each run in its own thread. */
import { Worker } from 'node:worker_threads';

/** Peer layout libraries compared by `npm run bench:layout`. */
export const PEERS = ['dagre', 'elkjs'] as const;

/** A peer library name. */
export type Peer = (typeof PEERS)[number];

/** Milliseconds one layout took, or null when it did not finish within `timeoutMs`. */
export function timePeer(
  peer: Peer,
  nodes: number,
  sources: Uint32Array,
  targets: Uint32Array,
  timeoutMs: number,
): Promise<number | null> {
  const worker = new Worker(new URL('./layout-peer-worker.mjs', import.meta.url), {
    workerData: { peer, nodes, sources, targets },
    resourceLimits: { maxOldGenerationSizeMb: 8192 },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void worker.terminate().then(() => resolve(null)), timeoutMs);
    worker.once('message', (ms: number) => {
      clearTimeout(timer);
      void worker.terminate().then(() => resolve(ms));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
