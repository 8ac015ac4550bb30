import { describe, expect, it } from 'vitest';
import { visitAt } from './visit-at';

//                 0: a 10:00-10:30   1: b 10:05-10:10   2: c 10:20-11:00   3: d 12:00-12:05
const start = [600, 605, 620, 720];
const end = [630, 610, 660, 725];
const ids = ['a', 'b', 'c', 'd'];

describe('visitAt', () => {
  it.each([
    [606, 1], // a and b open: b started last
    [612, 0], // b ended: a is still open
    [625, 2], // a and c open: c started last
    [700, 2], // nothing open: the last one started before
    [500, 0], // before the first visit: the first one
    [9999, 3],
    [620, 2], // starting at that very moment counts
  ])('at %i gives node %i', (at, node) => {
    expect(visitAt(start, end, at)).toBe(node);
  });

  it('prefers the named visit, and falls back to the moment when the day lacks it', () => {
    const visitIdOf = (node: number) => ids[node]!;
    expect(visitAt(start, end, 605, { id: 'b', visitIdOf })).toBe(1);
    expect(visitAt([600, 605, 605], [700, 700, 700], 605, { id: 'b', visitIdOf })).toBe(1);
    expect(visitAt(start, end, 625, { id: 'gone', visitIdOf })).toBe(2);
  });

  it('gives -1 for a day without visits', () => {
    expect(visitAt([], [], 600)).toBe(-1);
  });
});
