import { LINK_KINDS, type GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import type { SpatialGrid } from './spatial-grid';

/** Links sorted into draw groups, one per tile of the source node and link kind. */
export interface LinkGroups {
  /** Per link: its group, the source's tile × LINK_KINDS.length + its kind. */
  group: Uint32Array;
  /** Per link: its place in link order by group (the links of group g are start[g] up to start[g + 1]). */
  slot: Uint32Array;
  /** Where each group starts in that order, plus the total at the end (group count + 1 entries). */
  start: Uint32Array;
  /** How many links the largest group has. */
  largest: number;
}

/**
 * Groups a graph's links by the tile their source node lies in and their kind, by a counting sort into
 * flat arrays (no array per group), so each group's quads lie together and draw as one mesh.
 */
export function linkGroups(
  columns: Pick<GraphColumns, 'linkSource' | 'linkKind'>,
  x: Float32Array,
  y: Float32Array,
  tiles: SpatialGrid,
): LinkGroups {
  const { linkSource, linkKind } = columns;
  const kinds = LINK_KINDS.length;
  const start = new Uint32Array(tiles.cellCount * kinds + 1);
  const group = new Uint32Array(linkSource.length);
  for (let link = 0; link < linkSource.length; link++) {
    const s = linkSource[link]!;
    group[link] = tiles.cell(x[s]!, y[s]!) * kinds + linkKind[link]!;
    start[group[link]! + 1]!++;
  }
  let largest = 0;
  for (let g = 1; g < start.length; g++) {
    largest = Math.max(largest, start[g]!);
    start[g]! += start[g - 1]!;
  }
  const fill = start.slice(0, -1);
  const slot = new Uint32Array(linkSource.length);
  for (let link = 0; link < linkSource.length; link++) slot[link] = fill[group[link]!]!++;
  return { group, slot, start, largest };
}
