import type { ToolsDb } from '../../storage/tools-db';
import { eventTime, type CalendarEntry } from '../../shared/google-calendar';
import { clockTime } from '../../shared/clock-time';
import { dayKey, startOfDay } from '../../shared/day-key';

/** The per-day event list's days (SPEC §1). */
export const DAY_NAMES = ['Yesterday', 'Today', 'Tomorrow'] as const;

/** One of the list's days. */
export type DayName = (typeof DAY_NAMES)[number];

/** How many days from today each of the list's days is. */
export const DAY_OFFSETS: Record<DayName, number> = { Yesterday: -1, Today: 0, Tomorrow: 1 };

/** One event of the list (SPEC §3 demo event: id, time text such as 9:00 AM, title). */
export interface DayEvent {
  key: string;
  time: string;
  title: string;
  done: boolean;
  todoId?: number;
  /** A calendar event's page in Google Calendar. */
  link?: string;
}

/** An event with what orders it: all-day events first, then by time. */
export type TimedEvent = DayEvent & { at: number; allDay?: boolean };

const DAY_MS = 86_400_000;

/** Local midnight starting `day` relative to the day of `now`. */
export const dayStart = (day: DayName, now: number): number =>
  startOfDay(startOfDay(now) + DAY_OFFSETS[day] * DAY_MS + DAY_MS / 2);

/** The list in time order: all-day events first, then todos, timers and timed events by their time. Pure. */
export function mergeDayEvents(events: TimedEvent[]): DayEvent[] {
  return [...events]
    .sort((a, b) => Number(Boolean(b.allDay)) - Number(Boolean(a.allDay)) || a.at - b.at)
    .map(({ at: _at, allDay: _allDay, ...event }) => event);
}

/** Calendar entries as events of the list; an all-day event's time says so. Pure. */
export const calendarDayEvents = (entries: CalendarEntry[], now: number): TimedEvent[] =>
  entries.map((e) => ({
    key: `cal:${e.id}`,
    at: e.at,
    allDay: e.allDay,
    time: eventTime(e),
    title: e.title,
    done: e.end <= now,
    link: e.link,
  }));

/** Todos and timers of a day relative to `now`, with the day's calendar events, in time order. */
export async function dayEvents(
  tools: ToolsDb,
  day: DayName,
  now: number,
  calendar: CalendarEntry[] = [],
): Promise<DayEvent[]> {
  const start = dayStart(day, now);
  const end = startOfDay(start + DAY_MS + DAY_MS / 2);
  const todos = await tools.todos.where('day').equals(dayKey(start)).toArray();
  const timers = await tools.timers.where('endsAt').between(start, end, true, false).toArray();
  return mergeDayEvents([
    // A todo added on another day for this one has no time of its own here: it leads the day (or, added later, ends it).
    ...todos.map((t) => {
      const on = t.createdAt >= start && t.createdAt < end;
      return {
        key: `todo:${t.id}`,
        at: Math.min(Math.max(t.createdAt, start), end - 1),
        time: on ? clockTime(t.createdAt) : '',
        title: t.text,
        done: t.done,
        todoId: t.id,
      };
    }),
    ...timers.map((t) => ({
      key: `timer:${t.id}`,
      at: t.endsAt,
      time: clockTime(t.endsAt),
      title: `Timer: ${t.label}`,
      done: t.endsAt <= now,
    })),
    ...calendarDayEvents(calendar, now),
  ]);
}
