import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /visualize: opens the network graph of the user's browsing. */
export default defineCommand({
  ...catalogEntry('/visualize'),
  run: async (ctx) => {
    await ctx.api.tabs.create({ url: ctx.api.runtime.getURL('/app.html?page=graph'), windowId: ctx.tab?.windowId });
  },
});
