import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /pin: pins the tab the bar was opened on, or unpins it when it is pinned. */
export default defineCommand({
  ...catalogEntry('/pin'),
  run: async (ctx) => {
    if (ctx.tab?.id === undefined) throw new Error('There is no tab to pin here.');
    const pinned = !(await ctx.api.tabs.get(ctx.tab.id)).pinned; // the bar's tab was read when the bar loaded
    await ctx.api.tabs.update(ctx.tab.id, { pinned });
    return pinned ? 'Tab pinned.' : 'Tab unpinned.';
  },
});
