import { useEffect, useMemo, useSyncExternalStore, type RefObject } from 'react';
import { PROGRESS_END_RATIO } from '../pages/landing-copy';

/** The landing page's scroll progress (SPEC §4), 0 to 1, shared by the hero bar and the video showcase. */
export interface ScrollProgress {
  get(): number;
  subscribe(listener: () => void): () => void;
}

/**
 * Tracks progress from the hero's top to 60% of the way to the browser mock's bottom. Subscribers are called
 * at most once per frame, so a scroll does not re-render the whole page.
 */
export function useScrollProgress(
  hero: RefObject<HTMLElement | null>,
  mock: RefObject<HTMLElement | null>,
): ScrollProgress {
  const store = useMemo(() => {
    let value = 0;
    const listeners = new Set<() => void>();
    return {
      get: () => value,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next: number) {
        if (next === value) return;
        value = next;
        for (const listener of listeners) listener();
      },
    };
  }, []);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (!hero.current || !mock.current) return;
      const heroTop = hero.current.getBoundingClientRect().top + window.scrollY;
      const mockBottom = mock.current.getBoundingClientRect().bottom + window.scrollY;
      const distance = Math.max(1, (mockBottom - heroTop) * PROGRESS_END_RATIO);
      store.set(Math.min(1, Math.max(0, (window.scrollY - heroTop) / distance)));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [hero, mock, store]);
  return store;
}

/** The current progress, or a value derived from it (re-renders only when the derived value changes). */
export function useProgress<T = number>(store: ScrollProgress, select: (progress: number) => T = (p) => p as T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
