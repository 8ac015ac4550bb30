import { describe, expect, it } from 'vitest';
import { fitTransform, panIntoView, toScreen, toWorld, zoomAt } from './view-transform';

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

  it('zooms a small day in to fill the view, up to the zoom asked for', () => {
    const small = { minX: 0, minY: 0, maxX: 100, maxY: 400 };
    expect(fitTransform(small, 1000, 600).scale).toBeCloseTo(1.3);
    const capped = fitTransform(small, 1000, 600, 1);
    expect(capped.scale).toBe(1);
    expect(toScreen(capped, 50, 200)).toEqual({ x: 500, y: 300 }); // still centred
  });

  it('fits a day of one node (no extent) at the zoom cap, centred', () => {
    const t = fitTransform({ minX: 10, minY: 20, maxX: 10, maxY: 20 }, 800, 600, 2);
    expect(t).toEqual({ scale: 2, x: 400 - 20, y: 300 - 40 });
  });

  it('opens a day too wide even at the smallest zoom (a month fits at it) on its start, centred vertically', () => {
    const t = fitTransform({ minX: 500, minY: 0, maxX: 10_000_500, maxY: 500 }, 1000, 600);
    expect(t.scale).toBe(0.002);
    expect(toScreen(t, 500, 0).x).toBeCloseTo(40);
    expect(toScreen(t, 500, 250).y).toBeCloseTo(300);
  });

  it('pans a point outside the view just inside the margin, and leaves one inside alone', () => {
    const t = { x: 10, y: 20, scale: 0.5 };
    expect(panIntoView(t, 300, 200, 800, 600)).toEqual(t);
    expect(panIntoView(t, 900, 200, 800, 600)).toEqual({ ...t, x: 10 - 140 });
    expect(panIntoView(t, 300, -50, 800, 600)).toEqual({ ...t, y: 20 + 90 });
    expect(panIntoView(t, 10, 620, 800, 600)).toEqual({ ...t, x: 10 + 30, y: 20 - 60 });
  });
});
