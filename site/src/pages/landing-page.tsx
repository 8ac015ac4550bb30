import { useRef, useState } from 'react';
import { smoothBehavior } from '../lib/scroll-to-section';
import { useScrollProgress } from '../lib/scroll-progress';
import { CommandsSection } from '../sections/commands-section';
import { ExploreSection } from '../sections/explore/explore-section';
import { FaqSection } from '../sections/faq-section';
import { HeroSection } from '../sections/hero-section';
import { InstallSection, TransitionSentence } from '../sections/install-section';
import { SiteFooter } from '../sections/site-footer';
import { SiteHeader } from '../sections/site-header';
import { TrackSection } from '../sections/track-section';
import { VideoShowcase } from '../sections/video-showcase';
import { VisualizeSection } from '../sections/visualize-section';

/** SPEC §2 landing page: every section, with demo/early-access mode shared by the header, hero and install CTA. */
export function LandingPage() {
  const heroRef = useRef<HTMLElement>(null);
  const mockRef = useRef<HTMLDivElement>(null);
  const progress = useScrollProgress(heroRef, mockRef);
  const [demoMode, setDemoMode] = useState(false);
  // SPEC §2: the install action and Get Started enter demo mode, scrolled to the top.
  const enterDemoMode = () => {
    setDemoMode(true);
    window.scrollTo({ top: 0, behavior: smoothBehavior() });
  };
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader onGetStarted={enterDemoMode} />
      <main id="main">
        <HeroSection
          heroRef={heroRef}
          progress={progress}
          demoMode={demoMode}
          onInstall={enterDemoMode}
          onBack={() => setDemoMode(false)}
        />
        <VideoShowcase mockRef={mockRef} progress={progress} />
        <CommandsSection />
        <ExploreSection />
        <TrackSection />
        <VisualizeSection />
        <TransitionSentence />
        <FaqSection />
        <InstallSection onInstall={enterDemoMode} />
      </main>
      <SiteFooter onLanding />
    </>
  );
}
