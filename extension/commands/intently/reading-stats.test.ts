import { describe, expect, it } from 'vitest';
import { percentRead, readMinutes, readingChipText } from './reading-stats';

describe('reading analytics chip', () => {
  it.each([
    [0, 1],
    [450, 2],
    [2000, 10],
  ])('%d words read in %d min', (words, minutes) => expect(readMinutes(words)).toBe(minutes));

  it.each([
    [0, 800, 4000, 0],
    [1600, 800, 4000, 50],
    [5000, 800, 4000, 100],
    [0, 800, 600, 100],
  ])('scrollY %d of a %d/%d page is %d%%', (y, vh, h, percent) => expect(percentRead(y, vh, h)).toBe(percent));

  it('says it in one line', () => {
    expect(readingChipText(900, 35, '2m 5s')).toBe('5 min read · 35% read · 2m 5s spent');
  });
});
