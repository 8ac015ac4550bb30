import type { WxtBrowser } from 'wxt/browser';
import { siteOf } from '../../shared/site-of';

/**
 * The browser APIs grouping uses. tabs.group works without the tabGroups permission; naming a group (tabGroups.update)
 * needs it, and it is optional (issue 34): `named` says whether the extension holds it.
 */
export type TabsApi = Pick<WxtBrowser, 'tabs' | 'tabGroups'>;

/** /group by domain: every site with two or more tabs in the window becomes a group named after it; returns the group count. */
export async function groupByDomain(api: TabsApi, windowId: number, named = true): Promise<number> {
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
    if (named) await api.tabGroups.update(groupId, { title: site });
    groups++;
  }
  return groups;
}

/** /group with chosen tabs: one group with the given title (unnamed when not `named`). */
export async function groupTabs(api: TabsApi, tabIds: number[], title: string, named = true): Promise<number> {
  if (tabIds.length === 0) throw new Error('Choose at least one tab to group.');
  const groupId = await api.tabs.group({ tabIds: tabIds as [number, ...number[]] });
  if (named) await api.tabGroups.update(groupId, { title });
  return groupId;
}
