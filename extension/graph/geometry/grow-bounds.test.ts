import { describe, expect, it } from 'vitest';
import { growBounds } from './grow-bounds';

describe('growBounds', () => {
  it.each([
    [
      'empty bounds to one node',
      { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity },
      100,
      50,
      { minX: 74, minY: 24, maxX: 126, maxY: 76 },
    ],
    [
      'to a node beyond the right and bottom',
      { minX: 0, minY: 0, maxX: 100, maxY: 100 },
      200,
      300,
      { minX: 0, minY: 0, maxX: 226, maxY: 326 },
    ],
    [
      'to a node beyond the left and top',
      { minX: 0, minY: 0, maxX: 100, maxY: 100 },
      -50,
      -10,
      { minX: -76, minY: -36, maxX: 100, maxY: 100 },
    ],
    [
      'not at all for a node inside',
      { minX: 0, minY: 0, maxX: 100, maxY: 100 },
      50,
      50,
      { minX: 0, minY: 0, maxX: 100, maxY: 100 },
    ],
  ])('grows %s, disc and ring included', (_name, bounds, x, y, expected) => {
    growBounds(bounds, x, y);
    expect(bounds).toEqual(expected);
  });
});
