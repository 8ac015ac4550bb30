import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MOBILE_QUERY, REDUCED_MOTION_QUERY } from '../../lib/breakpoints';
import { reveal } from '../../lib/reveal';
import { useInView } from '../../lib/use-in-view';
import { useMediaQuery } from '../../lib/use-media-query';
import { DemoNavBar } from './demo-nav-bar';
import { EXPLORE_COPY as COPY, EXPLORE_TIMING, REVEAL_ORDER, type DemoKey } from './explore-copy';
import { ClipboardDemo, LimitDemo } from './focus-demos';
import { FlowDemo, NotesDemo } from './planning-demos';
import { AnalyticsDemo, TimebarDemo, YoutubeDemo } from './quick-access-demos';

/**
 * SPEC §2 / §4 explore section: three columns of demos revealed one after another (flow → clipboard) with a
 * 200 ms (mobile 100 ms) stagger while in view, all hidden again when it leaves, plus the side demo bar.
 */
export function ExploreSection() {
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const [revealed, setRevealed] = useState(0);
  const [barVisible, setBarVisible] = useState(false);

  useEffect(() => {
    if (!inView) {
      setRevealed(0);
      setBarVisible(false);
      return;
    }
    setBarVisible(true);
    const stagger = mobile ? EXPLORE_TIMING.staggerMobileMs : EXPLORE_TIMING.staggerDesktopMs;
    const timers = REVEAL_ORDER.map((_, index) =>
      setTimeout(() => setRevealed(index + 1), reduced ? 0 : index * stagger),
    );
    if (mobile) timers.push(setTimeout(() => setBarVisible(false), EXPLORE_TIMING.mobileBarHideMs));
    return () => timers.forEach(clearTimeout);
  }, [inView, mobile, reduced]);

  const demo = (key: DemoKey, children: ReactNode) => {
    const shown = REVEAL_ORDER.indexOf(key) < revealed;
    const { className, style } = reveal(shown);
    return (
      <div className={`${className} demo-slot`} style={style} data-demo={key} data-shown={shown}>
        {children}
      </div>
    );
  };

  return (
    <section ref={ref} id="explore" className="section explore" aria-labelledby="explore-heading">
      <DemoNavBar visible={barVisible} />
      <h2 id="explore-heading">{COPY.heading}</h2>
      <p className="section-text">{COPY.text}</p>
      <div className="explore-columns">
        <div className="explore-column">
          <h3>{COPY.columns.planning}</h3>
          {demo('flow', <FlowDemo />)}
          {demo('notes', <NotesDemo />)}
        </div>
        <div className="explore-column">
          <h3>{COPY.columns.quick}</h3>
          {demo('youtube', <YoutubeDemo />)}
          <div className="demo-card">
            <h4>{COPY.timers}</h4>
            {demo('timebar', <TimebarDemo running={REVEAL_ORDER.indexOf('timebar') < revealed} />)}
            {demo('analytics', <AnalyticsDemo />)}
          </div>
          <div className="demo-card integrated">
            <h4>{COPY.integrated}</h4>
            <p className="muted">{COPY.integratedText}</p>
          </div>
        </div>
        <div className="explore-column">
          <h3>{COPY.columns.focus}</h3>
          {demo('limit', <LimitDemo />)}
          {demo('clipboard', <ClipboardDemo />)}
        </div>
      </div>
    </section>
  );
}
