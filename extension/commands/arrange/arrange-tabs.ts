import type { Browser, WxtBrowser } from 'wxt/browser';
import { siteOf } from '../../shared/site-of';

/** /arrange: sorts the window's unpinned, ungrouped tabs by site, then title. */
export async function arrangeTabs(api: Pick<WxtBrowser, 'tabs'>, windowId: number): Promise<void> {
  const tabs = await api.tabs.query({ windowId, pinned: false });
  const loose = tabs.filter((t) => t.groupId === -1 || t.groupId === undefined);
  const key = (t: Browser.tabs.Tab) => `${siteOf(t.url) ?? '~'}\u0000${t.title ?? ''}`;
  const sorted = [...loose].sort((a, b) => key(a).localeCompare(key(b)));
  const start = Math.min(...loose.map((t) => t.index));
  for (const [offset, tab] of sorted.entries()) await api.tabs.move(tab.id!, { index: start + offset });
}
