import { describe, expect, it } from 'vitest';
import { formatDuration, formatMinutes } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [30_000, '30s'],
    [303_000, '5m 3s'],
    [300_000, '5m'],
    [3_900_000, '1h 5m'],
    [7_200_000, '2h'],
    [-5, '0s'],
  ])('%i ms → %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });
});

describe('formatMinutes', () => {
  it.each([
    [29 * 60_000, '29m'],
    [20_000, '0m'],
    [65 * 60_000, '1h 5m'],
    [120 * 60_000, '2h'],
  ])('%i ms → %s', (ms, expected) => {
    expect(formatMinutes(ms)).toBe(expected);
  });
});
