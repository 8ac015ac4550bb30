import wasmUrl from '../pkg/core/graph_layout_bg.wasm?url';

/** The graph core's wasm bytes, fetched from the bundle (browser workers). */
export const fetchWasm = (): Promise<ArrayBuffer> => fetch(wasmUrl).then((r) => r.arrayBuffer());
