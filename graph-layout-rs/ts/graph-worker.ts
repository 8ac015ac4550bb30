/** Browser Web Worker entry for the graph core: wiring only (README "Worker"). */
import { expose } from 'comlink';
import { fetchWasm } from './fetch-wasm';
import { createGraphApi } from './graph-api';

expose(createGraphApi(fetchWasm));
