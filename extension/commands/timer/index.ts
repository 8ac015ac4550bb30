import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';
import { startFocusTimer } from './start-focus-timer';

/**
 * /timer: focus timers that fire from stored deadlines, shown as a time bar on pages. The first timer asks for the
 * optional notifications permission (issue 34); refused, timers run and end without a notification, and it says so.
 */
export default defineCommand({
  ...catalogEntry('/timer'),
  run: async (ctx, arg) => (await startFocusTimer(ctx, arg)).said,
  background: () => import('./timer-background'),
});
