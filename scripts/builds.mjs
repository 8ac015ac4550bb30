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
