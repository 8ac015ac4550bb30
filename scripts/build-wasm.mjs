/**
 * Compiles graph-layout-rs to graph-layout-rs/pkg/graph_layout.wasm (the product's core) and, for tests
 * and benchmarks, to graph_layout_synthetic.wasm (the crate's `synthetic` feature adds the synthetic-history
 * generator, gl_synthetic*, which the product's core must not carry). With rustup's wasm32 target it uses
 * Cargo; otherwise Debian's rustc 1.63 directly on the crate root (possible because the core has no
 * dependencies; Debian's rustc cannot be driven by rustup's cargo).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEBIAN_RUSTC, ensureWasmToolchain } from './setup.mjs';
import { isStale, log, root, run } from './shell.mjs';

/** Where the product's module lands (gitignored). */
export const WASM_OUTPUT = 'graph-layout-rs/pkg/graph_layout.wasm';
/** Where the module with the synthetic-history generator lands (gitignored; tests and benchmarks only). */
export const SYNTHETIC_WASM_OUTPUT = 'graph-layout-rs/pkg/graph_layout_synthetic.wasm';

const VARIANTS = [
  // Each in a Cargo target folder of its own, so building one never overwrites the other's artifacts.
  { output: WASM_OUTPUT, features: [], targetDir: 'target' },
  { output: SYNTHETIC_WASM_OUTPUT, features: ['synthetic'], targetDir: 'target/synthetic' },
];

/** Builds the product's WASM core, and with `synthetic` the generator's too, when sources changed (or always with force). */
export function buildWasm({ force = false, synthetic = false } = {}) {
  for (const variant of synthetic ? VARIANTS : VARIANTS.slice(0, 1)) {
    if (force || isStale(variant.output, ['graph-layout-rs/src', 'graph-layout-rs/Cargo.toml'])) compile(variant);
  }
}

/** Compiles one variant of the core to its output. */
function compile({ output, features, targetDir }) {
  const toolchain = ensureWasmToolchain();
  log(`Building ${output} (${toolchain === 'rustup' ? 'rustup cargo' : "Debian's rustc"}).`);
  mkdirSync(join(root, 'graph-layout-rs', 'pkg'), { recursive: true });
  if (toolchain === 'rustup') {
    const featureArgs = features.length ? ['--features', features.join(',')] : [];
    run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '-p', 'graph-layout-rs', '--target-dir', targetDir, ...featureArgs]);
    copyFileSync(join(root, targetDir, 'wasm32-unknown-unknown/release/graph_layout.wasm'), join(root, output));
    return;
  }
  run(DEBIAN_RUSTC, [
    '--edition', '2021', '--crate-type', 'cdylib', '--crate-name', 'graph_layout',
    '--target', 'wasm32-unknown-unknown', '-C', 'opt-level=3', '-C', 'lto', '-C', 'panic=abort',
    '-C', 'strip=symbols', ...features.flatMap((feature) => ['--cfg', `feature="${feature}"`]),
    'graph-layout-rs/src/lib.rs', '-o', output,
  ]);
}

// `npm run build:wasm` builds both: the unit tests of the graph binding read the generator's module too.
if (import.meta.url === pathToFileURL(process.argv[1]).href) buildWasm({ force: process.argv.includes('--force'), synthetic: true });
