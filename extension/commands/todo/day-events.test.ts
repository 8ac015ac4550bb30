import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabases } from '../../storage/fresh-databases';
import { calendarEntry, type CalendarEntry } from '../../shared/google-calendar';
import { calendarDayEvents, dayEvents, mergeDayEvents } from './day-events';
import { addTodo } from './todos';

const db = freshDatabases();
const at = (h: number, m = 0) => new Date(2026, 2, 29, h, m).getTime();
const entry = (event: object) => calendarEntry(event) as CalendarEntry;

describe('the per-day list', () => {
  beforeEach(async () => {
    await db.tools().todos.clear();
    await db.tools().timers.clear();
  });

  it('orders all-day events first, then todos, timers and timed events by time', () => {
    const merged = mergeDayEvents([
      { key: 'todo:1', at: at(10), time: '10:00', title: 'todo', done: false },
      { key: 'cal:b', at: at(9), time: '9:00', title: 'standup', done: false },
      { key: 'cal:a', at: at(0) + 86_400_000, allDay: true, time: 'All day', title: 'holiday', done: false },
      { key: 'timer:1', at: at(9, 30), time: '9:30', title: 'Timer: focus', done: false },
    ]);
    expect(merged.map((e) => e.key)).toEqual(['cal:a', 'cal:b', 'timer:1', 'todo:1']);
    expect(merged[0]).toEqual({ key: 'cal:a', time: 'All day', title: 'holiday', done: false });
  });

  it('shows calendar events with their time, all-day ones as such, past ones done', () => {
    const events = calendarDayEvents(
      [
        entry({
          id: 'x',
          summary: 'Lunch',
          htmlLink: 'https://calendar.example/x',
          start: { dateTime: new Date(at(13)).toISOString() },
          end: { dateTime: new Date(at(14)).toISOString() },
        }),
        entry({ id: 'y', start: { date: '2026-03-29' }, end: { date: '2026-03-30' } }),
      ],
      at(15),
    );
    expect(events).toEqual([
      {
        key: 'cal:x',
        at: at(13),
        allDay: false,
        time: new Date(at(13)).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }),
        title: 'Lunch',
        done: true,
        link: 'https://calendar.example/x',
      },
      {
        key: 'cal:y',
        at: Date.parse('2026-03-29'),
        allDay: true,
        time: 'All day',
        title: '(No title)',
        done: false,
        link: '',
      },
    ]);
  });

  it.each([
    ['Yesterday', 'call the bank'],
    ['Today', 'water the plants'],
    ['Tomorrow', 'pack the bag'],
  ] as const)('adds a todo for %s and lists it under that day only', async (day, text) => {
    await addTodo(db.tools(), text, at(12), day);
    for (const shown of ['Yesterday', 'Today', 'Tomorrow'] as const) {
      const titles = (await dayEvents(db.tools(), shown, at(12))).map((e) => e.title);
      expect(titles).toEqual(shown === day ? [text] : []);
    }
  });

  it("merges the day's calendar events with its todos; a todo added the day before leads the day, without a time", async () => {
    await addTodo(db.tools(), 'pack the bag', at(12), 'Tomorrow');
    await addTodo(db.tools(), 'water the plants', at(12), 'Today');
    const meeting = entry({
      id: 'm',
      summary: 'Meeting',
      start: { dateTime: new Date(at(8) + 86_400_000).toISOString() },
    });
    const tomorrow = await dayEvents(db.tools(), 'Tomorrow', at(12), [meeting]);
    expect(tomorrow.map((e) => [e.time, e.title])).toEqual([
      ['', 'pack the bag'],
      [expect.any(String), 'Meeting'],
    ]);
    const today = await dayEvents(db.tools(), 'Today', at(12), [
      entry({ id: 'n', summary: 'Standup', start: { dateTime: new Date(at(9)).toISOString() } }),
    ]);
    expect(today.map((e) => e.title)).toEqual(['Standup', 'water the plants']);
  });
});
