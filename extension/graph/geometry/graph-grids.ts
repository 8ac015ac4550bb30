import type { GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import { gridIndex, HIT_CELL, type GridIndex } from './spatial-grid';

/** World units per tile side: the default view (zoom 0.6) meets at most 3 × 2 tiles. */
const TILE_CELL = 2048;

/** A graph's two grids over its laid-out positions: hit-testing's and the renderer's tiles'. */
export interface GraphGrids {
  hit: GridIndex;
  tiles: GridIndex;
}

/**
 * The grids of a graph's positions: made in the graph's worker beside the layout and sent with it (a 1M month:
 * 177-227 ms there, 56-59 ms under Node for a million points).
 */
export function graphGrids(columns: Pick<GraphColumns, 'x' | 'y'>): GraphGrids {
  return { hit: gridIndex(columns.x, columns.y, HIT_CELL), tiles: gridIndex(columns.x, columns.y, TILE_CELL) };
}

/** Buffers of a graph's grids, to transfer them. */
export function gridBuffers(grids: GraphGrids): ArrayBuffer[] {
  const { hit, tiles } = grids;
  return [hit.cellStart, hit.items, tiles.cellStart, tiles.items].map((column) => column.buffer as ArrayBuffer);
}
