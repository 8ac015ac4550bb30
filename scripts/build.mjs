/** Builds everything `npm start` serves and the tests load: the WASM core, the extension and the site. */
import { pathToFileURL } from 'node:url';
import { buildWasm } from './build-wasm.mjs';
import { isStale, log, run } from './shell.mjs';

/** Path of the built, unpacked extension (load it in chrome://extensions). */
export const EXTENSION_DIR = '.output/chrome-mv3';
/** Path of the built site that the server serves. */
export const SITE_DIR = 'dist/site';

const SHARED_INPUTS = ['package-lock.json', 'graph-layout-rs/ts', 'graph-layout-rs/pkg'];

/** Builds what is missing or out of date; `force` rebuilds all. */
export function buildAll({ force = false } = {}) {
  buildWasm({ force, synthetic: true }); // the graph binding's tests read the generator's module
  if (force || isStale(`${EXTENSION_DIR}/manifest.json`, ['extension', 'wxt.config.ts', ...SHARED_INPUTS])) {
    log('Building the extension with WXT.');
    run('npx', ['wxt', 'build']);
  }
  if (force || isStale(`${SITE_DIR}/index.html`, ['site/index.html', 'site/src', 'site/public', 'site/vite.config.ts', 'extension/graph', ...SHARED_INPUTS])) {
    log('Building the site with Vite.');
    run('npx', ['vite', 'build', '--config', 'site/vite.config.ts', '--logLevel', 'warn']);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) buildAll({ force: process.argv.includes('--force') });
