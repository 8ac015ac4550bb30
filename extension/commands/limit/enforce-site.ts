import type { Browser, WxtBrowser } from 'wxt/browser';
import type { ToolsDb } from '../../storage/tools-db';
import type { IntentlyDb } from '../../storage/db';
import { checkSite } from '../../storage/site-limits';
import { siteOf } from '../../shared/site-of';

/** The blocking screen's address for a site and the page to return to. */
export function blockedPageUrl(api: Pick<WxtBrowser, 'runtime'>, site: string, url: string): string {
  return `${api.runtime.getURL('/blocked.html')}?${new URLSearchParams({ site, url })}`;
}

/** Shows the blocking screen in `tab` when its site is blocked or over today's limit; returns whether it did. */
export async function enforceSite(
  api: Pick<WxtBrowser, 'runtime' | 'tabs'>,
  tools: ToolsDb,
  tracker: IntentlyDb,
  tab: Browser.tabs.Tab,
  now: number,
): Promise<boolean> {
  const site = siteOf(tab.url);
  if (!site || tab.id === undefined) return false;
  if (!(await checkSite(tools, tracker, site, now))) return false;
  await api.tabs.update(tab.id, { url: blockedPageUrl(api, site, tab.url!) });
  return true;
}
