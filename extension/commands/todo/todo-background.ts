import { z } from 'zod';
import { call, defineBackground } from '../define-background';
import { calendarDay, userTimeZone } from '../../shared/calendar-day';
import { DAY_NAMES, DAY_OFFSETS, dayEvents, type DayName } from './day-events';
import { addTodo } from './todos';

/** /todo in the background: todos and the day's event list, with the day's Google Calendar events when connected. */
export default defineBackground({
  calls: {
    addTodo: call(z.tuple([z.string().max(2000), z.enum(DAY_NAMES).optional()]), (d, text, day?: DayName) =>
      addTodo(d.tools, text, d.now(), day),
    ),
    setTodoDone: call(
      z.tuple([z.number().int(), z.boolean()]),
      async (d, id, done) => void (await d.tools.todos.update(id, { done })),
    ),
    dayEvents: call(z.tuple([z.enum(DAY_NAMES)]), async (d, day) => {
      const now = d.now();
      const { entries, ...calendar } = await calendarDay(d.google, DAY_OFFSETS[day], now, userTimeZone());
      return { events: await dayEvents(d.tools, day, now, entries), calendar };
    }),
    connectCalendar: call(z.tuple([]), (d) => d.google.connect('calendar', d.senderTab?.windowId)),
  },
});
