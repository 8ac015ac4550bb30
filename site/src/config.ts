/** The product's name, used in copy across the site. */
export const PRODUCT_NAME = 'Intently';

/** Support address for contact links (SPEC {email}); set VITE_SUPPORT_EMAIL at build time to change it. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@intently.app';

/**
 * Test builds only: the store listing a test sets before the site loads (window.intentlyStoreUrl), to see the site
 * as a build with VITE_STORE_URL without building it twice. Absent from the product, which never reads it.
 */
const testStoreUrl: string | undefined = import.meta.env.VITE_TEST_HOOKS
  ? (globalThis as { intentlyStoreUrl?: string }).intentlyStoreUrl
  : undefined;

/**
 * The extension's store listing (SPEC §2 "Download for Chrome"), set with VITE_STORE_URL at build time; null
 * until the listing exists, and until then the button leads to the /install page (the beta's zip, loaded by hand).
 */
export const STORE_URL: string | null = testStoreUrl || import.meta.env.VITE_STORE_URL || null;

/** Where the beta's zip is downloaded from: the server's redirect to the current version (download-routes.ts). */
export const DOWNLOAD_URL = '/download/latest';
