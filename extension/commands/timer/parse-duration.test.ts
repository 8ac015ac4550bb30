import { describe, expect, it } from 'vitest';
import { parseDuration } from './parse-duration';

describe('parseDuration', () => {
  it.each([
    ['25', 1_500_000],
    ['90s', 90_000],
    ['1h30m', 5_400_000],
    ['1.5h', 5_400_000],
    ['2m 30s', 150_000],
    ['0', null],
    ['soon', null],
    ['', null],
    ['5x', null],
  ])('%j → %s', (text, ms) => expect(parseDuration(text)).toBe(ms));
});
