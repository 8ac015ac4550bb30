import { describe, expect, it } from 'vitest';
import { MOMENT_HINT, parseMoment } from './parse-moment';

/** Friday 27 November 2026, 12:00 local time. */
const NOW = new Date(2026, 10, 27, 12, 0).getTime();
const local = (day: number, hours = 0, minutes = 0, month = 10) => new Date(2026, month, day, hours, minutes).getTime();

describe('parseMoment', () => {
  it.each([
    ['10:30', local(27, 10, 30)],
    ['9.05', local(27, 9, 5)],
    ['4am', local(27, 4)],
    ['12 am', local(27, 0)],
    ['12pm', local(27, 12)],
    ['16:00', local(26, 16)], // still to come today: yesterday's
    ['yesterday 16:00', local(26, 16)],
    ['Yesterday at 4:30 pm', local(26, 16, 30)],
    ['today 8:00', local(27, 8)],
    ['monday 9:15', local(23, 9, 15)],
    ['fri 7am', local(27, 7)],
    ['2026-11-02 14:00', local(2, 14)],
    ['2025-12-31 23:59', new Date(2025, 11, 31, 23, 59).getTime()],
  ])('reads "%s" as a moment', (text, at) => {
    expect(parseMoment(text, NOW)).toEqual({ at, day: false });
  });

  it.each([
    ['yesterday', local(26)],
    ['today', local(27)],
    ['sunday', local(22)],
    ['2026-10-01', local(1, 0, 0, 9)],
  ])('reads "%s" as a whole day', (text, at) => {
    expect(parseMoment(text, NOW)).toEqual({ at, day: true });
  });

  it.each(['', 'github', 'react hooks', '12 angry men', 'today show', 'yesterday news', 'mo'])(
    'leaves "%s" to the history search',
    (text) => {
      expect(parseMoment(text, NOW)).toBeNull();
    },
  );

  it.each([
    ['25:00', '“25:00” is not a time of day: hours run 0 to 23 (or 1 to 12 with am or pm), minutes 00 to 59.'],
    ['10:75', '“10:75” is not a time of day: hours run 0 to 23'],
    ['13pm', '“13pm” is not a time of day: hours run 0 to 23'],
    ['10:5', '“10:5” is not a time of day'],
    ['yesterday 10:30:15', '“10:30:15” is not a time of day.'],
    ['2026-02-31 10:00', '“2026-02-31” is not a date: write a date as YYYY-MM-DD, such as 2026-11-26.'],
    ['today 23:00', 'today 23:00 is still to come: choose a moment up to now.'],
    ['2026-12-01', '2026-12-01 is still to come: choose a day up to today.'],
  ])('says how to write a moment for "%s"', (text, message) => {
    expect(() => parseMoment(text, NOW)).toThrow(message);
    expect(() => parseMoment(text, NOW)).toThrow(MOMENT_HINT);
  });
});
