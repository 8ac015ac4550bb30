/** Pan and zoom of the graph: screen = world * scale + offset. */
export interface ViewTransform {
  x: number;
  y: number;
  scale: number;
}

/** The smallest zoom: a month of browsing (a timeline some 200,000 units wide) fits a screen. */
export const MIN_ZOOM = 0.002;
/** The largest zoom. */
export const MAX_ZOOM = 4;
/** A wheel step of deltaY zooms by e^(-deltaY × WHEEL_ZOOM_RATE). */
export const WHEEL_ZOOM_RATE = 0.0015;
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

/**
 * A view that fits the whole graph into a width × height viewport, at most `maxZoom`: centred along each axis
 * where it fits; along an axis where even the smallest zoom leaves it larger than the view, its start (the
 * day's first hour, its top) at the margin, so a huge day opens on its beginning rather than its middle.
 */
export function fitTransform(
  bounds: { minX: number; minY: number; maxX: number; maxY: number },
  width: number,
  height: number,
  maxZoom = MAX_ZOOM,
): ViewTransform {
  const spanX = Math.max(1, bounds.maxX - bounds.minX);
  const spanY = Math.max(1, bounds.maxY - bounds.minY);
  const fit = Math.min((width - 2 * MARGIN) / spanX, (height - 2 * MARGIN) / spanY);
  const scale = Math.max(MIN_ZOOM, Math.min(maxZoom, fit));
  const place = (min: number, max: number, size: number) =>
    (max - min) * scale <= size - 2 * MARGIN + 1e-6 ? size / 2 - ((min + max) / 2) * scale : MARGIN - min * scale;
  return { scale, x: place(bounds.minX, bounds.maxX, width), y: place(bounds.minY, bounds.maxY, height) };
}

/**
 * The view moved just enough that the screen point (sx, sy) lies at least `margin` inside a width × height
 * viewport (unchanged when it already does): the keyboard's focus brings a node off screen into view.
 */
export function panIntoView(
  t: ViewTransform,
  sx: number,
  sy: number,
  width: number,
  height: number,
  margin = MARGIN,
): ViewTransform {
  const shift = (p: number, size: number) =>
    p < margin ? margin - p : p > size - margin ? Math.max(margin - p, size - margin - p) : 0;
  return { scale: t.scale, x: t.x + shift(sx, width), y: t.y + shift(sy, height) };
}
