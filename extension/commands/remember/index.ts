import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /remember: saves a snippet (typed, or the page's selection), found again with /recall. */
export default defineCommand({
  ...catalogEntry('/remember'),
  run: async (ctx, arg) => {
    await ctx.call('remember', arg || ctx.selection);
    return 'Remembered. Find it with /recall.';
  },
  background: () => import('./remember-background'),
});
