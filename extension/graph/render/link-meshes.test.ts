import { afterAll, describe, expect, it, vi } from 'vitest';
import { graphGeometry, QUAD } from '../geometry/graph-geometry';

vi.stubGlobal('navigator', { userAgent: 'node' }); // pixi.js reads it while loading
afterAll(() => vi.unstubAllGlobals()); // the unit tests share one module graph per worker
const { Container, Mesh } = await import('pixi.js');
const { LinkMeshes } = await import('./link-meshes');

// Three nodes in one tile, linked 0→1 (same-tab) and 1→2 (new-tab).
const columns = {
  x: Float32Array.of(0, 100, 200),
  y: Float32Array.of(0, 0, 50),
  linkSource: Uint32Array.of(0, 1),
  linkTarget: Uint32Array.of(1, 2),
  linkKind: Uint8Array.of(0, 1),
};

describe('LinkMeshes', () => {
  it("draws the worker's quads as sent, and a drag rewrites a copy, never the graph's own", () => {
    const geometry = graphGeometry(columns);
    const laidOut = geometry.links.positions.slice();
    const [x, y] = [columns.x.slice(), columns.y.slice()];
    const layer = new Container();
    const bounds = [{ minX: 0, minY: 0, maxX: 0, maxY: 0 }];
    const meshes = new LinkMeshes(columns, x, y, geometry.links, bounds, layer);
    meshes.setVisible(0, true);
    const drawn = () =>
      layer.children.map((mesh) => (mesh instanceof Mesh ? [...(mesh.geometry.positions as Float32Array)] : []));
    expect(drawn().flat()).toEqual([...laidOut]);

    x[1] = 100;
    y[1] = 400; // node 1 dragged down: both its links move
    meshes.moveNode(1);
    expect([...geometry.links.positions]).toEqual([...laidOut]);
    const slot = geometry.links.slot[0]!;
    expect(
      drawn()
        .flat()
        .slice(slot * QUAD, (slot + 1) * QUAD),
    ).not.toEqual([...laidOut.subarray(slot * QUAD, (slot + 1) * QUAD)]);
    expect(
      Math.max(
        ...drawn()
          .flat()
          .filter((_, k) => k % 2 === 1),
      ),
    ).toBeGreaterThan(390);
    expect(bounds[0]!.maxY).toBeGreaterThanOrEqual(400); // the tile's bounds grew over the dragged node
  });
});
