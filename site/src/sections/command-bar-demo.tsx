import { useEffect, useState } from 'react';
import { MOBILE_QUERY, REDUCED_MOTION_QUERY } from '../lib/breakpoints';
import { visitorCommandKey } from '../lib/command-key-label';
import { useMediaQuery } from '../lib/use-media-query';
import { useProgress, type ScrollProgress } from '../lib/scroll-progress';
import { DEMO_COMMANDS, HERO_TIMING } from '../pages/landing-copy';

/** How far (px) the bar travels toward the browser mock as progress goes from 0 to 1. */
const TRAVEL_PX = 180;

/**
 * SPEC §2 hero command-bar demo: rotates the 7 example commands (1400 ms, 100 ms fade) and glows in the
 * selected command's colour (800 ms); with scroll progress it fades and moves toward the browser mock and
 * hides 200 ms after progress 1. Static under 768 px and for reduced motion.
 */
export function CommandBarDemo({ progress }: { progress: ScrollProgress }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [hidden, setHidden] = useState(false);
  const value = useProgress(progress);
  const moving = !mobile && !reduced;
  const done = moving && value >= 1;

  useEffect(() => {
    if (reduced) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const rotate = setInterval(() => {
      setFading(true);
      fade = setTimeout(() => {
        setIndex((current) => (current + 1) % DEMO_COMMANDS.length);
        setFading(false);
      }, HERO_TIMING.fadeMs);
    }, HERO_TIMING.rotateMs);
    return () => {
      clearInterval(rotate);
      clearTimeout(fade);
    };
  }, [reduced]);

  useEffect(() => {
    if (!done) return setHidden(false);
    const timer = setTimeout(() => setHidden(true), HERO_TIMING.hideAfterProgressMs);
    return () => clearTimeout(timer);
  }, [done]);

  const current = DEMO_COMMANDS[index] ?? DEMO_COMMANDS[0]!;
  const shift = moving ? value : 0;
  return (
    <div
      className="command-demo"
      data-testid="command-demo"
      data-hidden={hidden || undefined}
      style={{
        transform: `translateY(${shift * TRAVEL_PX}px) scale(${1 - shift * 0.08})`,
        opacity: hidden ? 0 : 1 - shift * 0.65,
      }}
    >
      <div className="hero-glow" aria-hidden="true" style={{ backgroundColor: current.color }} />
      <div className="command-bar" role="img" aria-label={`Command bar example: ${current.command} ${current.text}`}>
        <span className="command-bar-icon" aria-hidden="true" />
        <span className={`command-bar-text${fading ? ' fading' : ''}`} aria-hidden="true">
          <strong style={{ color: current.color }}>{current.command}</strong> {current.text}
        </span>
        <kbd className="command-bar-kbd" aria-hidden="true">
          {visitorCommandKey()} {visitorCommandKey()}
        </kbd>
      </div>
    </div>
  );
}
