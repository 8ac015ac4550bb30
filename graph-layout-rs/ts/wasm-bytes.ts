import { readFile } from 'node:fs/promises';

/** Location of the built core, as the product ships it (gitignored; `npm run build:wasm` makes it with wasm-pack). */
export const WASM_PATH = new URL('../pkg/core/graph_layout_bg.wasm', import.meta.url);

/** The core with the synthetic-history generator, for tests and benchmarks only (`npm run build:wasm` makes it too). */
export const SYNTHETIC_WASM_PATH = new URL('../pkg/synthetic/graph_layout_bg.wasm', import.meta.url);

/** Reads a built wasm's bytes in Node (the product's core unless told), with a message that says how to build them. */
export async function readWasmBytes(path: URL = WASM_PATH): Promise<ArrayBuffer> {
  try {
    const bytes = await readFile(path);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  } catch (error) {
    throw new Error(`graph core not built: ${path.pathname} is missing; run npm run build:wasm`, { cause: error });
  }
}
