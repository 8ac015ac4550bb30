/**
 * Compiles graph-layout-rs to graph-layout-rs/pkg/graph_layout.wasm. With rustup's wasm32 target it
 * uses Cargo; otherwise Debian's rustc 1.63 directly on the crate root (possible because the core has
 * no dependencies; Debian's rustc cannot be driven by rustup's cargo).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEBIAN_RUSTC, ensureWasmToolchain } from './setup.mjs';
import { isStale, log, root, run } from './shell.mjs';

/** Where the built module lands (gitignored). */
export const WASM_OUTPUT = 'graph-layout-rs/pkg/graph_layout.wasm';

/** Builds the WASM core when its sources changed (or always with force). */
export function buildWasm({ force = false } = {}) {
  if (!force && !isStale(WASM_OUTPUT, ['graph-layout-rs/src', 'graph-layout-rs/Cargo.toml'])) return;
  const toolchain = ensureWasmToolchain();
  log(`Building the graph core to WebAssembly (${toolchain === 'rustup' ? 'rustup cargo' : "Debian's rustc"}).`);
  mkdirSync(join(root, 'graph-layout-rs', 'pkg'), { recursive: true });
  if (toolchain === 'rustup') {
    run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '-p', 'graph-layout-rs']);
    copyFileSync(join(root, 'target/wasm32-unknown-unknown/release/graph_layout.wasm'), join(root, WASM_OUTPUT));
    return;
  }
  run(DEBIAN_RUSTC, [
    '--edition', '2021', '--crate-type', 'cdylib', '--crate-name', 'graph_layout',
    '--target', 'wasm32-unknown-unknown', '-C', 'opt-level=3', '-C', 'lto', '-C', 'panic=abort',
    '-C', 'strip=symbols', 'graph-layout-rs/src/lib.rs', '-o', WASM_OUTPUT,
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) buildWasm({ force: process.argv.includes('--force') });
