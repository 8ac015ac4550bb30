import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './call-provider';

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('retryAfterMs', () => {
  it.each([
    ['7', 7000],
    ['Thu, 26 Nov 2026 12:00:10 GMT', 10_000],
    ['Thu, 26 Nov 2026 11:00:00 GMT', 0],
    ['soon', null],
    [null, null],
  ])('reads %s', (header, ms) => expect(retryAfterMs(header, NOW)).toBe(ms));
});
