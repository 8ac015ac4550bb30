import { describe, expect, it } from 'vitest';
import { dayKey, startOfDay } from './day-key';

describe('days', () => {
  it.each([
    [new Date(2025, 8, 23, 15, 4).getTime(), '2025-09-23', new Date(2025, 8, 23).getTime()],
    [new Date(2025, 0, 1, 0, 0).getTime(), '2025-01-01', new Date(2025, 0, 1).getTime()],
    [new Date(2024, 11, 31, 23, 59, 59).getTime(), '2024-12-31', new Date(2024, 11, 31).getTime()],
  ])('keys %d by its local day and finds its midnight', (time, key, midnight) => {
    expect(dayKey(time)).toBe(key);
    expect(startOfDay(time)).toBe(midnight);
  });
});
