import { afterAll, describe, expect, it, vi } from 'vitest';

vi.stubGlobal('navigator', { userAgent: 'node' }); // pixi.js reads it while loading
afterAll(() => vi.unstubAllGlobals()); // the unit tests share one module graph per worker
const { BadgeLayer } = await import('./badge-layer');
type BadgeLayer = InstanceType<typeof BadgeLayer>;

/** How many badges a layer's Graphics holds (one circle each). */
const circles = (layer: BadgeLayer) =>
  layer.graphics.context.instructions
    .filter((instruction) => instruction.action === 'fill')
    .reduce(
      (sum, fill) =>
        sum +
        (fill.data as { path: { shapePath: { shapePrimitives: unknown[] } } }).path.shapePath.shapePrimitives.length,
      0,
    );

describe('BadgeLayer', () => {
  // Three badged nodes far apart, and one without a badge.
  const x = Float32Array.of(0, 1_000, 50_000, 10);
  const y = Float32Array.of(0, 0, 0, 0);

  it('draws only the badges in the view culled to, none while nodes are not drawn one by one', () => {
    const layer = new BadgeLayer();
    layer.set(Uint32Array.of(0, 1, 2), x, y);
    expect(circles(layer)).toBe(0); // no frame culled yet
    layer.cull({ minX: -100, minY: -100, maxX: 2_000, maxY: 100 }, x, y);
    expect(circles(layer)).toBe(2);
    layer.cull({ minX: 40_000, minY: -100, maxX: 60_000, maxY: 100 }, x, y);
    expect(circles(layer)).toBe(1);
    layer.cull(null, x, y);
    expect(circles(layer)).toBe(0);
  });

  it('redraws when a drawn node moves, and when the badges change in the same view', () => {
    const layer = new BadgeLayer();
    const view = { minX: -100, minY: -100, maxX: 2_000, maxY: 100 };
    layer.cull(view, x, y);
    layer.set(Uint32Array.of(0), x, y);
    expect(circles(layer)).toBe(1);
    layer.set(Uint32Array.of(0, 1), x, y);
    expect(circles(layer)).toBe(2);
    const moved = x.slice();
    moved[1] = 5_000; // dragged out of the view
    layer.moved(1, moved, y);
    expect(circles(layer)).toBe(1);
  });
});
