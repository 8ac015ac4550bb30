import { askUnlessRefused } from '../../shared/ask-permission';
import { PERMISSION_COPY } from '../../shared/permission-copy';
import { defineCommand } from '../define-command';
import { parseDuration } from './parse-duration';

/** Said when a timer's argument does not start with a duration. */
export const TIMER_USAGE = 'Type a duration such as 25 (minutes), 90s or 1h30m, then an optional label.';

/**
 * /timer: focus timers that fire from stored deadlines, shown as a time bar on pages. The first timer asks for the
 * optional notifications permission (issue 34); refused, timers run and end without a notification, and it says so.
 */
export default defineCommand({
  name: '/timer',
  description: 'Start a focus timer, e.g. /timer 25 write report',
  aliases: ['/pomodoro'],
  run: async (ctx, arg) => {
    const [first = '', ...rest] = arg.trim().split(/\s+/);
    const ms = parseDuration(first);
    if (!ms) throw new Error(TIMER_USAGE);
    // Asked for during the bar's Enter (a user gesture), before the timer starts; the answer never stops the timer.
    const notified = askUnlessRefused(
      { permissions: ctx.api.permissions, local: ctx.api.storage.local },
      'notifications',
    );
    const timer = await ctx.call('startTimer', rest.join(' '), ms);
    return (await notified)
      ? `Timer started: ${timer.label}.`
      : `Timer started: ${timer.label}. ${PERMISSION_COPY.notifications.refused}`;
  },
  background: () => import('./timer-background'),
});
