/** Pan and zoom of the graph: screen = world * scale + offset. */
export interface ViewTransform {
  x: number;
  y: number;
  scale: number;
}

/** SPEC §9 default zoom. */
export const DEFAULT_ZOOM = 0.6;
const MIN_ZOOM = 0.002; // a month of browsing (a timeline some 200,000 units wide) fits a screen
const MAX_ZOOM = 4;
const MARGIN = 40;

/** The world point under a screen point. */
export function toWorld(t: ViewTransform, sx: number, sy: number): { x: number; y: number } {
  return { x: (sx - t.x) / t.scale, y: (sy - t.y) / t.scale };
}

/** The screen point of a world point. */
export function toScreen(t: ViewTransform, wx: number, wy: number): { x: number; y: number } {
  return { x: wx * t.scale + t.x, y: wy * t.scale + t.y };
}

/** Zooms by `factor` keeping the world point under (sx, sy) where it is. */
export function zoomAt(t: ViewTransform, sx: number, sy: number, factor: number): ViewTransform {
  const scale = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, t.scale * factor));
  const world = toWorld(t, sx, sy);
  return { scale, x: sx - world.x * scale, y: sy - world.y * scale };
}

/** The starting view: the default zoom, the graph's top-left corner at the margin. */
export function initialTransform(minX: number, minY: number, zoom = DEFAULT_ZOOM): ViewTransform {
  return { scale: zoom, x: MARGIN - minX * zoom, y: MARGIN - minY * zoom };
}

/** A view that fits the whole graph, centred, into a width × height viewport (for the fixed-size demo). */
export function fitTransform(
  bounds: { minX: number; minY: number; maxX: number; maxY: number },
  width: number,
  height: number,
): ViewTransform {
  const scale = Math.min(
    MAX_ZOOM,
    (width - 2 * MARGIN) / Math.max(1, bounds.maxX - bounds.minX),
    (height - 2 * MARGIN) / Math.max(1, bounds.maxY - bounds.minY),
  );
  return {
    scale,
    x: width / 2 - ((bounds.minX + bounds.maxX) / 2) * scale,
    y: height / 2 - ((bounds.minY + bounds.maxY) / 2) * scale,
  };
}
