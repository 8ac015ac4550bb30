/** The product's name, used in copy across the site. */
export const PRODUCT_NAME = 'Intently';

/** Support address for contact links (SPEC {email}); set VITE_SUPPORT_EMAIL at build time to change it. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@intently.app';

/**
 * The extension's store listing (SPEC §2 "Download for Chrome"), set with VITE_STORE_URL at build time; null
 * until the listing exists, and then the button opens the waitlist instead of a store search.
 */
export const STORE_URL: string | null = import.meta.env.VITE_STORE_URL || null;
