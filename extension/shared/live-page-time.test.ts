import { describe, expect, it } from 'vitest';
import { livePageTime, livePageTimeOf } from './live-page-time';

describe('livePageTime', () => {
  it.each([
    [0, { seconds: 0, display: '0s' }],
    [499, { seconds: 0, display: '0s' }],
    [30_499, { seconds: 30, display: '30s' }],
    [302_500, { seconds: 303, display: '5m 3s' }],
    [3_900_000, { seconds: 3_900, display: '1h 5m' }],
    [-5, { seconds: 0, display: '0s' }],
    [Number.NaN, { seconds: 0, display: '0s' }],
  ])('%i ms is %o', (ms, expected) => {
    expect(livePageTime(ms)).toEqual(expected);
  });
});

describe('livePageTimeOf', () => {
  it.each([
    ['an answer', { livePageTime: { seconds: 65, display: 'ignored' } }, { seconds: 65, display: '1m 5s' }],
    ['an answer from before seconds were sent', { timeSpent: 1 }, null],
    ['a negative figure', { livePageTime: { seconds: -1 } }, null],
    ['a string figure', { livePageTime: { seconds: '65' } }, null],
    ['null', null, null],
  ])('%s', (_name, data, expected) => {
    expect(livePageTimeOf(data)).toEqual(expected);
  });
});
