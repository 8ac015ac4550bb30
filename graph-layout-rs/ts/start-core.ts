import initCore, { type InitOutput } from '../pkg/core/graph_layout.js';
import { fetchWasm } from './fetch-wasm';

let started: Promise<InitOutput> | null = null;

/** The graph core started in this browser context (a worker, a page), once: its wasm fetched from the bundle. */
export const startCore = (): Promise<InitOutput> =>
  (started ??= fetchWasm().then((bytes) => initCore({ module_or_path: bytes })));
