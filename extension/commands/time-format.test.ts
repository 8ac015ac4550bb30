import { describe, expect, it } from 'vitest';
import { dayKey, formatCountdown, formatDuration, formatMinutes, parseDuration, startOfDay } from './time-format';
import { siteOf } from './site';

describe('formatDuration (SPEC §9: 1h 5m, 5m 3s, 30s)', () => {
  it.each([
    [3_900_000, '1h 5m'],
    [303_000, '5m 3s'],
    [30_000, '30s'],
    [0, '0s'],
    [-5, '0s'],
    [7_200_000, '2h 0m'],
  ])('%d ms → %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe('formatMinutes', () => {
  it.each([
    [15, '15m'],
    [60, '1h'],
    [90, '1h 30m'],
    [360, '6h'],
  ])('%d min → %s', (minutes, text) => expect(formatMinutes(minutes)).toBe(text));
});

describe('formatCountdown', () => {
  it.each([
    [923_000, '15:23'],
    [59_001, '1:00'],
    [3_729_000, '1:02:09'],
    [0, '0:00'],
  ])('%d ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});

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

describe('days', () => {
  it('keys a time by its local day and finds its midnight', () => {
    const t = new Date(2025, 8, 23, 15, 4).getTime();
    expect(dayKey(t)).toBe('2025-09-23');
    expect(startOfDay(t)).toBe(new Date(2025, 8, 23).getTime());
  });
});

describe('siteOf', () => {
  it.each([
    ['https://www.github.com/a?b', 'github.com'],
    ['http://127.0.0.1:8080/x', '127.0.0.1'],
    ['chrome://newtab/', null],
    ['not a url', null],
    [undefined, null],
  ])('%s → %s', (url, site) => expect(siteOf(url)).toBe(site));
});
