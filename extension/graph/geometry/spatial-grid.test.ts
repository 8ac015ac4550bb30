import { describe, expect, it } from 'vitest';
import { gridIndex, SpatialGrid } from './spatial-grid';

describe('SpatialGrid', () => {
  const x = Float32Array.from([0, 80, 160, 0, 1000]);
  const y = Float32Array.from([0, 0, 0, 80, 1000]);
  const grid = new SpatialGrid(x, y);

  it.each([
    ['a node centre', 80, 0, 1],
    ['a point inside the hit radius', 95, 10, 1],
    ['the nearer of two nodes', 65, 5, 1],
    ['a far-away node', 990, 1010, 4],
    ['nothing outside the radius', 40, 40, -1],
    ['nothing off the grid', -500, -500, -1],
  ])('finds %s', (_name, px, py, expected) => {
    expect(grid.nearest(px, py, 20)).toBe(expected);
  });

  it('agrees with a brute-force search on random points', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 5000;
    const n = 2000;
    const rx = Float32Array.from({ length: n }, random);
    const ry = Float32Array.from({ length: n }, random);
    const random_grid = new SpatialGrid(rx, ry);
    for (let q = 0; q < 300; q++) {
      const px = random();
      const py = random();
      let best = -1;
      let bestD = 40 * 40;
      for (let i = 0; i < n; i++) {
        const d = (rx[i]! - px) ** 2 + (ry[i]! - py) ** 2;
        if (d <= bestD) [best, bestD] = [i, d];
      }
      const found = random_grid.nearest(px, py, 40);
      expect(found === -1 ? -1 : (rx[found]! - px) ** 2 + (ry[found]! - py) ** 2).toBe(best === -1 ? -1 : bestD);
    }
  });

  it('groups the points by cell, every point in the cell that holds it', () => {
    const coarse = new SpatialGrid(x, y, 100);
    expect(coarse.bounds).toEqual({ minX: 0, minY: 0, maxX: 1000, maxY: 1000 });
    expect(coarse.cellCount).toBe(11 * 11);
    expect([...coarse.itemsIn(coarse.cell(0, 0))]).toEqual([0, 1, 3]);
    expect([...coarse.itemsIn(coarse.cell(160, 0))]).toEqual([2]);
    expect([...coarse.itemsIn(coarse.cell(1000, 1000))]).toEqual([4]);
    expect(coarse.cell(-50, 5000)).toBe(coarse.cell(0, 1000));
  });

  it('answers the same over an index made elsewhere (the graph’s worker) for the same positions', () => {
    const rx = Float32Array.from({ length: 2000 }, (_, i) => (i * 7919) % 3001);
    const ry = Float32Array.from({ length: 2000 }, (_, i) => (i * 104_729) % 997);
    const here = new SpatialGrid(rx, ry, 100);
    const sent = new SpatialGrid(rx, ry, structuredClone(gridIndex(rx, ry, 100)));
    expect(sent.bounds).toEqual(here.bounds);
    expect(sent.cellCount).toBe(here.cellCount);
    for (let cell = 0; cell < here.cellCount; cell++) expect(sent.itemsIn(cell)).toEqual(here.itemsIn(cell));
    for (const [px, py] of [
      [0, 0],
      [1500, 500],
      [3000, 996],
      [-40, 2000],
    ] as const) {
      expect(sent.cell(px, py)).toBe(here.cell(px, py));
      expect(sent.nearest(px, py, 60)).toBe(here.nearest(px, py, 60));
    }
  });

  it('handles an empty graph', () => {
    expect(new SpatialGrid(new Float32Array(0), new Float32Array(0)).nearest(0, 0, 20)).toBe(-1);
  });
});
