import { describe, expect, it } from 'vitest';
import { dayBounds, rfc3339In } from './day-bounds';

const HOUR = 3_600_000;

describe('dayBounds', () => {
  it.each([
    [
      'a winter day in Berlin',
      '2026-01-15T12:00:00Z',
      0,
      'Europe/Berlin',
      '2026-01-15T00:00:00+01:00',
      '2026-01-16T00:00:00+01:00',
      24,
    ],
    [
      'the spring-forward day in Berlin (23 hours)',
      '2026-03-28T22:30:00Z',
      1,
      'Europe/Berlin',
      '2026-03-29T00:00:00+01:00',
      '2026-03-30T00:00:00+02:00',
      23,
    ],
    [
      'the fall-back day in Berlin (25 hours)',
      '2026-10-26T10:00:00Z',
      -1,
      'Europe/Berlin',
      '2026-10-25T00:00:00+02:00',
      '2026-10-26T00:00:00+01:00',
      25,
    ],
    [
      'the spring-forward day in New York (23 hours)',
      '2026-03-08T04:59:00Z',
      0,
      'America/New_York',
      '2026-03-07T00:00:00-05:00',
      '2026-03-08T00:00:00-05:00',
      24,
    ],
    [
      'the spring-forward day in New York, from the day before late at night',
      '2026-03-08T04:59:00Z',
      1,
      'America/New_York',
      '2026-03-08T00:00:00-05:00',
      '2026-03-09T00:00:00-04:00',
      23,
    ],
    [
      'the fall-back day in New York (25 hours)',
      '2026-11-01T12:00:00Z',
      0,
      'America/New_York',
      '2026-11-01T00:00:00-04:00',
      '2026-11-02T00:00:00-05:00',
      25,
    ],
    [
      'the spring-forward day in Santiago, whose midnight the clock skips (23 hours)',
      '2026-09-06T15:00:00Z',
      0,
      'America/Santiago',
      '2026-09-06T01:00:00-03:00',
      '2026-09-07T00:00:00-03:00',
      23,
    ],
    [
      'the day before it, ending when the clock jumps',
      '2026-09-06T15:00:00Z',
      -1,
      'America/Santiago',
      '2026-09-05T00:00:00-04:00',
      '2026-09-06T01:00:00-03:00',
      24,
    ],
    [
      'the fall-back day in Santiago (25 hours)',
      '2026-04-05T15:00:00Z',
      -1,
      'America/Santiago',
      '2026-04-04T00:00:00-03:00',
      '2026-04-05T00:00:00-04:00',
      25,
    ],
    [
      'a day in a zone with a half-hour offset',
      '2026-06-01T20:00:00Z',
      0,
      'Asia/Kolkata',
      '2026-06-02T00:00:00+05:30',
      '2026-06-03T00:00:00+05:30',
      24,
    ],
    ['a day in UTC', '2026-06-01T23:59:59Z', 0, 'UTC', '2026-06-01T00:00:00+00:00', '2026-06-02T00:00:00+00:00', 24],
  ])('bounds %s', (_case, now, days, zone, timeMin, timeMax, hours) => {
    const bounds = dayBounds(Date.parse(now), days, zone);
    expect([bounds.timeMin, bounds.timeMax]).toEqual([timeMin, timeMax]);
    expect([bounds.start, bounds.end]).toEqual([Date.parse(timeMin), Date.parse(timeMax)]);
    expect((bounds.end - bounds.start) / HOUR).toBe(hours);
  });

  it('writes an instant with the offset it has in the zone', () => {
    expect(rfc3339In(Date.parse('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29T03:30:00+02:00');
    expect(rfc3339In(Date.parse('2026-07-01T16:00:00Z'), 'America/New_York')).toBe('2026-07-01T12:00:00-04:00');
  });
});
