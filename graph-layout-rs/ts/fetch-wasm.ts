import wasmUrl from '../pkg/graph_layout.wasm?url';

/** The graph core's wasm bytes, fetched from the bundle (browser workers). */
export const fetchWasm = (): Promise<ArrayBuffer> => fetch(wasmUrl).then((r) => r.arrayBuffer());
