const HOUR_MS = 60 * 60 * 1000;

/** Local midnight of the day containing `time`. */
export function dayStartOf(time: number): number {
  return new Date(time).setHours(0, 0, 0, 0);
}

/** Local midnight `days` days after `dayStart` (daylight-saving safe). */
export function addDays(dayStart: number, days: number): number {
  const date = new Date(dayStart);
  date.setDate(date.getDate() + days);
  return date.getTime();
}

/** The [from, to) times of hours `fromHour`..`toHour` of a day. */
export function hourRange(dayStart: number, fromHour: number, toHour: number): { from: number; to: number } {
  return { from: dayStart + fromHour * HOUR_MS, to: dayStart + toHour * HOUR_MS };
}

/** How much the graph page shows at once: a day (with its hour range), a week or a month, ending on the chosen day. */
export type RangeSpan = 'day' | 'week' | 'month';

/** Days in each span: a week is the 7 days ending on the chosen day, a month the 30. */
export const SPAN_DAYS: Record<RangeSpan, number> = { day: 1, week: 7, month: 30 };

/** The span a `range` URL parameter names; a day when it is absent or names none. */
export function spanOf(search: string): RangeSpan {
  const range = new URLSearchParams(search).get('range');
  return range === 'week' || range === 'month' ? range : 'day';
}

/** The [from, to) times a span shows, ending on the day starting at `dayStart`: hours apply to a day alone. */
export function spanRange(
  dayStart: number,
  span: RangeSpan,
  fromHour: number,
  toHour: number,
): { from: number; to: number } {
  if (span === 'day') return hourRange(dayStart, fromHour, toHour);
  return { from: addDays(dayStart, 1 - SPAN_DAYS[span]), to: addDays(dayStart, 1) };
}

