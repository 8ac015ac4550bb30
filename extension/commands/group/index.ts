import { askUnlessRefused } from '../../shared/ask-permission';
import { PERMISSION_COPY } from '../../shared/permission-copy';
import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';
import { groupSentence } from './group-sentence';
import { groupByDomain } from './group-tabs';

/**
 * /group: tab grouping, by site at once or the tabs picked. Naming the groups asks for the optional tabGroups
 * permission (issue 34); refused, the tabs are grouped unnamed and it says so.
 */
export default defineCommand({
  ...catalogEntry('/group'),
  run: async (ctx) => {
    if (ctx.tab?.windowId === undefined) throw new Error('There is no window to group.');
    const named = await askUnlessRefused(
      { permissions: ctx.api.permissions, local: ctx.api.storage.local },
      'tabGroups',
    );
    const said = groupSentence(await groupByDomain(ctx.api, ctx.tab.windowId, named));
    return named ? said : `${said} ${PERMISSION_COPY.tabGroups.refused}`;
  },
});
