import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /close: closes the tab the bar was opened on. */
export default defineCommand({
  ...catalogEntry('/close'),
  run: async (ctx) => {
    if (ctx.tab?.id === undefined) throw new Error('There is no tab to close here.');
    await ctx.api.tabs.remove(ctx.tab.id);
    ctx.close();
  },
});
