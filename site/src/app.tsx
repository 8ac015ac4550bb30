import { isSitePath, type SitePath } from './routes';
import { LandingPage } from './pages/landing-page';
import { NotFoundPage } from './pages/not-found-page';
import { UpcomingPage } from './pages/upcoming-page';

const UPCOMING_TITLES: Record<Exclude<SitePath, '/'>, string> = {
  '/privacypolicy': 'Privacy policy',
  '/privacy': 'Privacy policy',
  '/terms': 'Terms of service',
  '/pricing': 'Pricing',
  '/auth': 'Sign in',
  '/play': 'Music player',
  '/player': 'Music player',
};

/** Picks the screen for a path (SPEC §2 route table); unknown paths get the 404 screen. */
export function App({ path }: { path: string }) {
  if (!isSitePath(path)) return <NotFoundPage />;
  const normalized = (path.length > 1 ? path.replace(/\/+$/, '') : path) as SitePath;
  if (normalized === '/') return <LandingPage />;
  return <UpcomingPage title={UPCOMING_TITLES[normalized]} />;
}
