import { useEffect, useState, type RefObject } from 'react';
import { MOBILE_QUERY } from './breakpoints';

/** SPEC §9 section visibility: 30% with a 100 px bottom margin on desktop, 10% with 50 px on mobile. */
export function sectionObserverOptions(): IntersectionObserverInit {
  const mobile = window.matchMedia(MOBILE_QUERY).matches;
  return mobile
    ? { threshold: 0.1, rootMargin: '0px 0px -50px 0px' }
    : { threshold: 0.3, rootMargin: '0px 0px -100px 0px' };
}

/**
 * Whether the element is in view. `once` keeps it true after the first sighting (cards that animate in);
 * without it the flag follows the element in and out (the explore demos hide when it leaves).
 */
export function useInView(
  ref: RefObject<Element | null>,
  options: { once?: boolean; threshold?: number } = {},
): boolean {
  const [inView, setInView] = useState(false);
  const { once = false, threshold } = options;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const init = threshold === undefined ? sectionObserverOptions() : { threshold };
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      setInView(entry.isIntersecting);
      if (entry.isIntersecting && once) observer.disconnect();
    }, init);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, once, threshold]);
  return inView;
}
