import { siteOf } from '../../shared/site-of';
import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';
import { requireSite } from '../site-required';

/** /block: blocks the site outright, or unblocks it. */
export default defineCommand({
  ...catalogEntry('/block'),
  run: async (ctx) => {
    const site = requireSite(siteOf(ctx.tab?.url));
    const blocked = await ctx.call('toggleBlock', site, ctx.tab?.id ?? null);
    return blocked ? `${site} is blocked.` : `${site} is no longer blocked.`;
  },
  background: () => import('./block-background'),
});
