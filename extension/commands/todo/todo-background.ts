import { z } from 'zod';
import { call, defineBackground } from '../define-command';
import { DAY_NAMES, dayEvents } from './day-events';
import { addTodo } from './todos';

/** /todo in the background: todos and the day's event list. */
export default defineBackground({
  calls: {
    addTodo: call(z.tuple([z.string().max(2000)]), (d, text) => addTodo(d.tools, text, d.now())),
    setTodoDone: call(z.tuple([z.number().int(), z.boolean()]), async (d, id, done) => void (await d.tools.todos.update(id, { done }))),
    dayEvents: call(z.tuple([z.enum(DAY_NAMES)]), (d, day) => dayEvents(d.tools, day, d.now())),
  },
});
