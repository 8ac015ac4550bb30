import { defineCommand } from '../define-command';
import { groupSentence } from './group-sentence';
import { groupByDomain } from './group-tabs';

/** /group: tab grouping, by site at once or the tabs picked. */
export default defineCommand({
  name: '/group',
  description: 'Group tabs by site, or the tabs you pick',
  aliases: ['/groups'],
  run: async (ctx) => {
    if (ctx.tab?.windowId === undefined) throw new Error('There is no window to group.');
    return groupSentence(await groupByDomain(ctx.api, ctx.tab.windowId));
  },
});
