/**
 * Builds what `npm start` serves and the tests load: the WASM core, the extension and the site, as the
 * product (default) or the test build (`--test`: test hooks compiled in, and the WASM core with the
 * synthetic-history generator that tests and benches use). `--local-server` builds a product extension that a
 * server on this computer may sign in (as `npm start` does). Each build is remade only when stale.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWasm } from './build-wasm.mjs';
import { BUILDS, LOCAL_SERVER_ENV, LOOPBACK_SITES } from './builds.mjs';
import { isStale, log, root, run } from './shell.mjs';

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
 * Builds one variant ('product' or 'test') where missing or out of date; `force` rebuilds all of it. `localServer`
 * tells the extension that a server on this computer signs it in (`npm start`; the test build always is): a
 * product extension built with or without it is rebuilt when asked for the other.
 */
export function buildAll({ force = false, variant = 'product', localServer = false } = {}) {
  const build = BUILDS[variant];
  buildWasm({ force, synthetic: variant === 'test' });
  // Set or cleared here, never inherited: a VITE_TEST_HOOKS or INTENTLY_LOCAL_SERVER left in the shell must not
  // reach a product build.
  const env = { ...process.env };
  delete env.VITE_TEST_HOOKS;
  delete env[LOCAL_SERVER_ENV];
  if (build.testHooks) env.VITE_TEST_HOOKS = '1';
  if (localServer) env[LOCAL_SERVER_ENV] = '1';
  if (
    force ||
    isStale(`${build.extension}/manifest.json`, ['extension', 'wxt.config.ts', ...SHARED_INPUTS]) ||
    letsLoopbackIn(build.extension) !== (build.testHooks || localServer)
  ) {
    log(`Building the ${variant} extension with WXT into ${build.extension}.`);
    run('npx', ['wxt', 'build'], { env: { ...env, WXT_OUT_DIR: dirname(build.extension) } });
  }
  if (
    force ||
    isStale(`${build.site}/index.html`, [
      'site/index.html',
      'site/src',
      'site/public',
      'site/build',
      'site/vite.config.ts',
      'extension/graph',
      ...SHARED_INPUTS,
    ])
  ) {
    log(`Building the ${variant} site with Vite into ${build.site}.`);
    run(
      'npx',
      ['vite', 'build', '--config', 'site/vite.config.ts', '--outDir', join(root, build.site), '--logLevel', 'warn'],
      { env },
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildAll({
    force: process.argv.includes('--force'),
    variant: process.argv.includes('--test') ? 'test' : 'product',
    localServer: process.argv.includes('--local-server'),
  });
}
