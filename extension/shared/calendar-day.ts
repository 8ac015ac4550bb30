import { ReconnectGoogleError } from './call-google';
import { dayBounds } from './day-bounds';
import { calendarEntries, eventsPath, type CalendarEntry } from './google-calendar';

/** The button that connects Google Calendar, in /cal and in the per-day list. */
export const CONNECT_CALENDAR = 'Connect Google Calendar';

/** The calendar's part of a day: its events, or why there are none (`connect`: Google Calendar is not connected). */

export type CalendarDay = { entries: CalendarEntry[]; connect?: true; error?: string };

/** The Google access a listing needs (the commands' `CommandDeps.google`). */
export interface CalendarAccess {
  profile(): Promise<unknown>;
  call(grant: 'calendar', api: 'calendar', what: string, path: string): Promise<unknown>;
}

/** What a failed listing names in its sentence. */
const LISTING_EVENTS = 'Listing your calendar events';

/**
 * The events of the day `days` after today (`events.list` between the day's bounds in `timeZone`), quietly
 * nothing when signed out, `connect` when Google Calendar is not (or no longer) connected, and Google's
 * error in words otherwise.
 */
export async function calendarDay(
  google: CalendarAccess,
  days: number,
  now: number,
  timeZone: string,
): Promise<CalendarDay> {
  if (!(await google.profile())) return { entries: [] };
  try {
    return {
      entries: calendarEntries(
        await google.call('calendar', 'calendar', LISTING_EVENTS, eventsPath(dayBounds(now, days, timeZone))),
      ),
    };
  } catch (error) {
    if (error instanceof ReconnectGoogleError) return { entries: [], connect: true };
    return { entries: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/** The user's time zone (the browser's), whose days the list shows. */
export const userTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
