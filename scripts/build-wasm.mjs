/**
 * Builds the graph core's wasm package with `wasm-pack build --target web` from the binding crate
 * (graph-layout-rs/wasm): graph-layout-rs/pkg/core is the product's (graph_layout.js, its .d.ts and
 * graph_layout_bg.wasm) and, for tests and benchmarks, graph-layout-rs/pkg/synthetic is the same with the
 * crate's `synthetic` feature, which adds the synthetic-history generator the product must not carry.
 * wasm-opt is off (Cargo.toml's wasm-pack metadata): nothing is downloaded at build time.
 */
import { join } from 'node:path';
import { ensureWasmToolchain, wasmToolEnv } from './setup.mjs';
import { isMain, isStale, root, runStep } from './shell.mjs';

/** The product's package (gitignored). */
export const WASM_PACKAGE = 'graph-layout-rs/pkg/core';
/** The package with the synthetic-history generator (gitignored; tests and benchmarks only). */
export const SYNTHETIC_WASM_PACKAGE = 'graph-layout-rs/pkg/synthetic';

/** What a package is built from. */
const SOURCES = [
  'graph-layout-rs/src',
  'graph-layout-rs/Cargo.toml',
  'graph-layout-rs/search',
  'graph-layout-rs/wasm',
  'Cargo.toml',
  'Cargo.lock',
];

const VARIANTS = [
  // Each in a Cargo target folder of its own, so building one never rebuilds the other's artifacts.
  { output: WASM_PACKAGE, features: [], targetDir: 'target' },
  { output: SYNTHETIC_WASM_PACKAGE, features: ['synthetic'], targetDir: 'target/synthetic' },
];

/** The wasm-pack runs that are due: the product's package, and with `synthetic` the generator's too, when sources changed (or always with force). */
export function wasmSteps({ force = false, synthetic = false } = {}) {
  const due = (synthetic ? VARIANTS : VARIANTS.slice(0, 1)).filter(
    (variant) => force || isStale(`${variant.output}/graph_layout_bg.wasm`, SOURCES),
  );
  if (due.length) ensureWasmToolchain();
  return due.map(packStep);
}

/** Builds the product's wasm package, and with `synthetic` the generator's too, one after the other, where stale. */
export function buildWasm(options = {}) {
  for (const step of wasmSteps(options)) runStep(step);
}

/** The wasm-pack run for one variant (each variant has a Cargo target folder of its own, so two can run side by side). */
function packStep({ output, features, targetDir }) {
  const featureArgs = features.length ? ['--', '--features', features.join(',')] : [];
  return {
    name: `Building ${output} with wasm-pack.`,
    command: 'wasm-pack',
    args: [
      // --mode no-install: use the wasm-bindgen setup installed, never a download.
      '--quiet',
      'build',
      'graph-layout-rs/wasm',
      '--mode',
      'no-install',
      '--target',
      'web',
      '--release',
      '--no-pack',
      '--out-dir',
      join(root, output),
      '--out-name',
      'graph_layout',
      ...featureArgs,
    ],
    env: wasmToolEnv({ ...process.env, CARGO_TARGET_DIR: join(root, targetDir) }),
  };
}

// `npm run build:wasm` builds both: the unit tests of the graph binding read the generator's package too.
if (isMain(import.meta.url)) buildWasm({ force: process.argv.includes('--force'), synthetic: true });
