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
