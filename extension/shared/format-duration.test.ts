import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDuration, formatMinutes } from './format-duration';

describe('formatDuration (SPEC §9: 1h 5m, 5m 3s, 30s)', () => {
  it.each([
    [3_900_000, '1h 5m'],
    [303_000, '5m 3s'],
    [30_000, '30s'],
    [300_000, '5m'],
    [7_200_000, '2h'],
    [400, '0s'],
    [0, '0s'],
    [-5_000, '0s'],
    [Number.NaN, '0s'],
  ])('%d ms → %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe('formatMinutes', () => {
  it.each([
    [15 * 60_000, '15m'],
    [29 * 60_000, '29m'],
    [20_000, '0m'],
    [60 * 60_000, '1h'],
    [65 * 60_000, '1h 5m'],
    [90 * 60_000, '1h 30m'],
    [360 * 60_000, '6h'],
    [-1, '0m'],
  ])('%d ms → %s', (ms, text) => expect(formatMinutes(ms)).toBe(text));
});

describe('formatCountdown', () => {
  it.each([
    [923_000, '15:23'],
    [59_001, '1:00'],
    [3_729_000, '1:02:09'],
    [0, '0:00'],
  ])('%d ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});
