import { askUnlessRefused } from '../../shared/ask-permission';
import { PERMISSION_COPY } from '../../shared/permission-copy';
import type { FocusTimer } from '../../storage/tools-db';
import type { CommandContext } from '../define-command';
import { parseDuration } from './parse-duration';
import type timerBackground from './timer-background';

/** Said when a timer's argument does not start with a duration. */
export const TIMER_USAGE = 'Type a duration such as 25 (minutes), 90s or 1h30m, then an optional label.';

/**
 * Starts a timer from "/timer"'s argument ("25 write report"), and asks for the optional notifications permission
 * along the way (issue 34: during the bar's Enter, a user gesture; once only). The timer runs whatever the answer;
 * `said` resolves, once Chrome's prompt is answered, with the sentence to show, which names a refusal.
 */
export async function startFocusTimer(
  ctx: CommandContext<typeof timerBackground>,
  arg: string,
): Promise<{ timer: FocusTimer; said: Promise<string> }> {
  const [first = '', ...rest] = arg.trim().split(/\s+/);
  const ms = parseDuration(first);
  if (!ms) throw new Error(TIMER_USAGE);
  const notified = askUnlessRefused(
    { permissions: ctx.api.permissions, local: ctx.api.storage.local },
    'notifications',
  );
  const timer = await ctx.call('startTimer', rest.join(' '), ms);
  const said = notified.then((granted) =>
    granted
      ? `Timer started: ${timer.label}.`
      : `Timer started: ${timer.label}. ${PERMISSION_COPY.notifications.refused}`,
  );
  return { timer, said };
}
