import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '../components/icon';
import { PRODUCT_NAME } from '../config';
import { scrollToSection, smoothBehavior } from '../lib/scroll-to-section';
import { HEADER_COPY as COPY } from '../pages/landing-copy';

/** SPEC §2: the header gets its shadow after this much scrolling. */
const SHADOW_AFTER_PX = 100;

/** SPEC §2 landing header: brand, section jumps, Privacy, Get Started; a toggle menu on small screens. */
export function SiteHeader({ onGetStarted }: { onGetStarted: () => void }) {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHADOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const jump = (target: string) => {
    // Close the menu first so the jump is measured without it, or it lands short by the menu's height.
    flushSync(() => setMenuOpen(false));
    scrollToSection(target);
  };
  const items = (
    <>
      {COPY.nav.map((item) => (
        <button key={item.target} type="button" className="nav-button" onClick={() => jump(item.target)}>
          {item.label}
        </button>
      ))}
      <a className="nav-link" href="/privacypolicy">
        {COPY.privacy}
      </a>
      <button
        type="button"
        className="button primary small"
        onClick={() => {
          setMenuOpen(false);
          onGetStarted();
        }}
      >
        {COPY.getStarted}
      </button>
    </>
  );
  return (
    <header className={`site-header${scrolled ? ' scrolled' : ''}`}>
      <div className="header-inner">
        <button type="button" className="brand" onClick={() => window.scrollTo({ top: 0, behavior: smoothBehavior() })}>
          <span className="brand-mark" aria-hidden="true" />
          {PRODUCT_NAME}
        </button>
        <nav className="desktop-nav" aria-label="Main">
          {items}
        </nav>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={COPY.menu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
        </button>
      </div>
      <nav id="mobile-menu" className="mobile-nav" aria-label="Main" hidden={!menuOpen}>
        {items}
      </nav>
    </header>
  );
}
