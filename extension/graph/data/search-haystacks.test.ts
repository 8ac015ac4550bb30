import { describe, expect, it } from 'vitest';
import { packStrings, type NodeInfo } from './graph-model';
import { SearchHaystacks } from './search-haystacks';
import { haystackOf } from './search-nodes';

const nodes = Array.from(
  { length: 1000 },
  (_, i) =>
    ({ url: `https://site${i}.example/`, title: `Page ${i}`, video: null, searchQuery: null }) as unknown as NodeInfo,
);

describe('SearchHaystacks', () => {
  it.each([
    ['no time', 0, false],
    ['time for one slice', 1, false],
    ['time for every slice but no packing', 4, false],
    ['time for every slice and the packing', 5, true],
    ['more time than needed', 10, true],
  ])('builds in slices of 256 nodes, then packs, while there is time left: %s', (_name, slices, done) => {
    const haystacks = new SearchHaystacks(nodes);
    let calls = 0;
    expect(haystacks.buildWhile(() => (calls++ < slices ? 1 : 0))).toBe(done);
    expect(haystacks.done).toBe(done);
    expect(haystacks.packed()).toEqual(packStrings(nodes.map(haystackOf))); // a search finishes the rest at once, in node order
    expect(haystacks.done).toBe(true);
  });
});
