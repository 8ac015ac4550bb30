import { defineCommand } from '../define-command';
import { urlForInput } from './url-for-input';

/** /new: a new tab, or the typed site or search. */
export default defineCommand({
  name: '/new',
  description: 'Open a new tab, a site or a search',
  aliases: ['/open'],
  run: async (ctx, arg) => {
    await ctx.api.tabs.create({ url: urlForInput(arg), windowId: ctx.tab?.windowId });
  },
});
