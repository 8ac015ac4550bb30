import type { Browser, WxtBrowser } from 'wxt/browser';
import { siteOf } from './site';

/** The browser APIs tab and window commands use. */
export type TabsApi = Pick<WxtBrowser, 'tabs' | 'tabGroups' | 'windows'>;

/** /group by domain: every site with two or more tabs in the window becomes a group named after it; returns the group count. */
export async function groupByDomain(api: TabsApi, windowId: number): Promise<number> {
  const tabs = await api.tabs.query({ windowId, pinned: false });
  const bySite = new Map<string, number[]>();
  for (const tab of tabs) {
    const site = siteOf(tab.url);
    if (site && tab.id !== undefined) bySite.set(site, [...(bySite.get(site) ?? []), tab.id]);
  }
  let groups = 0;
  for (const [site, ids] of bySite) {
    if (ids.length < 2) continue;
    const groupId = await api.tabs.group({ tabIds: ids as [number, ...number[]], createProperties: { windowId } });
    await api.tabGroups.update(groupId, { title: site });
    groups++;
  }
  return groups;
}

/** /group with chosen tabs: one group with the given title. */
export async function groupTabs(api: TabsApi, tabIds: number[], title: string): Promise<number> {
  if (tabIds.length === 0) throw new Error('Choose at least one tab to group.');
  const groupId = await api.tabs.group({ tabIds: tabIds as [number, ...number[]] });
  await api.tabGroups.update(groupId, { title });
  return groupId;
}

/** /arrange: sorts the window's unpinned, ungrouped tabs by site, then title. */
export async function arrangeTabs(api: TabsApi, windowId: number): Promise<void> {
  const tabs = await api.tabs.query({ windowId, pinned: false });
  const loose = tabs.filter((t) => t.groupId === -1 || t.groupId === undefined);
  const key = (t: Browser.tabs.Tab) => `${siteOf(t.url) ?? '~'}\u0000${t.title ?? ''}`;
  const sorted = [...loose].sort((a, b) => key(a).localeCompare(key(b)));
  const start = Math.min(...loose.map((t) => t.index));
  for (const [offset, tab] of sorted.entries()) await api.tabs.move(tab.id!, { index: start + offset });
}

/** The URL /new opens for typed text: a URL as is, a bare domain with https, anything else as a search. */
export function urlForInput(text: string): string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  if (/^https?:\/\//i.test(t)) return t;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(t)) return `https://${t}`;
  return `https://www.google.com/search?q=${encodeURIComponent(t)}`;
}

/** /next: activates the tab after `tab` in its window, wrapping around; `step` -1 goes back. */
export async function activateNeighbour(api: TabsApi, tab: Browser.tabs.Tab, step: 1 | -1): Promise<void> {
  const tabs = await api.tabs.query({ windowId: tab.windowId });
  const next = tabs[(tab.index + step + tabs.length) % tabs.length];
  if (next?.id !== undefined) await api.tabs.update(next.id, { active: true });
}

/** /switch: brings a tab and its window to the front. */
export async function switchToTab(api: TabsApi, tab: Pick<Browser.tabs.Tab, 'id' | 'windowId'>): Promise<void> {
  await api.tabs.update(tab.id!, { active: true });
  await api.windows.update(tab.windowId, { focused: true });
}
