/**
 * Google Calendar's events for the per-day list and /cal: the request paths of `events.list` (one day, single
 * events in start order; developers.google.com/calendar/api/v3/reference/events/list) and `events.quickAdd`
 * (text, no body; developers.google.com/calendar/api/v3/reference/events/quickAdd), and their answers read
 * into entries. Pure.
 */
import { clockTime } from './clock-time';
import type { DayBounds } from './day-bounds';

/** An event as the list shows it: all-day or timed, its start as Google gave it and as an instant. */
export interface CalendarEntry {
  id: string;
  title: string;
  allDay: boolean;
  /** `start.dateTime` ("2026-03-29T13:00:00+02:00") or `start.date` ("2026-03-29") as Google returned it. */
  start: string;
  /** The start instant (ms); an all-day event's is its date's UTC midnight, only for ordering. */
  at: number;
  /** The end instant (ms), likewise. */
  end: number;
  /** The event in Google Calendar. */
  link: string;
}

/** An Event resource, the fields read here. */
interface GoogleEvent {
  id?: string;
  summary?: string;
  status?: string;
  htmlLink?: string;
  start?: { dateTime?: string; date?: string };
  end?: { dateTime?: string; date?: string };
}

/** The title of an event without a summary, as Google Calendar shows it. */
export const NO_TITLE = '(No title)';

const PRIMARY_EVENTS = '/calendar/v3/calendars/primary/events';

/** The path of `events.list` for one day: single events (recurring ones expanded), ordered by start. */
export const eventsPath = ({ timeMin, timeMax }: DayBounds): string =>
  `${PRIMARY_EVENTS}?${new URLSearchParams({ singleEvents: 'true', orderBy: 'startTime', timeMin, timeMax })}`;

/** The path of `events.quickAdd` for a text such as "lunch with Sam tomorrow 1pm" (the request has no body). */
export const quickAddPath = (text: string): string => `${PRIMARY_EVENTS}/quickAdd?${new URLSearchParams({ text })}`;

/** One Event resource as an entry; null for a cancelled event or one without a start. */
export function calendarEntry(event: unknown): CalendarEntry | null {
  const e = (event ?? {}) as GoogleEvent;
  const start = e.start?.dateTime ?? e.start?.date;
  if (!start || e.status === 'cancelled') return null;
  const at = Date.parse(start);
  const end = Date.parse(e.end?.dateTime ?? e.end?.date ?? start);
  return {
    id: e.id ?? start,
    title: e.summary?.trim() || NO_TITLE,
    allDay: !e.start?.dateTime,
    start,
    at,
    end: Number.isNaN(end) ? at : end,
    link: e.htmlLink ?? '',
  };
}

/** The label of an all-day event where a time would be, in /cal and the per-day list. */
export const ALL_DAY = 'All day';

/** An event's time in a list: "1:00 PM" in the user's locale and time zone (or those given), or "All day". */
export const eventTime = (e: Pick<CalendarEntry, 'allDay' | 'at'>, locale?: string, timeZone?: string): string =>
  e.allDay ? ALL_DAY : clockTime(e.at, locale, timeZone);

/** When an event starts, as a person reads it: "Mon, Mar 9, 1:00 PM", or for an all-day event its date, "Mon, Mar 9 (all day)". */
export function startWords(e: Pick<CalendarEntry, 'allDay' | 'at'>, locale?: string, timeZone?: string): string {
  const date = { weekday: 'short', month: 'short', day: 'numeric' } as const;
  // An all-day event's instant is its date's UTC midnight: read in UTC, it is that date wherever the user is.
  if (e.allDay) return `${new Intl.DateTimeFormat(locale, { ...date, timeZone: 'UTC' }).format(e.at)} (all day)`;
  return new Intl.DateTimeFormat(locale, { ...date, hour: 'numeric', minute: '2-digit', timeZone }).format(e.at);
}

/** The entries of an `events.list` answer (`{ items: [Event] }`), in the order Google gave them. */
export const calendarEntries = (answer: unknown): CalendarEntry[] =>
  ((answer as { items?: unknown[] } | null)?.items ?? []).flatMap((item) => calendarEntry(item) ?? []);
