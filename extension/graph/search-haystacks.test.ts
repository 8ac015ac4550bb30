import { describe, expect, it } from 'vitest';
import type { NodeInfo } from './graph-model';
import { SearchHaystacks } from './search-haystacks';
import { haystackOf } from './search-nodes';

const nodes = Array.from({ length: 1000 }, (_, i) => ({ url: `https://site${i}.example/`, title: `Page ${i}`, video: null, searchQuery: null }) as unknown as NodeInfo);

describe('SearchHaystacks', () => {
  it.each([
    ['no time', 0, 0],
    ['time for one slice', 1, 256],
    ['time for two slices', 2, 512],
    ['more time than needed', 10, 1000],
  ])('builds in slices while there is time left: %s', (_name, slices, built) => {
    const haystacks = new SearchHaystacks(nodes);
    let calls = 0;
    const done = haystacks.buildWhile(() => (calls++ < slices ? 1 : 0));
    expect(done).toBe(built === nodes.length);
    expect(haystacks.done).toBe(built === nodes.length);
    expect(haystacks.all()).toEqual(nodes.map(haystackOf)); // a search finishes the rest at once, in node order
  });
});
