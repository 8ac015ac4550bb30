import type { GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import { growBounds } from './grow-bounds';
import { linkGroups, type LinkGroups } from './link-groups';
import { writeLinkQuad } from './link-quads';
import { gridIndex, HIT_CELL, SpatialGrid, type Bounds, type GridIndex } from './spatial-grid';

/** World units per tile side: the default view (zoom 0.6) meets at most 3 × 2 tiles. */
const TILE_CELL = 2048;

/** Floats per link quad: 4 corners. */
export const QUAD = 8;

/** A graph's links as quads in draw-group order (link `l`'s quad at `slot[l] × QUAD`), grouped by tile and kind. */
export interface LinkQuads extends LinkGroups {
  positions: Float32Array;
}

/**
 * What is drawn and hit-tested of a graph's laid-out positions: hit-testing's grid, the renderer's tiles (their
 * grid, and the bounds of what each draws) and its links' quads by tile. Made in the graph's worker beside the
 * layout and sent with it, so the page only wraps them (a 1M month: the grids 177-227 ms there, 56-59 ms under Node
 * for a million points).
 */
export interface GraphGeometry {
  hit: GridIndex;
  tiles: GridIndex;
  /**
   * Per tile cell, the bounds of its nodes and of the far ends of the links leaving them: minX, minY, maxX, maxY
   * (an empty cell: Infinity, Infinity, -Infinity, -Infinity).
   */
  tileBounds: Float32Array;
  links: LinkQuads;
}

/** The geometry of a graph's positions (see GraphGeometry). */
export function graphGeometry(
  columns: Pick<GraphColumns, 'x' | 'y' | 'linkSource' | 'linkTarget' | 'linkKind'>,
): GraphGeometry {
  const { x, y, linkSource, linkTarget } = columns;
  const tiles = gridIndex(x, y, TILE_CELL);
  const grid = new SpatialGrid(x, y, tiles);
  const bounds: Bounds[] = Array.from({ length: grid.cellCount }, () => ({
    minX: Infinity,
    minY: Infinity,
    maxX: -Infinity,
    maxY: -Infinity,
  }));
  for (let node = 0; node < x.length; node++) growBounds(bounds[grid.cell(x[node]!, y[node]!)]!, x[node]!, y[node]!);
  const groups = linkGroups(columns, x, y, grid);
  const positions = new Float32Array(linkSource.length * QUAD);
  for (let link = 0; link < linkSource.length; link++) {
    const [s, t] = [linkSource[link]!, linkTarget[link]!];
    writeLinkQuad(positions, groups.slot[link]! * QUAD, x[s]!, y[s]!, x[t]!, y[t]!);
    growBounds(bounds[grid.cell(x[s]!, y[s]!)]!, x[t]!, y[t]!);
  }
  const tileBounds = new Float32Array(bounds.length * 4);
  bounds.forEach((b, cell) => tileBounds.set([b.minX, b.minY, b.maxX, b.maxY], cell * 4));
  return { hit: gridIndex(x, y, HIT_CELL), tiles, tileBounds, links: { ...groups, positions } };
}

/** Buffers of a graph's geometry, to transfer them. */
export function geometryBuffers(geometry: GraphGeometry): ArrayBuffer[] {
  const { hit, tiles, tileBounds, links } = geometry;
  const columns = [hit.cellStart, hit.items, tiles.cellStart, tiles.items, tileBounds];
  return [...columns, links.group, links.slot, links.start, links.positions].map((c) => c.buffer as ArrayBuffer);
}
