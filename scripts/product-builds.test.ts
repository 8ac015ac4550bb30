/**
 * Nothing of the tests ships (issues 20, 33): the product builds of the extension and the site carry no test
 * hook, no product wasm exports the synthetic-history generator, and no page on this computer may message the
 * product extension. The test builds are scanned the same way and must carry them, so a scan that cannot see a
 * hook fails instead of passing. Builds nothing:
 * `npm test` makes both variants first (scripts/build.mjs), and a missing build fails here by name.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SYNTHETIC_WASM_PATH, WASM_PATH } from '../graph-layout-rs/ts/wasm-bytes';
import { BUILDS, LOOPBACK_SITES } from './builds.mjs';

const root = join(import.meta.dirname, '..');
const HOOKS = [
  '__intentlySearchTimings',
  'intentlyDatabases',
  'intentlyGraph',
  'intentlyOpenBar',
  'intentlyStoreUrl',
  'intentlyWasmBytes',
];
/** The generator's exports: wasm-bindgen names them after the SyntheticHistory class. */
const GENERATOR = /synthetichistory/;

/** The path of a built folder, or a failure saying how to build it. */
function built(dir: string): string {
  const path = join(root, dir);
  if (!existsSync(path))
    throw new Error(`${dir} is not built: run node scripts/build.mjs and node scripts/build.mjs --test`);
  return path;
}

/** Every file below a built folder with one of the extensions. */
function builtFiles(dir: string, extensions: string[]): string[] {
  const path = built(dir);
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.includes(extname(file)))
    .map((file) => join(path, file));
}

/** The pages a built extension's manifest lets message it (`externally_connectable`). */
function connectableSites(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(built(dir), 'manifest.json'), 'utf8')) as {
    externally_connectable: { matches: string[] };
  };
  return manifest.externally_connectable.matches;
}

/** The test hooks named anywhere in a build's scripts. */
function hooksIn(dir: string): string[] {
  const code = builtFiles(dir, ['.js', '.html']).map((file) => readFileSync(file, 'utf8'));
  return HOOKS.filter((hook) => code.some((text) => text.includes(hook)));
}

/** The generator's exports of every wasm module in a build. */
function generatorExportsIn(files: string[]): string[] {
  return files.flatMap((file) =>
    WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(file)))
      .map((e) => e.name)
      .filter((name) => GENERATOR.test(name)),
  );
}

describe('product builds', () => {
  it.each([BUILDS.product.extension, BUILDS.product.site])('%s names no test hook', (dir) => {
    expect(hooksIn(dir)).toEqual([]);
  });

  // Issue 33: no page on this computer may message the product (loopback only in dev and test builds, or `npm start`'s).
  it('the extension lets only the production site message it', () => {
    expect(connectableSites(BUILDS.product.extension)).toEqual(['https://intently.app/*']);
  });

  // The background is built in Vite's library mode, which inlines an asset at each reference: wasm-bindgen's default
  // address (omit-default-module-path in graph-layout-rs/wasm/Cargo.toml) put a second copy of the core there.
  it("the extension's scripts carry the graph core's wasm inlined at most once", () => {
    const inlined = builtFiles(BUILDS.product.extension, ['.js']).flatMap(
      (file) => readFileSync(file, 'utf8').match(/data:application\/wasm;base64,/g) ?? [],
    );
    expect(inlined.length).toBeLessThanOrEqual(1);
  });

  it.each([
    ['the core', [fileURLToPath(WASM_PATH)]],
    ['the extension', BUILDS.product.extension],
    ['the site', BUILDS.product.site],
  ])('the wasm of %s exports no synthetic-history generator', (_name, where) => {
    const files = typeof where === 'string' ? builtFiles(where, ['.wasm']) : where;
    expect(files.length).toBeGreaterThan(0);
    expect(generatorExportsIn(files)).toEqual([]);
  });
});

describe('test builds (what the product checks look for is there to find)', () => {
  it.each([
    [
      BUILDS.test.extension,
      ['__intentlySearchTimings', 'intentlyDatabases', 'intentlyGraph', 'intentlyOpenBar', 'intentlyWasmBytes'],
    ],
    [BUILDS.test.site, ['intentlyGraph', 'intentlyStoreUrl', 'intentlyWasmBytes']],
  ])('%s names its test hooks', (dir, hooks) => {
    expect(hooksIn(dir)).toEqual(hooks);
  });

  it("the extension lets the production site and the tests' servers on this computer message it", () => {
    expect(connectableSites(BUILDS.test.extension)).toEqual(['https://intently.app/*', ...LOOPBACK_SITES]);
  });

  it('the generator’s wasm exports it', () => {
    expect(generatorExportsIn([fileURLToPath(SYNTHETIC_WASM_PATH)])).toEqual([
      '__wbg_synthetichistory_free',
      'synthetichistory_active',
      'synthetichistory_domainCount',
      'synthetichistory_domains',
      'synthetichistory_durations',
      'synthetichistory_ends',
      'synthetichistory_ids',
      'synthetichistory_modes',
      'synthetichistory_new',
      'synthetichistory_sources',
      'synthetichistory_starts',
      'synthetichistory_tabs',
      'synthetichistory_windows',
    ]);
  });
});
