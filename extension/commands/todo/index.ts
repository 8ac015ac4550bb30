import { defineCommand } from '../define-command';

/** /todo: todos for today, in the per-day event list (SPEC §1 Yesterday, Today, Tomorrow). */
export default defineCommand({
  name: '/todo',
  description: 'Todos for today, with yesterday and tomorrow',
  aliases: ['/todos'],
  run: async (ctx, arg) => {
    await ctx.call('addTodo', arg);
    return `Added to today: ${arg.trim()}.`;
  },
  background: () => import('./todo-background'),
});
