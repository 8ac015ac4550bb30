import { useState } from 'react';
import { DOWNLOAD_URL, STORE_URL } from '../config';
import { visitorCommandKey } from '../lib/command-key-label';
import { SiteFooter } from '../sections/site-footer';
import { WaitlistModal } from '../waitlist/waitlist-modal';
import { INSTALL_PAGE_COPY as COPY, INSTALL_STEPS } from './install-copy';

/**
 * The beta's install page (issue 34), where Download for Chrome leads until the store listing exists: the zip the
 * server serves from the site's build, and the three steps of loading it unpacked, with pictures of
 * chrome://extensions. Once VITE_STORE_URL is set, it points to the store first.
 */
export function InstallPage() {
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const key = visitorCommandKey();
  return (
    <>
      <main className="install-page">
        <a className="back-home" href="/">
          ← Back to home
        </a>
        <h1>{COPY.title}</h1>
        {STORE_URL && (
          <p className="install-store">
            {COPY.storeNote}{' '}
            <a href={STORE_URL} target="_blank" rel="noopener noreferrer">
              {COPY.store}
            </a>
          </p>
        )}
        <p className="section-text">{COPY.intro}</p>
        <a className="download-button" href={DOWNLOAD_URL} download>
          {COPY.download}
        </a>
        <p className="install-unzip">{COPY.unzip}</p>
        <h2>{COPY.stepsHeading}</h2>
        <ol className="install-steps">
          {INSTALL_STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text(key)}</p>
              <img
                src={step.picture.src}
                alt={step.picture.alt}
                width={step.picture.width}
                height={step.picture.height}
                loading="lazy"
              />
            </li>
          ))}
        </ol>
        <h2>{COPY.updateHeading}</h2>
        <p>{COPY.update}</p>
        <h2>{COPY.signInHeading}</h2>
        <p>{COPY.signIn}</p>
        <button type="button" className="button primary" onClick={() => setWaitlistOpen(true)}>
          {COPY.joinEarly}
        </button>
      </main>
      <SiteFooter />
      <WaitlistModal open={waitlistOpen} onClose={() => setWaitlistOpen(false)} />
    </>
  );
}
