import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { GraphModel } from '../data/graph-model';
import { copyLinksText, menuUrls } from './menu-links';

/** The context menu's state and actions, as the view and the pointer handling use them. */
export interface PathMenu {
  /** Where the menu is open (and whether the keyboard opened it: its first item takes the focus), or null when closed. */
  menu: { x: number; y: number; fromKeyboard?: boolean } | null;
  menuRef: RefObject<HTMLDivElement | null>;
  /** Opens the menu at a point of the view (the same function on every render). */
  open(at: NonNullable<PathMenu['menu']>): void;
  /** Closes the menu (the same function on every render). */
  close(): void;
  copyLinks(): void;
  openTabs(): void;
}

/** SPEC §2 context menu on the traced path: Copy links and Open tabs; it closes on a press outside it and when the path empties (SPEC §4). */
export function usePathMenu(
  path: readonly number[],
  model: GraphModel | null,
  openUrl: (url: string) => void,
): PathMenu {
  const [menu, setMenu] = useState<PathMenu['menu']>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setMenu(null), []);
  const pathUrls = () => path.map((node) => model!.nodes.at(node)!.url); // a path exists only on a drawn graph

  useEffect(() => {
    const onOutside = (e: PointerEvent) =>
      menuRef.current && !menuRef.current.contains(e.target as Node) && setMenu(null);
    window.addEventListener('pointerdown', onOutside, true);
    return () => window.removeEventListener('pointerdown', onOutside, true);
  }, []);

  useEffect(() => {
    if (!path.length) setMenu(null); // SPEC §4: the menu closes when the path empties
  }, [path]);

  return {
    menu,
    menuRef,
    open: setMenu,
    close,
    copyLinks() {
      navigator.clipboard
        .writeText(copyLinksText(pathUrls()))
        .catch((error: unknown) => console.error('Copying the links failed:', error)) // SPEC §8: logged, menu closes
        .finally(() => setMenu(null));
    },
    openTabs() {
      menuUrls(pathUrls()).forEach((url) => openUrl(url));
      setMenu(null);
    },
  };
}
