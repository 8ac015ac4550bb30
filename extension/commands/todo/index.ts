import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /todo: todos for today, in the per-day event list (SPEC §1 Yesterday, Today, Tomorrow). */
export default defineCommand({
  ...catalogEntry('/todo'),
  run: async (ctx, arg) => {
    await ctx.call('addTodo', arg);
    return `Added to today: ${arg.trim()}.`;
  },
  background: () => import('./todo-background'),
});
