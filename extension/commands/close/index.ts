import { defineCommand } from '../define-command';

/** /close: closes the tab the bar was opened on. */
export default defineCommand({
  name: '/close',
  description: 'Close this tab',
  run: async (ctx) => {
    if (ctx.tab?.id === undefined) throw new Error('There is no tab to close here.');
    await ctx.api.tabs.remove(ctx.tab.id);
    ctx.close();
  },
});
