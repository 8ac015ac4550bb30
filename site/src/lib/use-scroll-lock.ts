import { useEffect } from 'react';

let locks = 0;

/** Locks page scrolling while `active` (modals, SPEC §2); nested locks release when the last one ends. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.documentElement.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.classList.remove('scroll-locked');
    };
  }, [active]);
}
