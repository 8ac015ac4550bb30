/**
 * What search engines and browser tabs read for each page (issue #26, SEO): its title, description and
 * canonical address. The site loads a whole page per route, so main.tsx applies the current one once.
 */
import { isSitePath, type SitePath } from './routes';

/** The site's public origin, for canonical addresses; robots.txt and sitemap.xml name it too (page-meta.test.ts keeps them in step). */
export const SITE_ORIGIN = 'https://intently.app';

/** One page's title, description, and the path search engines should index it under (null: not indexed). */
export interface PageMeta {
  title: string;
  description: string;
  canonicalPath: string | null;
}

const DESCRIPTION =
  'Intently: a command bar for everything. Notes, timers, tabs and private browsing insights without leaving the page.';

const PRIVACY: PageMeta = {
  title: 'Privacy policy · Intently',
  description: 'What Intently keeps on your device, what reaches our server, and what never leaves your browser.',
  canonicalPath: '/privacy',
};
const PLAYER: PageMeta = {
  title: 'Music player · Intently',
  description: 'Intently’s music player for focused work.',
  canonicalPath: null,
};

const PAGES: Record<SitePath, PageMeta> = {
  '/': { title: 'Intently: a command bar for everything', description: DESCRIPTION, canonicalPath: '/' },
  '/pricing': {
    title: 'Pricing · Intently',
    description: 'Intently’s Basic and Pro plans, monthly or yearly, and what each includes.',
    canonicalPath: '/pricing',
  },
  '/privacy': PRIVACY,
  '/privacypolicy': PRIVACY,
  '/terms': {
    title: 'Terms of service · Intently',
    description: 'The terms for using the Intently extension, site and account.',
    canonicalPath: '/terms',
  },
  '/auth': { title: 'Sign in · Intently', description: 'Sign in to Intently with Google.', canonicalPath: null },
  '/play': PLAYER,
  '/player': PLAYER,
  // A beta page, until the store listing exists: not indexed.
  '/install': {
    title: 'Install the beta · Intently',
    description: 'Download the Intently beta for Chrome and load it in three steps.',
    canonicalPath: null,
  },
};

const NOT_FOUND: PageMeta = { title: 'Page not found · Intently', description: DESCRIPTION, canonicalPath: null };

/** The meta of the page at `pathname` (a trailing slash ignored); unknown paths get the 404 page's. */
export function pageMetaFor(pathname: string): PageMeta {
  if (!isSitePath(pathname)) return NOT_FOUND;
  return PAGES[(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) as SitePath];
}

/** The paths the sitemap lists: every indexed page once, under its canonical path. */
export function sitemapPaths(): string[] {
  return [...new Set(Object.values(PAGES).flatMap((page) => (page.canonicalPath ? [page.canonicalPath] : [])))];
}

/** Sets the document's title, description, canonical link and, for pages not to index, robots noindex. */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  const tag = (selector: string, make: () => HTMLElement) =>
    doc.head.querySelector<HTMLElement>(selector) ?? doc.head.appendChild(make());
  const named = (name: string) => () => Object.assign(doc.createElement('meta'), { name });
  (tag('meta[name="description"]', named('description')) as HTMLMetaElement).content = meta.description;
  const canonical = doc.head.querySelector('link[rel="canonical"]');
  const robots = doc.head.querySelector('meta[name="robots"]');
  if (meta.canonicalPath) {
    (
      tag('link[rel="canonical"]', () =>
        Object.assign(doc.createElement('link'), { rel: 'canonical' }),
      ) as HTMLLinkElement
    ).href = SITE_ORIGIN + meta.canonicalPath;
    robots?.remove();
  } else {
    canonical?.remove();
    (tag('meta[name="robots"]', named('robots')) as HTMLMetaElement).content = 'noindex';
  }
}
