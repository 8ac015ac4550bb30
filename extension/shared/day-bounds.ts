/**
 * A calendar day's bounds in a time zone, as Calendar's `events.list` takes them: RFC 3339 with the zone's
 * offset at each bound (developers.google.com/calendar/api/v3/reference/events/list). Computed from the zone's
 * real offsets, so a daylight-saving day is 23 or 25 hours long. Pure.
 */

/** The start of a day and of the next one, RFC 3339 with the offset ("2026-03-29T00:00:00+01:00"). */
export interface DayBounds {
  timeMin: string;
  timeMax: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The wall-clock fields of `time` in `timeZone`, as if they were UTC (ms). */
function wallClock(time: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(time)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at `time`, in ms. */
const offsetAt = (time: number, timeZone: string) =>
  wallClock(Math.floor(time / 1000) * 1000, timeZone) - Math.floor(time / 1000) * 1000;

/**
 * The first instant the wall clock of `timeZone` shows `wall` (UTC-encoded fields); when a daylight-saving gap
 * skips it (midnight in Santiago de Chile), the instant the clock jumps, the first one after it.
 */
function instantOf(wall: number, timeZone: string): number {
  // Transitions are months apart: the offsets a day and a half either side are the ones before and after any change near `wall`.
  const before = wall - offsetAt(wall - 36 * HOUR_MS, timeZone);
  const after = wall - offsetAt(wall + 36 * HOUR_MS, timeZone);
  const shown = [before, after].filter((t) => wallClock(t, timeZone) === wall);
  return shown.length > 0 ? Math.min(...shown) : before;
}

/** `time` as RFC 3339 in `timeZone`, with the offset it has there. */
export function rfc3339In(time: number, timeZone: string): string {
  const offset = offsetAt(time, timeZone);
  const minutes = Math.abs(offset) / 60_000;
  const pad = (n: number) => String(n).padStart(2, '0');
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  return `${new Date(wallClock(time, timeZone)).toISOString().slice(0, 19)}${zone}`;
}

/** The bounds of the day `days` after the day of `now` (−1 yesterday, 0 today, 1 tomorrow) in `timeZone`. */
export function dayBounds(now: number, days: number, timeZone: string): DayBounds & { start: number; end: number } {
  const wall = wallClock(now, timeZone);
  const midnight = wall - (wall % DAY_MS) + days * DAY_MS;
  const start = instantOf(midnight, timeZone);
  const end = instantOf(midnight + DAY_MS, timeZone);
  return { start, end, timeMin: rfc3339In(start, timeZone), timeMax: rfc3339In(end, timeZone) };
}
