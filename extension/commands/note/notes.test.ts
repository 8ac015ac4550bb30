import { describe, expect, it } from 'vitest';
import { noteCounts } from './notes';

describe('noteCounts', () => {
  it.each([
    ['', 0, 0],
    ['  ', 0, 2],
    ['Ask Sam about the launch plan', 6, 29],
    ['one\ntwo  three', 3, 14],
  ])('%j has %d words and %d characters', (text, words, chars) => expect(noteCounts(text)).toEqual({ words, chars }));
});
