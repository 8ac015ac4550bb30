import { describe, expect, it } from 'vitest';
import { LINK_KINDS } from '../../../graph-layout-rs/ts/graph-columns';
import { linkGroups } from './link-groups';
import { SpatialGrid } from './spatial-grid';

// Nodes 0-2 in the left tile, node 3 in the right one (tiles 1000 wide).
const x = Float32Array.of(0, 100, 200, 1500);
const y = Float32Array.of(0, 0, 0, 0);
const tiles = new SpatialGrid(x, y, 1000);
const kinds = LINK_KINDS.length;
// Links by source → target, kind: 0→1 same-tab, 1→3 new-tab, 3→2 same-tab, 0→2 same-tab, 2→3 session.
const columns = { linkSource: Uint32Array.of(0, 1, 3, 0, 2), linkKind: Uint8Array.of(0, 1, 0, 0, 2) };

describe('linkGroups', () => {
  const groups = linkGroups(columns, x, y, tiles);

  it('groups each link by its source node’s tile and its kind', () => {
    expect([...groups.group]).toEqual([0, 1, kinds, 0, 2]);
  });

  it('gives each group a contiguous run of slots, links in their order within a group', () => {
    expect([...groups.start]).toEqual([0, 2, 3, 4, 5, 5, 5]);
    expect([...groups.slot]).toEqual([0, 2, 4, 1, 3]);
  });

  it('gives every link its own slot inside its group’s run', () => {
    groups.slot.forEach((slot, link) => {
      const g = groups.group[link]!;
      expect(slot).toBeGreaterThanOrEqual(groups.start[g]!);
      expect(slot).toBeLessThan(groups.start[g + 1]!);
    });
    expect(new Set(groups.slot).size).toBe(columns.linkSource.length);
  });

  it('names the size of the largest group (the shared index buffer is that long)', () => {
    expect(groups.largest).toBe(2);
  });

  it('has empty groups and no links for a graph without links', () => {
    const none = linkGroups({ linkSource: new Uint32Array(0), linkKind: new Uint8Array(0) }, x, y, tiles);
    expect(none).toEqual({
      group: new Uint32Array(0),
      slot: new Uint32Array(0),
      start: new Uint32Array(2 * kinds + 1),
      largest: 0,
    });
  });
});
