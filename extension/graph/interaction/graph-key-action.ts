import type { Direction } from '../geometry/nearest-in-direction';

/** What a key pressed on the graph asks for. */
export type GraphKeyAction = { move: Direction } | { do: 'open' | 'trace' | 'menu' } | null;

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The graph's keys (issue 37): arrows move the focus to the nearest node that way, Enter opens the focused
 * node's page (as a double-click does), Space traces how the user got there (as a click does), the
 * context-menu key or Shift+F10 opens its menu (as a right-click does); any other key is left to the page.
 */
export function graphKeyAction(e: {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): GraphKeyAction {
  if (e.altKey || e.ctrlKey || e.metaKey) return null;
  if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) return { do: 'menu' };
  if (e.shiftKey) return null;
  if (e.key in ARROWS) return { move: ARROWS[e.key]! };
  if (e.key === 'Enter') return { do: 'open' };
  if (e.key === ' ') return { do: 'trace' };
  return null;
}
