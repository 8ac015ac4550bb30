import { describe, expect, it } from 'vitest';
import { geometryBuffers, graphGeometry, QUAD } from './graph-geometry';
import { writeLinkQuad } from './link-quads';
import { gridIndex, HIT_CELL } from './spatial-grid';

// Nodes 0-1 in the first tile (2,048 units wide), 2-3 in the second, 4 in the fifth; the third and fourth are empty.
const x = Float32Array.of(0, 100, 3000, 3100, 9000);
const y = Float32Array.of(0, 0, 0, 0, 500);
// Links 0→2 (same-tab), 2→3 (new-tab), 1→0 (session), 4→1 (same-tab).
const links = {
  linkSource: Uint32Array.of(0, 2, 1, 4),
  linkTarget: Uint32Array.of(2, 3, 0, 1),
  linkKind: Uint8Array.of(0, 1, 2, 0),
};
const geometry = graphGeometry({ x, y, ...links });
const boundsOf = (cell: number) => [...geometry.tileBounds.subarray(cell * 4, cell * 4 + 4)];

describe('graphGeometry', () => {
  it('bounds each tile over its nodes (disc and ring) and the far ends of the links leaving them', () => {
    expect(boundsOf(0)).toEqual([-26, -26, 3026, 26]); // 0→2 reaches into the second tile
    expect(boundsOf(1)).toEqual([2974, -26, 3126, 26]);
    expect(boundsOf(4)).toEqual([74, -26, 9026, 526]); // 4→1 reaches back to the first
  });

  it('leaves an empty tile empty', () => {
    expect(boundsOf(2)).toEqual([Infinity, Infinity, -Infinity, -Infinity]);
    expect(boundsOf(3)).toEqual([Infinity, Infinity, -Infinity, -Infinity]);
  });

  it("writes each link's quad at its slot, in its tile's and kind's group", () => {
    const { positions, slot, group, start } = geometry.links;
    links.linkSource.forEach((s, link) => {
      const t = links.linkTarget[link]!;
      const quad = new Float32Array(QUAD);
      writeLinkQuad(quad, 0, x[s]!, y[s]!, x[t]!, y[t]!);
      expect([...positions.subarray(slot[link]! * QUAD, (slot[link]! + 1) * QUAD)]).toEqual([...quad]);
      expect(slot[link]).toBeGreaterThanOrEqual(start[group[link]!]!);
      expect(slot[link]).toBeLessThan(start[group[link]! + 1]!);
    });
  });

  it("makes the hit-test grid and the tile grid of the positions, and transfers every array's buffer", () => {
    expect(geometry.hit).toEqual(gridIndex(x, y, HIT_CELL));
    expect(geometry.tiles).toEqual(gridIndex(x, y, 2048));
    expect(new Set(geometryBuffers(geometry)).size).toBe(9);
  });
});
