import { useEffect, useState, type RefObject } from 'react';
import { sectionObserverOptions } from './use-in-view';

/**
 * The children of `list` that have entered the view, by index, each with its fade-in delay: the children
 * seen together are staggered by `staggerMs` in document order. A child stays revealed once seen, so a
 * long list (the one-column commands grid on a phone) shows each card as the visitor reaches it.
 */
export function useRevealEach(list: RefObject<HTMLElement | null>, staggerMs: number): ReadonlyMap<number, number> {
  const [revealed, setRevealed] = useState<ReadonlyMap<number, number>>(() => new Map());
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const children = [...element.children];
    const observer = new IntersectionObserver((entries) => {
      const entering = entries
        .filter((entry) => entry.isIntersecting)
        .map((entry) => children.indexOf(entry.target))
        .sort((a, b) => a - b);
      if (entering.length === 0) return;
      for (const index of entering) observer.unobserve(children[index]!);
      setRevealed(
        (previous) =>
          new Map([...previous, ...entering.map((index, order): [number, number] => [index, order * staggerMs])]),
      );
    }, sectionObserverOptions());
    for (const child of children) observer.observe(child);
    return () => observer.disconnect();
  }, [list, staggerMs]);
  return revealed;
}
