import { useState, type RefObject } from 'react';
import { STORE_URL } from '../config';
import { Modal } from '../components/modal';
import { visitorCommandKey } from '../lib/command-key-label';
import type { ScrollProgress } from '../lib/scroll-progress';
import { HERO_COPY as COPY } from '../pages/landing-copy';
import { OVERVIEW_CLIP } from './showcase-copy';
import { WaitlistModal } from '../waitlist/waitlist-modal';
import { CommandBarDemo } from './command-bar-demo';

/** Props of {@link HeroSection}. */
export interface HeroSectionProps {
  heroRef: RefObject<HTMLElement | null>;
  progress: ScrollProgress;
  demoMode: boolean;
  onInstall: () => void;
  onBack: () => void;
}

/**
 * SPEC §2 hero: normal mode (Install Free, Watch Demo) and demo/early-access mode (Beta, download, waitlist).
 * Download for Chrome opens the store page in a new tab once VITE_STORE_URL names it, and the /install page (the
 * beta's zip and how to load it) until then; the waitlist is for sign-in invitations.
 */
export function HeroSection({ heroRef, progress, demoMode, onInstall, onBack }: HeroSectionProps) {
  const [videoOpen, setVideoOpen] = useState(false);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  return (
    <section ref={heroRef} className={`hero${demoMode ? ' demo-mode' : ''}`} aria-labelledby="hero-heading">
      {demoMode ? (
        <>
          <span className="beta-label">{COPY.beta}</span>
          <h1 id="hero-heading">{COPY.earlyHeading}</h1>
          <p className="tagline">{COPY.earlyTagline(Boolean(STORE_URL))}</p>
          <div className="hero-actions">
            <button type="button" className="button" onClick={onBack}>
              {COPY.back}
            </button>
            <button type="button" className="button primary" onClick={() => setWaitlistOpen(true)}>
              {COPY.joinEarly}
            </button>
          </div>
          <div className="download-slot">
            {STORE_URL ? (
              <a className="download-button" href={STORE_URL} target="_blank" rel="noopener noreferrer">
                {COPY.download}
              </a>
            ) : (
              <a className="download-button" href="/install">
                {COPY.download}
              </a>
            )}
          </div>
        </>
      ) : (
        <>
          <h1 id="hero-heading">{COPY.heading}</h1>
          <p className="tagline">{COPY.tagline}</p>
          <div className="hero-actions">
            <button type="button" className="button primary" onClick={onInstall}>
              {COPY.install}
            </button>
            <button type="button" className="button" onClick={() => setVideoOpen(true)}>
              {COPY.watchDemo}
            </button>
          </div>
          <p className="hero-hint">{COPY.hint(visitorCommandKey())}</p>
          <CommandBarDemo progress={progress} />
        </>
      )}
      <Modal open={videoOpen} onClose={() => setVideoOpen(false)} label={COPY.demoTitle} className="video-modal">
        <video
          className="demo-video"
          src={OVERVIEW_CLIP}
          controls
          autoPlay
          playsInline
          onError={() => console.error('The demo video could not be loaded.')}
        />
        {visitorCommandKey() === '⌘' && <p className="video-note">{COPY.videoKeyNote}</p>}
      </Modal>
      <WaitlistModal open={waitlistOpen} onClose={() => setWaitlistOpen(false)} />
    </section>
  );
}
