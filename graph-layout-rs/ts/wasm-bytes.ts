import { readFile } from 'node:fs/promises';

/** Location of the built core (gitignored; `npm run build:wasm` makes it). */
export const WASM_PATH = new URL('../pkg/graph_layout.wasm', import.meta.url);

/** Reads the wasm bytes in Node, with a message that says how to build them. */
export async function readWasmBytes(): Promise<ArrayBuffer> {
  try {
    const bytes = await readFile(WASM_PATH);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  } catch (error) {
    throw new Error(`graph core not built: ${WASM_PATH.pathname} is missing; run npm run build:wasm`, { cause: error });
  }
}
