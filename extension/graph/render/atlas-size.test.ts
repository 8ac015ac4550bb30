import { describe, expect, it } from 'vitest';
import { atlasSize } from './atlas-size';

describe('atlasSize', () => {
  it.each([
    [0, 64], // the fallback cell alone
    [3, 128], // 2 × 2 cells of 40
    [100, 512], // 11 × 11 cells
    [2_600, 2048],
    [50_000, 2048], // capped: further domains share the fallback
  ])('fits %i domains in a %i-pixel atlas', (domains, size) => {
    expect(atlasSize(domains)).toBe(size);
  });
});
