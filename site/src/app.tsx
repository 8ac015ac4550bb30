import { isSitePath, type SitePath } from './routes';
import { AuthPage } from './pages/auth-page';
import { InstallPage } from './pages/install-page';
import { LandingPage } from './pages/landing-page';
import { NotFoundPage } from './pages/not-found-page';
import { PricingPage } from './pages/pricing-page';
import { PrivacyPage } from './pages/privacy-page';
import { TermsPage } from './pages/terms-page';
import { PlayerPage } from './player/player-page';

const PAGES: Record<SitePath, () => React.JSX.Element> = {
  '/': LandingPage,
  '/privacypolicy': PrivacyPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/pricing': PricingPage,
  '/auth': AuthPage,
  '/play': PlayerPage,
  '/player': PlayerPage,
  '/install': InstallPage,
};

/** Picks the screen for a path (SPEC §2 route table); unknown paths get the 404 screen. */
export function App({ path }: { path: string }) {
  if (!isSitePath(path)) return <NotFoundPage />;
  const normalized = (path.length > 1 ? path.replace(/\/+$/, '') : path) as SitePath;
  const Page = PAGES[normalized];
  return <Page />;
}
