/** Node worker_threads entry for the graph core (tests and benches): wiring only. */
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { parentPort } from 'node:worker_threads';
import { createGraphApi } from './graph-api';
import { readWasmBytes } from './wasm-bytes';

if (!parentPort) throw new Error('graph-worker-node.ts must run in a worker thread');
expose(createGraphApi(readWasmBytes), nodeEndpoint(parentPort));
