import { useEffect, useRef } from 'react';

/** A ref for a list row that scrolls it into view whenever it becomes the selected one (arrowing through the list). */
export function useSelectedInView(selected: boolean) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return ref;
}
