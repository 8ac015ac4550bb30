/** The product's name, used in copy across the site. */
export const PRODUCT_NAME = 'Intently';

/** Support address for contact links (SPEC {email}); set VITE_SUPPORT_EMAIL at build time to change it. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@intently.app';
