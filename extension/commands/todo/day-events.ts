import type { ToolsDb } from '../../storage/tools-db';
import { dayKey, startOfDay } from '../../shared/day-key';

/** The per-day event list's days (SPEC §1). */
export const DAY_NAMES = ['Yesterday', 'Today', 'Tomorrow'] as const;

/** One event of the list (SPEC §3 demo event: id, time text such as 9:00 AM, title). */
export interface DayEvent {
  key: string;
  time: string;
  title: string;
  done: boolean;
  todoId?: number;
}

const DAY_MS = 86_400_000;
const OFFSET = { Yesterday: -1, Today: 0, Tomorrow: 1 } as const;

/** Todos and timers of a day relative to `now`, in time order. */
export async function dayEvents(tools: ToolsDb, day: (typeof DAY_NAMES)[number], now: number): Promise<DayEvent[]> {
  const start = startOfDay(startOfDay(now) + OFFSET[day] * DAY_MS + DAY_MS / 2);
  const end = startOfDay(start + DAY_MS + DAY_MS / 2);
  const time = (t: number) => new Date(t).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
  const todos = await tools.todos.where('day').equals(dayKey(start)).toArray();
  const timers = await tools.timers.where('endsAt').between(start, end, true, false).toArray();
  return [
    ...todos.map((t) => ({ key: `todo:${t.id}`, at: t.createdAt, time: time(t.createdAt), title: t.text, done: t.done, todoId: t.id })),
    ...timers.map((t) => ({ key: `timer:${t.id}`, at: t.endsAt, time: time(t.endsAt), title: `Timer: ${t.label}`, done: t.endsAt <= now })),
  ]
    .sort((a, b) => a.at - b.at)
    .map(({ at: _at, ...event }) => event);
}
