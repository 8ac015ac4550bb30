import { useEffect, useRef } from 'react';
import { useMediaQuery } from '../lib/use-media-query';
import { PLAYER, PLAYER_COPY as COPY } from './player-copy';

/** Props of {@link PowerDial}. */
export interface PowerDialProps {
  on: boolean;
  playing: boolean;
  onPress: () => void;
}

/**
 * SPEC §2 / §4 large circular power dial: its indicator dot turns 0.5° a frame while playing, and holds still
 * for visitors who prefer reduced motion. The angle is kept across pauses and written straight to the element
 * (no re-render per frame).
 */
export function PowerDial({ on, playing, onPress }: PowerDialProps) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const indicator = useRef<HTMLSpanElement>(null);
  const angle = useRef(0);
  useEffect(() => {
    if (!playing || reduced) return;
    let frame = 0;
    const turn = () => {
      angle.current = (angle.current + PLAYER.dotDegreesPerFrame) % 360;
      indicator.current?.style.setProperty('transform', `rotate(${angle.current}deg)`);
      frame = requestAnimationFrame(turn);
    };
    frame = requestAnimationFrame(turn);
    return () => cancelAnimationFrame(frame);
  }, [playing, reduced]);
  return (
    <button
      type="button"
      className={`power-dial${on ? ' on' : ''}${playing ? ' playing' : ''}`}
      aria-label={COPY.power}
      aria-pressed={on}
      onClick={onPress}
    >
      <span className="dial-indicator" ref={indicator} data-testid="dial-indicator" aria-hidden="true">
        <span className="dial-dot" />
      </span>
      <svg
        className="dial-symbol"
        viewBox="0 0 24 24"
        width="56"
        height="56"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M12 2v10M18.4 6.6a9 9 0 1 1-12.8 0" />
      </svg>
    </button>
  );
}
