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
import { usePathMenu, type PathMenu } from './use-path-menu';
import { fitTransform, initialTransform, toWorld, zoomAt, type ViewTransform } from '../geometry/view-transform';

const RESIZE_DEBOUNCE_MS = 100; // SPEC §9
const CLICK_SLOP_PX = 4;

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
  copyLinks(): void;
  openTabs(): void;
  /** Issue 37: reopens the selected node's trail through the host's `reopenTrail`, closing the menu. */
  reopenTrail(maxSteps: number): void;
  transform(): ViewTransform;
  resetView(): void;
  /** Highlights a node with its path, as a click does, and brings it into view when it is off screen. */
  focus(node: number): void;
}

/** SPEC §4 graph screen interactions: pan, zoom, drag, click to trace, select again or double-click to open, menu, Escape. */
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
  const menu = usePathMenu(path, model, props.openUrl);

  const apply = useCallback(
    (next: ViewTransform) => {
      transform.current = next;
      renderer?.setTransform(next);
    },
    [renderer],
  );
  const local = useCallback(
    (e: { clientX: number; clientY: number }) => {
      const rect = host.current!.getBoundingClientRect();
      return { x: e.clientX - rect.left, y: e.clientY - rect.top };
    },
    [host],
  );
  const open = (node: number) => {
    const url = model?.nodes[node]?.url;
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
    const { clientWidth, clientHeight } = host.current;
    renderer.resize(clientWidth, clientHeight);
    const top = renderer.bounds.minY - 90; // room for the timeline axis and its labels above the nodes
    apply(
      demo
        ? fitTransform({ ...renderer.bounds, minY: top }, clientWidth, clientHeight)
        : initialTransform(renderer.bounds.minX, top),
    );
    clear();
  }, [renderer, demo, host, apply, clear]); // each stable for a renderer: the view resets for a new one, not on every render

  useEffect(() => {
    const element = host.current;
    if (!element || !renderer) return;
    let timer = 0;
    const observer = new ResizeObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => renderer.resize(element.clientWidth, element.clientHeight), RESIZE_DEBOUNCE_MS);
    });
    observer.observe(element);
    const onWheel = (e: WheelEvent) => {
      if (demo && !e.ctrlKey) return; // the landing page keeps scrolling over the demo; a pinch still zooms
      e.preventDefault();
      const p = local(e);
      apply(zoomAt(transform.current, p.x, p.y, Math.exp(-e.deltaY * 0.0015)));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      element.removeEventListener('wheel', onWheel);
    };
  }, [renderer, demo, host, apply, local]); // listeners read the transform through a ref, so they bind once per renderer

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && clear();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [clear]);

  useEffect(() => () => tooltipTimer.cancel(), [tooltipTimer]);

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
        if (!down) return tooltipTimer.hover(renderer.hitTest(transform.current, p.x, p.y), p.x, p.y);
        if (!down.moved && Math.hypot(p.x - down.x, p.y - down.y) < CLICK_SLOP_PX) return;
        down.moved = true;
        if (tooltip) setTooltip(null); // no React render per pan frame
        if (down.node >= 0 && !demo) {
          const world = toWorld(transform.current, p.x, p.y);
          renderer.moveNode(down.node, world.x, world.y);
        } else apply({ ...down.start, x: down.start.x + p.x - down.x, y: down.start.y + p.y - down.y });
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
    focus(node) {
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
