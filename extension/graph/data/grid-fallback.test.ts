import { describe, expect, it } from 'vitest';
import { gridFallback } from './grid-fallback';

describe('gridFallback (SPEC §8 layout failure)', () => {
  it('places visits six per row, 80 apart, with no links', () => {
    const columns = gridFallback(8, [0, 0, 0, 0, 0, 0, 0, 0]);
    expect([...columns.x]).toEqual([0, 80, 160, 240, 320, 400, 0, 80]);
    expect([...columns.y]).toEqual([0, 0, 0, 0, 0, 0, 80, 80]);
    expect(columns.linkSource.length).toBe(0);
    expect([...columns.nodeVisit]).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it.each([
    [60_000, 0],
    [5 * 60_000, 1],
    [15 * 60_000, 1],
    [16 * 60_000, 2],
  ])('puts %d ms of active time in filter bucket %d', (active, bucket) => {
    expect(gridFallback(1, [active]).bucket[0]).toBe(bucket);
  });
});
