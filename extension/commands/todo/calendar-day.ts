import { ReconnectGoogleError } from '../../shared/call-google';
import { dayBounds } from '../../shared/day-bounds';
import { calendarEntries, eventsPath, type CalendarEntry } from '../../shared/google-calendar';
import type { CommandDeps } from '../define-command';
import { DAY_OFFSETS, type DayName } from './day-events';

/** The calendar's part of a day: its events, or why there are none ("connect": Google Calendar is not connected). */
export type CalendarDay = { entries: CalendarEntry[]; connect?: true; error?: string };

/** What a failed listing names in its sentence. */
export const LISTING_EVENTS = 'Listing your calendar events';

/**
 * The day's events from Google Calendar (`events.list` between the day's bounds in `timeZone`), quietly
 * nothing when signed out, and `connect` when Google Calendar is not (or no longer) connected.
 */
export async function calendarDay(d: Pick<CommandDeps, 'google'>, day: DayName, now: number, timeZone: string): Promise<CalendarDay> {
  if (!(await d.google.profile())) return { entries: [] };
  try {
    return { entries: calendarEntries(await d.google.call('calendar', 'calendar', LISTING_EVENTS, eventsPath(dayBounds(now, DAY_OFFSETS[day], timeZone)))) };
  } catch (error) {
    if (error instanceof ReconnectGoogleError) return { entries: [], connect: true };
    return { entries: [], error: error instanceof Error ? error.message : String(error) };
  }
}
