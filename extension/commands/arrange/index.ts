import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';
import { arrangeTabs } from './arrange-tabs';

/** /arrange: sorts the window's tabs by site. */
export default defineCommand({
  ...catalogEntry('/arrange'),
  run: async (ctx) => {
    if (!ctx.tab) throw new Error('There is no window to arrange.');
    await arrangeTabs(ctx.api, ctx.tab.windowId);
    return 'Tabs sorted by site.';
  },
});
