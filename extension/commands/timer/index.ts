import { defineCommand } from '../define-command';
import { parseDuration } from './parse-duration';

/** Said when a timer's argument does not start with a duration. */
export const TIMER_USAGE = 'Type a duration such as 25 (minutes), 90s or 1h30m, then an optional label.';

/** /timer: focus timers that fire from stored deadlines, shown as a time bar on pages. */
export default defineCommand({
  name: '/timer',
  description: 'Start a focus timer, e.g. /timer 25 write report',
  aliases: ['/pomodoro'],
  run: async (ctx, arg) => {
    const [first = '', ...rest] = arg.trim().split(/\s+/);
    const ms = parseDuration(first);
    if (!ms) throw new Error(TIMER_USAGE);
    const timer = await ctx.call('startTimer', rest.join(' '), ms);
    return `Timer started: ${timer.label}.`;
  },
  background: () => import('./timer-background'),
});
