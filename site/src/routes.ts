/** Every path the site answers with a page (SPEC §2 route table); anything else is the 404 screen. */
export const SITE_PATHS = [
  '/',
  '/privacypolicy',
  '/privacy',
  '/terms',
  '/pricing',
  '/auth',
  '/play',
  '/player',
  '/install',
] as const;

/** A path the site renders as a page. */
export type SitePath = (typeof SITE_PATHS)[number];

/** True when `pathname` (trailing slash ignored) is one of the site's pages, not the 404 screen. */
export function isSitePath(pathname: string): pathname is SitePath {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (SITE_PATHS as readonly string[]).includes(normalized);
}
