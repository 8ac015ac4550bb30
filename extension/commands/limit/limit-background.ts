import { z } from 'zod';
import { loadSettings } from '../../storage/settings-store';
import { setLimit, spentToday } from '../../storage/site-limits';
import { call, defineBackground } from '../define-background';
import { enforceSite } from './enforce-site';

/** The periodic alarm that re-checks daily limits on open tabs. */
export const LIMITS_ALARM = 'limits';

/** /limit and /block in the background: the blocking screen on navigation, tab switches and each minute. */
export default defineBackground({
  calls: {
    limitOf: call(z.tuple([z.string().max(253)]), async (d, site) => ({
      minutes: (await d.tools.limits.get(site))?.minutes ?? 0,
      spentMs: await spentToday(d.tracker, site, d.now()),
    })),
    setLimit: call(
      z.tuple([z.string().max(253), z.number().int().min(0), z.number().int().nullable()]),
      async (d, site, minutes, tabId) => {
        await setLimit(d.tools, site, minutes);
        if (tabId !== null) await d.guardTab(tabId);
        await d.refreshShownTabs();
      },
    ),
    limitCategory: call(
      z.tuple([z.enum(['social', 'work']), z.number().int().min(0)]),
      async (d, category, minutes) => {
        const { categories } = await loadSettings(d.tracker);
        const sites = Object.entries(categories)
          .filter(([, c]) => c === category)
          .map(([site]) => site);
        for (const site of sites) await setLimit(d.tools, site, minutes);
        await d.refreshShownTabs();
        return sites.length;
      },
    ),
  },
  alarm: {
    name: LIMITS_ALARM,
    periodMinutes: 1,
    fire: async (d) => {
      for (const tab of await d.api.tabs.query({ active: true }))
        await enforceSite(d.api, d.tools, d.tracker, tab, d.now()).catch(() => false);
    },
  },
  guardTab: (d, tab) => enforceSite(d.api, d.tools, d.tracker, tab, d.now()),
});
