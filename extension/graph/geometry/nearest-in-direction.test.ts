import { describe, expect, it } from 'vitest';
import { nearestInDirection } from './nearest-in-direction';

// Two columns of three (x 0 and 100, rows 80 apart) and one node far right on the middle row:
//   0 (0,0)    3 (100,0)
//   1 (0,80)   4 (100,80)    6 (400,80)
//   2 (0,160)  5 (100,160)
const x = Float32Array.from([0, 0, 0, 100, 100, 100, 400]);
const y = Float32Array.from([0, 80, 160, 0, 80, 160, 80]);

describe('nearestInDirection (arrow keys between nodes)', () => {
  it.each([
    ['right goes to the same row in the next column', 1, 'right', 4],
    ['left comes back', 4, 'left', 1],
    ['down goes to the next node of the column', 3, 'down', 4],
    ['up goes to the one above', 5, 'up', 4],
    ['right prefers the node in line over a nearer one off to the side', 4, 'right', 6],
    ['up from a node alone in its column takes the nearest ahead off the column', 6, 'up', 3],
    ['left from far right reaches the column in line', 6, 'left', 4],
  ] as const)('%s', (_name, from, direction, to) => {
    expect(nearestInDirection(x, y, from, direction)).toBe(to);
  });

  it.each([
    [0, 'up'],
    [0, 'left'],
    [6, 'right'],
    [2, 'down'],
  ] as const)('from node %d nothing lies %s: -1', (from, direction) => {
    expect(nearestInDirection(x, y, from, direction)).toBe(-1);
  });

  it('skips nodes at the same place along the direction (a drag left them stacked)', () => {
    expect(nearestInDirection([0, 0, 50], [0, 30, 0], 0, 'right')).toBe(2);
  });
});
