/**
 * Issue 37 "Reopen a trail as a tab group": the pages that led to a page (the graph core's `trail`), opened again
 * in order as one tab group titled after the destination, coloured by its site. Naming and colouring a group needs
 * the optional tabGroups permission (issue 34); without it the tabs are opened ungrouped and the caller says so.
 * Only web pages (http, https, file) are reopened, as /sessions saves them: a new tab or a browser page is left out.
 */
import type { Browser, WxtBrowser } from 'wxt/browser';

/** One page of a trail, as the graph page and /trail show it. */
export interface TrailPage {
  url: string;
  title: string;
  startTime: number;
}

/** The browser APIs reopening uses. */
export type TrailTabsApi = Pick<WxtBrowser, 'tabs' | 'tabGroups'>;

/** The longest group title: Chrome shows a few words on the group's chip. */
const TITLE_LENGTH = 40;

const COLORS: readonly `${Browser.tabGroups.Color}`[] = [
  'blue',
  'red',
  'yellow',
  'green',
  'pink',
  'purple',
  'cyan',
  'orange',
];

/** The group's title: the destination's title (its address when untitled), cut to 40 characters. */
export function trailGroupTitle(pages: readonly TrailPage[]): string {
  const last = pages.at(-1);
  const title = (last?.title.trim() || last?.url || 'Trail').replace(/\s+/g, ' ');
  return title.length > TITLE_LENGTH ? `${title.slice(0, TITLE_LENGTH - 1)}…` : title;
}

/** The group's colour: one of Chrome's group colours, the same for every trail to one site. */
export function trailGroupColor(url: string): `${Browser.tabGroups.Color}` {
  let host = url;
  try {
    host = new URL(url).hostname;
  } catch {
    // an address that does not parse keeps its text as the key
  }
  let hash = 0;
  for (const char of host) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length]!;
}

/** The pages a trail reopens: web pages only, in order. */
export function reopenablePages(pages: readonly TrailPage[]): TrailPage[] {
  return pages.filter((page) => /^(https?|file):/.test(page.url));
}

/** What reopening did, for the sentence the caller shows. */
export interface Reopened {
  tabs: number;
  grouped: boolean;
}

/** Opens the trail's pages in `windowId`, in order, the destination in front; as one named, coloured group when `named`. */
export async function openTrailGroup(
  api: TrailTabsApi,
  pages: readonly TrailPage[],
  named: boolean,
  windowId?: number,
): Promise<Reopened> {
  const open = reopenablePages(pages);
  if (!open.length) throw new Error('This trail has no web page to reopen: pick a page you reached from a web page.');
  const ids: number[] = [];
  for (const [i, page] of open.entries()) {
    const tab = await api.tabs.create({ url: page.url, active: i === open.length - 1, windowId });
    if (tab.id !== undefined) ids.push(tab.id);
  }
  if (!named || !ids.length) return { tabs: ids.length, grouped: false };
  const groupId = await api.tabs.group({ tabIds: ids as [number, ...number[]] });
  await api.tabGroups.update(groupId, { title: trailGroupTitle(open), color: trailGroupColor(open.at(-1)!.url) });
  return { tabs: ids.length, grouped: true };
}

/** The sentence after reopening: how many tabs, and why they are not grouped when they are not. */
export function reopenedSentence({ tabs, grouped }: Reopened): string {
  const count = `${tabs} ${tabs === 1 ? 'tab' : 'tabs'}`;
  return grouped
    ? `Reopened the trail as a tab group of ${count}.`
    : `Reopened the trail as ${count}, not grouped: a named, coloured group needs permission to manage tab groups, which was not given. Allow it under Permissions on the main page (/intently) whenever you like.`;
}
