import { useLayoutEffect, type RefObject } from 'react';

const SWEEP_MS = 2000; // SPEC §9 intro animation
const VISIBLE_RATIO = 0.3; // SPEC §4: starts once the graph is at least 30% visible

/**
 * SPEC §4 intro: once the graph is 30% visible, a 2-second sweep reveals nodes left to right (skipped for
 * reduced motion). The sweep is a white cover over the canvas that shrinks towards its right edge, animated
 * by the compositor: the graph is drawn once underneath, and no WebGL frame is spent on the sweep.
 */
export function useIntroSweep(
  host: RefObject<HTMLElement | null>,
  cover: RefObject<HTMLElement | null>,
  graph: object | null,
) {
  useLayoutEffect(() => {
    const element = host.current;
    const sweep = cover.current;
    if (!element || !sweep || !graph || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    sweep.hidden = false;
    let animation: Animation | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        animation = sweep.animate([{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }], {
          duration: SWEEP_MS,
          easing: 'linear',
        });
        animation.onfinish = () => (sweep.hidden = true);
      },
      { threshold: VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      animation?.cancel();
      sweep.hidden = true;
    };
  }, [host, cover, graph]);
}
