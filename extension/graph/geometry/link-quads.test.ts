import { describe, expect, it } from 'vitest';
import { quadIndices, writeLinkQuad } from './link-quads';

describe('link quads', () => {
  it('draws a link as a 2-wide quad along it', () => {
    const positions = new Float32Array(10);
    writeLinkQuad(positions, 2, 0, 0, 10, 0);
    expect([...positions]).toEqual([0, 0, 0, 1, 10, 1, 10, -1, 0, -1]);
  });

  it('collapses a zero-length link to its point', () => {
    const positions = new Float32Array(8);
    writeLinkQuad(positions, 0, 5, 7, 5, 7);
    expect([...positions]).toEqual([5, 7, 5, 7, 5, 7, 5, 7]);
  });

  it('numbers two triangles per quad', () => {
    expect([...quadIndices(2)]).toEqual([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7]);
  });
});
