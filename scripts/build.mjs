/**
 * Builds what `npm start` serves and the tests load: the WASM core, the extension and the site (with the extension
 * zipped into it for the /install page, scripts/release/beta-zip.mjs), as the product (default) or the test build
 * (`--test`: test hooks compiled in, and the WASM core with the synthetic-history generator that tests and benches
 * use); `npm run build` also bundles the server into dist/server (production runs `node dist/server/main.js`,
 * docs/deploying.md). `--local-server` builds a product extension that a server on this computer may sign in (as
 * `npm start` does). Each build is remade only when stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildWasm, wasmSteps } from './build-wasm.mjs';
import { BUILDS, LOCAL_SERVER_ENV, LOOPBACK_SITES, SOURCEMAPS_ENV } from './builds.mjs';
import { betaZipPath } from './release/beta-zip.mjs';
import { isMain, isStale, root, runStep, runStepBeside } from './shell.mjs';

/** Path of the built, unpacked product extension (load it in chrome://extensions). */
export const EXTENSION_DIR = BUILDS.product.extension;

const SHARED_INPUTS = ['package-lock.json', 'graph-layout-rs/ts', 'graph-layout-rs/pkg'];

/** Whether the built extension's manifest lets loopback pages message it (false where it is not built). */
function letsLoopbackIn(extension) {
  const manifest = join(root, extension, 'manifest.json');
  if (!existsSync(manifest)) return false;
  const matches = JSON.parse(readFileSync(manifest, 'utf8')).externally_connectable?.matches ?? [];
  return LOOPBACK_SITES.some((site) => matches.includes(site));
}

/**
 * The WXT build of one variant ('product' or 'test') when stale (or always with force), or null. `localServer`
 * tells the extension that a server on this computer signs it in (`npm start`; the test build always is): a
 * product extension built with or without it is rebuilt when asked for the other. `zip` ({ sourcemaps }) builds it
 * always, with `wxt zip`, which zips it too (`<outDir>/intently-<version>-chrome.zip`), with source maps if asked.
 */
function extensionStep(variant, force, localServer = false, zip = null) {
  const build = BUILDS[variant];
  const stale =
    force ||
    zip ||
    isStale(`${build.extension}/manifest.json`, ['extension', 'public', 'wxt.config.ts', ...SHARED_INPUTS]) ||
    letsLoopbackIn(build.extension) !== (build.testHooks || localServer);
  if (!stale) return null;
  const env = { ...variantEnv(variant), WXT_OUT_DIR: dirname(build.extension) };
  if (localServer) env[LOCAL_SERVER_ENV] = '1';
  if (zip?.sourcemaps) env[SOURCEMAPS_ENV] = '1';
  return {
    name: `Building${zip ? ' and zipping' : ''} the ${variant} extension with WXT into ${build.extension}.`,
    command: 'npx',
    args: ['wxt', zip ? 'zip' : 'build'],
    env,
  };
}

/** The Vite build of one variant's site when stale (or always with force), or null. */
function siteStep(variant, force) {
  const build = BUILDS[variant];
  const inputs = [
    'site/index.html',
    'site/src',
    'site/public',
    'site/build',
    'site/vite.config.ts',
    'extension/graph',
    ...SHARED_INPUTS,
  ];
  if (!force && !isStale(`${build.site}/index.html`, inputs)) return null;
  return {
    name: `Building the ${variant} site with Vite into ${build.site}.`,
    command: 'npx',
    args: [
      'vite',
      'build',
      '--config',
      'site/vite.config.ts',
      '--outDir',
      join(root, build.site),
      '--logLevel',
      'warn',
    ],
    env: variantEnv(variant),
  };
}

/** Where the server's bundle goes: `node dist/server/main.js` runs it. */
export const SERVER_DIR = 'dist/server';

/**
 * The server's bundle (site/server/vite.config.ts: our TypeScript as JavaScript, the dependencies left as imports)
 * when stale (or always with force), or null. It has one variant: the server has no test hooks.
 */
function serverStep(force) {
  const inputs = ['site/server', 'extension/account', 'package.json', 'package-lock.json'];
  if (!force && !isStale(`${SERVER_DIR}/main.js`, inputs)) return null;
  return {
    name: `Bundling the server with Vite into ${SERVER_DIR}.`,
    command: 'npx',
    args: ['vite', 'build', '--config', 'site/server/vite.config.ts'],
    env: process.env,
  };
}

/**
 * Zips the variant's built extension into its site's build, for the site's /install page (scripts/release/beta-zip.mjs),
 * when the zip is missing or older than the extension or the site (Vite empties the site's folder), or null.
 */
function betaZipStep(variant, force) {
  const build = BUILDS[variant];
  const zip = betaZipPath(variant);
  if (!force && !isStale(zip, [`${build.extension}/manifest.json`, `${build.site}/index.html`])) return null;
  return {
    name: `Zipping the ${variant} extension into ${zip} for the site's /install page.`,
    command: 'node',
    args: ['scripts/release/beta-zip.mjs', variant],
    env: process.env,
  };
}

/**
 * The environment a variant builds in: VITE_TEST_HOOKS and INTENTLY_LOCAL_SERVER set or cleared here, never
 * inherited (one left in the shell must not reach a product build).
 */
function variantEnv(variant) {
  const env = { ...process.env };
  delete env.VITE_TEST_HOOKS;
  delete env[LOCAL_SERVER_ENV];
  delete env[SOURCEMAPS_ENV];
  if (BUILDS[variant].testHooks) env.VITE_TEST_HOOKS = '1';
  return env;
}

/**
 * Builds one variant ('product' or 'test') where missing or out of date; `force` rebuilds all of it; `localServer`
 * and `zip`: see extensionStep; `server` also bundles the server (`npm run build`; `npm start` runs its source).
 */
export function buildAll({ force = false, variant = 'product', localServer = false, zip = null, server = false } = {}) {
  buildWasm({ force, synthetic: variant === 'test' });
  const steps = [extensionStep(variant, force, localServer, zip), siteStep(variant, force)];
  if (server) steps.push(serverStep(force));
  for (const step of steps) if (step) runStep(step);
  const beta = betaZipStep(variant, force || Boolean(zip));
  if (beta) runStep(beta);
}

/**
 * Builds both variants and the server's bundle where stale, side by side (each build is mostly one thread: on 2
 * cores two at a time take about half as long): the two wasm packages one after the other (scripts/build-wasm.mjs)
 * beside the server's bundle, which needs neither, then one lane of WXT builds beside one lane of Vite builds (two WXT
 * builds at once would both rewrite .wxt/).
 */
export async function buildBothVariants() {
  const lane = async (steps) => {
    for (const step of steps) if (step) await runStepBeside(step);
  };
  await Promise.all([lane(wasmSteps({ synthetic: true })), lane([serverStep(false)])]);
  const variants = ['test', 'product'];
  await Promise.all([
    lane(variants.map((variant) => extensionStep(variant, false))),
    lane(variants.map((variant) => siteStep(variant, false))),
  ]);
  await lane(variants.map((variant) => betaZipStep(variant, false)));
}

if (isMain(import.meta.url)) {
  buildAll({
    force: process.argv.includes('--force'),
    variant: process.argv.includes('--test') ? 'test' : 'product',
    localServer: process.argv.includes('--local-server'),
    server: true,
  });
}
