import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';
import { urlForInput } from './url-for-input';

/** /new: a new tab, or the typed site or search. */
export default defineCommand({
  ...catalogEntry('/new'),
  run: async (ctx, arg) => {
    await ctx.api.tabs.create({ url: urlForInput(arg), windowId: ctx.tab?.windowId });
  },
});
