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

/**
 * Both packages build in one Cargo target folder, one after the other: the dependencies (wasm-bindgen, js-sys, ...)
 * have the same features in both, so the second build only compiles and links the binding crate again (from a clean
 * clone 27.5 CPU-s and 21 s for both, against 58 CPU-s and 29 s when each had a folder of its own and they ran side
 * by side on 2 cores). Building one after the other relinks the binding with its own features (about 2 s).
 */
const VARIANTS = [
  { output: WASM_PACKAGE, features: [] },
  { output: SYNTHETIC_WASM_PACKAGE, features: ['synthetic'] },
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

/** The wasm-pack run for one variant (not two side by side: they share the Cargo target folder). */
function packStep({ output, features }) {
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
    env: wasmToolEnv(process.env),
  };
}

// `npm run build:wasm` builds both: the unit tests of the graph binding read the generator's package too.
if (isMain(import.meta.url)) buildWasm({ force: process.argv.includes('--force'), synthetic: true });
