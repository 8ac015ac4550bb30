import { PRODUCT_NAME } from '../config';

const COPY = {
  heading: 'A command bar for everything',
  tagline: 'Organize your browsing. Navigate with speed. Track what matters.',
  install: 'Install Free',
  demo: 'Watch Demo',
  privacy: 'Privacy',
  getStarted: 'Get Started',
};

/** SPEC §2 "Landing page": header and hero (the full set of sections grows from here). */
export function LandingPage() {
  return (
    <>
      <header className="site-header">
        <a className="brand" href="/">
          {PRODUCT_NAME}
        </a>
        <nav>
          <a href="/privacypolicy">{COPY.privacy}</a>
          <a className="button primary" href="#top">
            {COPY.getStarted}
          </a>
        </nav>
      </header>
      <main id="top" className="hero">
        <h1>{COPY.heading}</h1>
        <p className="tagline">{COPY.tagline}</p>
        <div className="hero-actions">
          <a className="button primary" href="#install">
            {COPY.install}
          </a>
          <a className="button" href="#demo">
            {COPY.demo}
          </a>
        </div>
      </main>
    </>
  );
}
