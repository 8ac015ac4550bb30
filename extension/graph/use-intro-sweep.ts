import { useEffect, type RefObject } from 'react';
import type { GraphRenderer } from './graph-renderer';

const SWEEP_MS = 2000; // SPEC §9 intro animation
const VISIBLE_RATIO = 0.3; // SPEC §4: starts once the graph is at least 30% visible

/** SPEC §4 intro: once the graph is 30% visible, a 2-second sweep reveals nodes left to right (skipped for reduced motion). */
export function useIntroSweep(host: RefObject<HTMLElement | null>, renderer: GraphRenderer | null) {
  useEffect(() => {
    const element = host.current;
    if (!element || !renderer) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return renderer.setReveal(1);
    renderer.setReveal(0);
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const started = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - started) / SWEEP_MS);
          renderer.setReveal(progress);
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      renderer.setReveal(1);
    };
  }, [host, renderer]);
}
