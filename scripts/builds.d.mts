/** Types of builds.mjs for the TypeScript that imports it (test fixtures, benches, scripts' tests). */

/** One build of the extension and the site: folders relative to the repository root. */
export interface Build {
  extension: string;
  site: string;
  /** Built with VITE_TEST_HOOKS=1. */
  testHooks: boolean;
}

/** The product build and the test build. */
export declare const BUILDS: { product: Build; test: Build };

/** The environment variable that tells an extension build of a server on this computer (set to 1). */
export declare const LOCAL_SERVER_ENV: string;

/** The environment variable that makes the extension's build write source maps (set to 1). */
export declare const SOURCEMAPS_ENV: string;

/** The `externally_connectable` patterns of pages on this computer. */
export declare const LOOPBACK_SITES: string[];
