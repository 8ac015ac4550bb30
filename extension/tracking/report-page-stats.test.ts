import { describe, expect, it } from 'vitest';
import { readProgressOf } from './report-page-stats';

describe('readProgressOf', () => {
  it.each([
    [0, 800, 4000, 0.2],
    [1600, 800, 4000, 0.6],
    [3200, 800, 4000, 1],
    [5000, 800, 4000, 1],
    [0, 800, 500, 1],
    [0, 800, 0, 1],
  ])('scrollY %i, viewport %i, document %i → %d', (scrollY, viewport, height, expected) => {
    expect(readProgressOf(scrollY, viewport, height)).toBe(expected);
  });
});
