import { siteOf } from '../../shared/site-of';
import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';
import { parseLimitArg } from './parse-limit-arg';

/** /limit: a daily focus-time limit per site (SPEC §1 slider from Off to 6 hours); over it, the site is blocked. */
export default defineCommand({
  ...catalogEntry('/limit'),
  run: async (ctx, arg) => {
    const { minutes, target } = parseLimitArg(arg);
    if (target === 'social' || target === 'work') {
      const sites = await ctx.call('limitCategory', target, minutes);
      return `Limited ${sites} ${target} ${sites === 1 ? 'site' : 'sites'} to ${minutes} minutes a day.`;
    }
    const site = target ?? siteOf(ctx.tab?.url);
    if (!site) throw new Error('Open a website first, or name one: "/limit 30 news.dev".');
    await ctx.call('setLimit', site, minutes, ctx.tab?.id ?? null);
    return minutes === 0 ? `No daily limit on ${site}.` : `Limited ${site} to ${minutes} minutes a day.`;
  },
  background: () => import('./limit-background'),
});
