import { describe, expect, it } from 'vitest';
import { levelOfDetail, LINKS_FROM_SCALE, NODE_BUDGET, NODES_FROM_SCALE } from './level-of-detail';

describe('levelOfDetail', () => {
  it('draws nodes and links at the default zoom', () => {
    expect(levelOfDetail(0.6, 2_000_000)).toEqual({ nodes: true, links: true });
  });

  it('drops links below their zoom, keeping nodes', () => {
    expect(levelOfDetail(LINKS_FROM_SCALE * 0.99, 2_000_000)).toEqual({ nodes: true, links: false });
    expect(levelOfDetail(LINKS_FROM_SCALE, 2_000_000)).toEqual({ nodes: true, links: true });
  });

  it('draws density for more nodes than the budget below the node zoom', () => {
    expect(levelOfDetail(NODES_FROM_SCALE * 0.99, NODE_BUDGET + 1)).toEqual({ nodes: false, links: false });
    expect(levelOfDetail(NODES_FROM_SCALE, NODE_BUDGET + 1)).toEqual({ nodes: true, links: false });
  });

  it('keeps a small graph as nodes however far it is zoomed out', () => {
    expect(levelOfDetail(0.001, NODE_BUDGET)).toEqual({ nodes: true, links: false });
  });
});
