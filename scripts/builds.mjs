/**
 * Where the two builds of the extension and the site go. The product is what `npm start` serves, what
 * `npm run build` makes and what users load. The test build also has the test hooks (built with
 * VITE_TEST_HOOKS=1: the graph view's window.intentlyGraph, the background worker's intentlyOpenBar),
 * in folders of its own, so no product build carries them and `npm start` never serves a test build.
 * The end-to-end tests and bench:render load the test build. Paths are relative to the repository root.
 */
export const BUILDS = {
  product: { extension: '.output/chrome-mv3', site: 'dist/site', testHooks: false },
  test: { extension: '.output-test/chrome-mv3', site: 'dist/site-test', testHooks: true },
};

/**
 * Set to 1, tells a build of the extension that it will sign in with a server on this computer (`npm start` sets
 * it; `npm run build -- --local-server` does too): its manifest then lets loopback pages message it, as a dev
 * build's (`npm run dev`) and the test build's do. The product build lets only the production site do so.
 */
export const LOCAL_SERVER_ENV = 'INTENTLY_LOCAL_SERVER';

/** Set to 1, makes the extension's build write source maps (`npm run release -- --sourcemaps`); unset, it writes none. */
export const SOURCEMAPS_ENV = 'INTENTLY_SOURCEMAPS';

/** The `externally_connectable` patterns of pages on this computer: a local server's /auth page. */
export const LOOPBACK_SITES = ['http://127.0.0.1/*', 'http://localhost/*'];
