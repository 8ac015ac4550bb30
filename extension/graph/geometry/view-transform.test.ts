import { describe, expect, it } from 'vitest';
import { fitTransform, initialTransform, toScreen, toWorld, zoomAt } from './view-transform';

describe('view transform', () => {
  it('maps screen to world and back', () => {
    const t = { x: 30, y: -20, scale: 0.5 };
    const world = toWorld(t, 130, 80);
    expect(world).toEqual({ x: 200, y: 200 });
    expect(toScreen(t, world.x, world.y)).toEqual({ x: 130, y: 80 });
  });

  it.each([
    [2, 1.2],
    [0.5, 0.3],
  ])('zooming by %d keeps the point under the cursor still', (factor, scale) => {
    const t = { x: 10, y: 10, scale: 0.6 };
    const before = toWorld(t, 300, 200);
    const zoomed = zoomAt(t, 300, 200, factor);
    expect(zoomed.scale).toBeCloseTo(scale);
    const after = toWorld(zoomed, 300, 200);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('clamps zoom', () => {
    expect(zoomAt({ x: 0, y: 0, scale: 3 }, 0, 0, 10).scale).toBe(4);
    expect(zoomAt({ x: 0, y: 0, scale: 0.003 }, 0, 0, 0.01).scale).toBe(0.002);
  });

  it('starts at the default zoom 0.6 with the graph in view', () => {
    expect(initialTransform(100, 0)).toEqual({ scale: 0.6, x: 40 - 60, y: 40 });
  });

  it('fits a graph into a viewport', () => {
    const t = fitTransform({ minX: 0, minY: 0, maxX: 1000, maxY: 500 }, 580, 500);
    expect(t.scale).toBeCloseTo(0.5);
    expect(toScreen(t, 1000, 500).x).toBeCloseTo(540);
  });

  it('centres a fitted graph along the roomier axis', () => {
    const t = fitTransform({ minX: 0, minY: 0, maxX: 1000, maxY: 500 }, 1280, 500);
    expect(t.scale).toBeCloseTo(0.84);
    expect(toScreen(t, 0, 0).x).toBeCloseTo(1280 - toScreen(t, 1000, 0).x);
    expect(toScreen(t, 0, 0).y).toBeCloseTo(40);
  });
});
