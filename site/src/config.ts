/** The product's name, used in copy across the site. */
export const PRODUCT_NAME = 'Intently';

/** Support address for contact links (SPEC {email}); set VITE_SUPPORT_EMAIL at build time to change it. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@intently.app';

/** The extension's store page (SPEC §2 "Download for Chrome"); set VITE_STORE_URL at build time to change it. */
export const STORE_URL: string = import.meta.env.VITE_STORE_URL ?? 'https://chromewebstore.google.com/search/Intently';
