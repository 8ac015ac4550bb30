import { PRODUCT_NAME, SUPPORT_EMAIL } from '../config';
import { scrollToSection } from '../lib/scroll-to-section';
import { FOOTER_COPY as COPY } from '../pages/landing-copy';

/** SPEC §2 closing footer: brand watermark, copyright, legal links and the support mail link. */
export function SiteFooter({ onLanding = false }: { onLanding?: boolean }) {
  return (
    <footer className="site-footer">
      <nav className="footer-links" aria-label="Footer">
        <a href="/privacypolicy">{COPY.privacy}</a>
        <a href="/terms">{COPY.terms}</a>
        <a href="/pricing">{COPY.pricing}</a>
        {onLanding && (
          <button type="button" className="link-button" onClick={() => scrollToSection('help')}>
            {COPY.help}
          </button>
        )}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{COPY.contact}</a>
      </nav>
      <p className="copyright">
        © {new Date().getFullYear()} {PRODUCT_NAME}. {COPY.rights}
      </p>
      {/* Drawn as SVG: a decorative watermark, not text that contrast rules apply to. */}
      <svg className="watermark" viewBox="0 0 1000 190" aria-hidden="true" focusable="false">
        <text x="500" y="165" textAnchor="middle">
          {PRODUCT_NAME}
        </text>
      </svg>
    </footer>
  );
}
