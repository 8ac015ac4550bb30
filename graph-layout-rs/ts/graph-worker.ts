/** Browser Web Worker entry for the graph core: wiring only (README "Worker"). */
import { expose } from 'comlink';
import wasmUrl from '../pkg/graph_layout.wasm?url';
import { createGraphApi } from './graph-api';

expose(createGraphApi(() => fetch(wasmUrl).then((r) => r.arrayBuffer())));
