import { defineCommand } from '../define-command';

/** /visualize: opens the network graph of the user's browsing. */
export default defineCommand({
  name: '/visualize',
  description: 'Open the network graph of your browsing',
  aliases: ['/graph'],
  run: async (ctx) => {
    await ctx.api.tabs.create({ url: ctx.api.runtime.getURL('/app.html?page=graph'), windowId: ctx.tab?.windowId });
  },
});
