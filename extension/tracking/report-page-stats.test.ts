import { describe, expect, it } from 'vitest';
import { countWords, readProgressOf } from './report-page-stats';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ['Browse with intention', 3],
    ['  leading\tand\ntrailing  ', 3],
    ['non\u00a0breaking space', 3],
    ['hyphen-ated words count once', 4],
  ])('%j has %i words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});

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
