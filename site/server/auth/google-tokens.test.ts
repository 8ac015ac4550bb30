import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './google-tokens';

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('retryAfterSeconds', () => {
  it.each([
    ['delta seconds', '7', 7],
    ['zero', '0', 0],
    ['an HTTP date 90 s ahead', 'Thu, 26 Nov 2026 12:01:30 GMT', 90],
    ['an HTTP date already past', 'Thu, 26 Nov 2026 11:59:00 GMT', 0],
    ['no header', null, null],
    ['nonsense', 'soon', null],
    ['a negative number', '-5', null],
  ])('reads %s', (_, header, seconds) => {
    expect(retryAfterSeconds(header, NOW)).toBe(seconds);
  });
});
