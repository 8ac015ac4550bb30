/**
 * Worker-thread bootstrap for graph-worker-node.ts: Node 20 does not apply `--import tsx` hooks to
 * a worker's entry file, so tsx is registered here, inside the thread, before the TS entry loads.
 */
import { register } from 'tsx/esm/api';

register();
await import('./graph-worker-node.ts');
