import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type RefObject,
} from 'react';
import type { GraphModel } from '../data/graph-model';
import type { ViewTransform } from '../geometry/view-transform';
import { NODE_SIZE } from '../render/node-size';
import type { GraphRenderer } from '../render/graph-renderer';
import { graphKeyAction } from './graph-key-action';

/** A room of this many screen pixels between the focus ring and the node's own ring. */
const RING_GAP_PX = 3;

/** What the keyboard does to the focused node: open its page, trace its path, or open its menu. */
export type NodeAction = 'open' | 'trace' | 'menu';

/** The keyboard's focus on the graph's nodes, as the view wires it. */
export interface NodeFocus {
  /** The node the keyboard is on, or -1 before the graph was focused. */
  node: number;
  /** The focus ring, drawn over the canvas where the focused node is (shown while the graph has keyboard focus). */
  ringRef: RefObject<HTMLDivElement | null>;
  /** The graph's focusable element. */
  targetRef: RefObject<HTMLDivElement | null>;
  handlers: {
    onFocus(): void;
    onKeyDown(e: ReactKeyboardEvent): void;
    onContextMenu(e: ReactMouseEvent): void;
  };
  /** Moves the ring to where the focused node is drawn now (after a pan, a zoom or a drag). */
  place(): void;
  /** Puts the keyboard's focus back on the graph (a menu opened from the keyboard closed). */
  restore(): void;
}

/**
 * Keyboard access to the nodes of a canvas (issue 37). The graph is one focusable element; focus entering it
 * lands on the selected node, else the day's first visit; arrows move to the nearest node that way (panning it
 * into view), and Enter, Space and the menu keys act on it (graphKeyAction). The canvas has no elements per
 * node, so the view names the focused node to assistive technology through aria-activedescendant, and draws the
 * focus ring as an element over the canvas, in the theme's colours.
 */
export function useNodeFocus(
  renderer: GraphRenderer | null,
  model: GraphModel | null,
  transform: RefObject<ViewTransform>,
  view: {
    /** Brings a screen point into view (the keyboard moved to a node off screen). */
    reveal(sx: number, sy: number): void;
    selected: number;
    act(action: NodeAction, node: number): void;
  },
): NodeFocus {
  const [node, setNode] = useState(-1);
  const current = useRef(-1);
  const ringRef = useRef<HTMLDivElement>(null);
  const targetRef = useRef<HTMLDivElement>(null);

  const place = useCallback(() => {
    const ring = ringRef.current;
    if (!ring) return;
    if (!renderer || current.current < 0) return void (ring.hidden = true);
    const t = transform.current;
    const at = renderer.screenPosition(t, current.current);
    const size = 2 * (NODE_SIZE.ring * t.scale + RING_GAP_PX);
    ring.hidden = false;
    Object.assign(ring.style, {
      width: `${size}px`,
      height: `${size}px`,
      transform: `translate(${at.x - size / 2}px, ${at.y - size / 2}px)`,
    });
  }, [renderer, transform]);

  const focusOn = (next: number) => {
    current.current = next;
    setNode(next);
    if (!renderer) return;
    const at = renderer.screenPosition(transform.current, next);
    view.reveal(at.x, at.y);
    place();
  };

  useEffect(() => {
    current.current = -1; // a new graph: its node indices mean other pages
    setNode(-1);
  }, [model]);

  return {
    node,
    ringRef,
    targetRef,
    handlers: {
      onFocus() {
        if (!model?.nodes.length || current.current >= 0) return place();
        focusOn(view.selected >= 0 ? view.selected : firstVisit(model));
      },
      onKeyDown(e) {
        const action = graphKeyAction(e);
        if (!action || !renderer || current.current < 0) return;
        e.preventDefault();
        if ('move' in action) {
          const next = renderer.nodeInDirection(current.current, action.move);
          if (next >= 0) focusOn(next);
        } else view.act(action.do, current.current);
      },
      onContextMenu(e) {
        // The menu key and Shift+F10 also send a contextmenu event to the focused element: the node's menu, not the browser's.
        e.preventDefault();
        if (current.current >= 0) view.act('menu', current.current);
      },
    },
    place,
    restore: useCallback(() => targetRef.current?.focus(), []),
  };
}

/** The node of the day's first visit (the earliest start). */
function firstVisit(model: GraphModel): number {
  let first = 0;
  let earliest = Infinity;
  for (let i = 0; i < model.nodes.length; i++) {
    const { startTime } = model.nodes.at(i)!;
    if (startTime < earliest) [first, earliest] = [i, startTime];
  }
  return first;
}
