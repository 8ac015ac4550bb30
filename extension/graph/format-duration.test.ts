import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration (SPEC §9)', () => {
  it.each([
    [3_900_000, '1h 5m'],
    [303_000, '5m 3s'],
    [30_000, '30s'],
    [7_200_000, '2h'],
    [300_000, '5m'],
    [400, '0s'],
    [0, '0s'],
    [-5_000, '0s'],
    [Number.NaN, '0s'],
  ])('%d ms → %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });
});
