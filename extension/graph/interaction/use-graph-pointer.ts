import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { isNewTabUrl } from '../data/display-title';
import type { GraphRenderer } from '../render/graph-renderer';
import type { GraphViewProps } from '../graph-view-props';
import { TooltipTimer, type TooltipAt } from './tooltip-timer';
import { useNodeFocus, type NodeAction, type NodeFocus } from './use-node-focus';
import { usePathMenu, type PathMenu } from './use-path-menu';
import {
  fitTransform,
  panIntoView,
  toWorld,
  WHEEL_ZOOM_RATE,
  zoomAt,
  type ViewTransform,
} from '../geometry/view-transform';
import type { Bounds } from '../geometry/spatial-grid';
import { NODE_SIZE } from '../render/node-size';

const RESIZE_DEBOUNCE_MS = 100; // SPEC §9
const CLICK_SLOP_PX = 4;
/** Room above the nodes for the timeline axis and its hour labels, in graph units. */
const AXIS_ROOM = 90;
/** The most a fitted day is zoomed in: a day of a few visits fills the view without blowing its nodes up 4×. */
const FIT_MAX_ZOOM = 2;

/** What the whole drawn day covers: its nodes with their rings, and the axis above them. */
const dayBounds = (nodes: Bounds): Bounds => ({
  minX: nodes.minX - NODE_SIZE.ring,
  minY: nodes.minY - AXIS_ROOM,
  maxX: nodes.maxX + NODE_SIZE.ring,
  maxY: nodes.maxY + NODE_SIZE.ring,
});

/** Everything the view needs from pointer and keyboard handling. */
export interface GraphInteraction {
  handlers: {
    onPointerDown(e: ReactPointerEvent): void;
    onPointerMove(e: ReactPointerEvent): void;
    onPointerUp(e: ReactPointerEvent): void;
    onPointerLeave(): void;
    onDoubleClick(e: React.MouseEvent): void;
    onContextMenu(e: React.MouseEvent): void;
  };
  path: number[];
  selected: number;
  tooltip: TooltipAt | null;
  menu: PathMenu['menu'];
  menuRef: PathMenu['menuRef'];
  /** The keyboard's focus on the nodes. */
  focus: NodeFocus;
  copyLinks(): void;
  openTabs(): void;
  /** Issue 37: reopens the selected node's trail through the host's `reopenTrail`, closing the menu. */
  reopenTrail(maxSteps: number): void;
  transform(): ViewTransform;
  resetView(): void;
  /** Fits the view to the graph again unless the user moved it (the rest of a week or a month came in). */
  refitUnlessMoved(): void;
  /** Highlights a node with its path, as a click does, and brings it into view when it is off screen. */
  highlight(node: number): void;
}

/**
 * SPEC §4 graph screen interactions: pan, zoom, drag, click to trace, select again or double-click to open, menu,
 * Escape; and the keyboard's (useNodeFocus). A graph opens fitted to the view (issue 37: a day of any size fills
 * it, the demo too) and stays fitted as the window is resized, until the user pans or zooms (the wheel, a drag of
 * the background, the keyboard's focus moving off screen): from then on their view is kept as it is on resize,
 * until another graph (a new day or range) opens fitted again. The fit replaces SPEC §9's default zoom of 0.6,
 * which left a small day as a tiny column in a corner.
 */
export function useGraphPointer(
  host: RefObject<HTMLDivElement | null>,
  renderer: GraphRenderer | null,
  props: GraphViewProps,
): GraphInteraction {
  const { model, demo } = props;
  const transform = useRef<ViewTransform>({ x: 0, y: 0, scale: 1 });
  const press = useRef<{ x: number; y: number; node: number; moved: boolean; start: ViewTransform } | null>(null);
  const traceRequest = useRef(0);
  const [path, setPath] = useState<number[]>([]);
  const [selected, setSelected] = useState(-1);
  const [tooltip, setTooltip] = useState<TooltipAt | null>(null);
  const [tooltipTimer] = useState(() => new TooltipTimer(setTooltip));
  /** The user panned or zoomed since the graph opened: a resize keeps their view instead of fitting the graph. */
  const userView = useRef(false);
  const menu = usePathMenu(path, model, props.openUrl);
  const focus = useNodeFocus(renderer, model, transform, {
    reveal(sx, sy) {
      const { clientWidth, clientHeight } = host.current!;
      const next = panIntoView(transform.current, sx, sy, clientWidth, clientHeight);
      if (next.x === transform.current.x && next.y === transform.current.y) return;
      userView.current = true;
      apply(next);
    },
    selected,
    act: (action: NodeAction, node: number) => {
      if (action === 'open') return open(node);
      if (action === 'trace') return void trace(node);
      menu.close();
      const at = renderer!.screenPosition(transform.current, node);
      void trace(node).then(() => menu.open({ x: at.x, y: at.y, fromKeyboard: true }));
    },
  });
  const place = focus.place;

  const apply = useCallback(
    (next: ViewTransform) => {
      transform.current = next;
      renderer?.setTransform(next);
      place();
    },
    [renderer, place],
  );
  const fit = useCallback(() => {
    if (!renderer || !host.current) return;
    const { clientWidth, clientHeight } = host.current;
    apply(fitTransform(dayBounds(renderer.bounds), clientWidth, clientHeight, demo ? undefined : FIT_MAX_ZOOM));
  }, [renderer, demo, host, apply]);
  const local = useCallback(
    (e: { clientX: number; clientY: number }) => {
      const rect = host.current!.getBoundingClientRect();
      return { x: e.clientX - rect.left, y: e.clientY - rect.top };
    },
    [host],
  );
  const open = (node: number) => {
    const url = model?.nodes.at(node)?.url;
    if (url && !isNewTabUrl(url)) props.openUrl(url); // SPEC §5: new-tab pages are never opened
  };
  const closeMenu = menu.close;
  const clear = useCallback(() => {
    traceRequest.current++;
    setPath([]);
    setSelected(-1);
    closeMenu();
  }, [closeMenu]);
  const trace = (node: number) => {
    const request = ++traceRequest.current;
    setSelected(node);
    return props.tracePath(node).then((steps) => {
      if (request === traceRequest.current) setPath(Array.from(steps));
    });
  };

  const resetView = useCallback(() => {
    if (!renderer || !host.current) return;
    renderer.resize(host.current.clientWidth, host.current.clientHeight);
    userView.current = false;
    fit();
    clear();
  }, [renderer, host, fit, clear]); // each stable for a renderer: the view resets for a new one, not on every render

  useEffect(() => {
    const element = host.current;
    if (!element || !renderer) return;
    let timer = 0;
    // The fit follows the window's size, and the canvas's height (the page's head above it taking more lines or
    // fewer); the canvas narrowing as the path list opens beside it keeps the view (refitting then would move the
    // graph under the node just clicked).
    let windowResized = false;
    let height = element.clientHeight;
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        renderer.resize(element.clientWidth, element.clientHeight);
        const heightChanged = element.clientHeight !== height;
        height = element.clientHeight;
        if ((windowResized || heightChanged) && !userView.current) fit();
        windowResized = false;
      }, RESIZE_DEBOUNCE_MS);
    };
    const onWindowResize = () => {
      windowResized = true;
      settle(); // consumed now even when the canvas kept its size, never later by the path list's resize
    };
    const observer = new ResizeObserver(settle);
    observer.observe(element);
    window.addEventListener('resize', onWindowResize);
    const onWheel = (e: WheelEvent) => {
      if (demo && !e.ctrlKey) return; // the landing page keeps scrolling over the demo; a pinch still zooms
      e.preventDefault();
      const p = local(e);
      userView.current = true;
      apply(zoomAt(transform.current, p.x, p.y, Math.exp(-e.deltaY * WHEEL_ZOOM_RATE)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onWindowResize);
      window.clearTimeout(timer);
      element.removeEventListener('wheel', onWheel);
    };
  }, [renderer, demo, host, apply, fit, local]); // listeners read the transform through a ref, so they bind once per renderer

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && clear();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [clear]);

  useEffect(() => () => tooltipTimer.cancel(), [tooltipTimer]);

  // The open menu hides the tooltip (issue 37). A menu opened from the keyboard takes the focus to its first
  // item, and gives it back to the graph when it closes with the focus inside it (Escape, or an item chosen).
  const keyboardMenu = useRef(false);
  const { menu: shownMenu, menuRef } = menu;
  const restoreFocus = focus.restore;
  useEffect(() => {
    if (shownMenu) {
      tooltipTimer.cancel();
      setTooltip(null);
    }
    if (shownMenu?.fromKeyboard) {
      keyboardMenu.current = true;
      menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    } else if (!shownMenu && keyboardMenu.current) {
      keyboardMenu.current = false;
      if (!document.activeElement || document.activeElement === document.body) restoreFocus();
    }
  }, [shownMenu, menuRef, tooltipTimer, restoreFocus]);

  return {
    handlers: {
      onPointerDown(e) {
        // Overlays (menu, tooltip) live inside the host; only presses on the canvas itself drive the graph.
        if (!renderer || e.button !== 0 || !(e.target instanceof HTMLCanvasElement)) return;
        const p = local(e);
        press.current = {
          ...p,
          node: renderer.hitTest(transform.current, p.x, p.y),
          moved: false,
          start: transform.current,
        };
        host.current!.setPointerCapture(e.pointerId);
      },
      onPointerMove(e) {
        if (!renderer) return;
        const p = local(e);
        const down = press.current;
        // No tooltip over the open menu or under it (issue 37): the menu is about the node, the tooltip would hide it.
        const overCanvas = e.target instanceof HTMLCanvasElement && !menu.menu;
        if (!down) return tooltipTimer.hover(overCanvas ? renderer.hitTest(transform.current, p.x, p.y) : -1, p.x, p.y);
        if (!down.moved && Math.hypot(p.x - down.x, p.y - down.y) < CLICK_SLOP_PX) return;
        down.moved = true;
        if (tooltip) setTooltip(null); // no React render per pan frame
        if (down.node >= 0 && !demo) {
          const world = toWorld(transform.current, p.x, p.y);
          renderer.moveNode(down.node, world.x, world.y);
          place();
        } else {
          userView.current = true;
          apply({ ...down.start, x: down.start.x + p.x - down.x, y: down.start.y + p.y - down.y });
        }
      },
      onPointerUp(e) {
        const down = press.current;
        press.current = null;
        if (!down || !renderer) return;
        if (down.moved) return down.node >= 0 && !demo ? renderer.endDrag() : undefined;
        if (e.detail > 1) return; // the second click of a double-click: onDoubleClick opens the page
        if (down.node < 0) return clear();
        if (down.node === selected) return open(down.node);
        menu.close();
        void trace(down.node);
      },
      onPointerLeave: () => tooltipTimer.hover(-1, 0, 0),
      onDoubleClick(e) {
        if (!(e.target instanceof HTMLCanvasElement)) return;
        const p = local(e);
        const node = renderer?.hitTest(transform.current, p.x, p.y) ?? -1;
        if (node >= 0) open(node);
      },
      onContextMenu(e) {
        if (!(e.target instanceof HTMLCanvasElement)) return;
        e.preventDefault();
        const p = local(e);
        const node = renderer?.hitTest(transform.current, p.x, p.y) ?? -1;
        if (node < 0) return;
        void trace(node).then(() => menu.open({ x: p.x, y: p.y }));
      },
    },
    focus,
    path,
    selected,
    tooltip,
    menu: menu.menu,
    menuRef: menu.menuRef,
    copyLinks: menu.copyLinks,
    openTabs: menu.openTabs,
    reopenTrail(maxSteps) {
      menu.close();
      if (selected >= 0) void props.reopenTrail?.(selected, maxSteps);
    },
    transform: () => transform.current,
    resetView,
    refitUnlessMoved: () => {
      if (!userView.current) fit();
    },
    highlight(node) {
      if (!renderer || !host.current) return;
      const { clientWidth: width, clientHeight: height } = host.current;
      const at = renderer.screenPosition(transform.current, node);
      if (at.x < 0 || at.x > width || at.y < 0 || at.y > height)
        apply({
          ...transform.current,
          x: transform.current.x + width / 2 - at.x,
          y: transform.current.y + height / 2 - at.y,
        });
      void trace(node);
    },
  };
}
