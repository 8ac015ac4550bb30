/**
 * Build-time switch for test hooks: scripts/build.mjs sets VITE_TEST_HOOKS=1 for the test builds
 * (.output-test/, dist/site-test/) only. Vite and WXT replace `import.meta.env.VITE_*` statically, so code
 * under `if (import.meta.env.VITE_TEST_HOOKS)` is dropped from the product (scripts/product-builds.test.ts checks).
 */
interface ImportMetaEnv {
  readonly VITE_TEST_HOOKS?: string;
  /** This version's "what's new" line, from CHANGELOG.md (wxt.config.ts): the main page shows it after an update. */
  readonly VITE_WHATS_NEW: string;
}
