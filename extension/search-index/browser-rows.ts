/**
 * The rows that come from the browser rather than from IndexedDB: open tabs, recently closed tabs and windows
 * (`sessions`), and bookmarks when the optional `bookmarks` permission was granted. Read at each bar opening.
 */
import type { WxtBrowser } from 'wxt/browser';
import { hasPermission } from '../shared/ask-permission';
import { SEARCH_KIND } from './search-kinds';
import type { IndexRow } from './search-rows';

/** Open tabs but the one under the bar: key `tab:<id>:<windowId>`. */
export async function tabRows(api: Pick<WxtBrowser, 'tabs'>, hostTabId: number | undefined): Promise<IndexRow[]> {
  const tabs = await api.tabs.query({});
  return tabs
    .filter((t) => t.id !== undefined && t.id !== hostTabId)
    .map((t) => ({
      kind: SEARCH_KIND.tab,
      key: `tab:${t.id}:${t.windowId}`,
      title: t.title || t.url || '',
      url: t.url ?? '',
      detail: '',
      boost: 3,
    }));
}

/** Recently closed tabs and windows (a window's tabs are searched together): key `closed:<sessionId>`. */
export async function closedRows(api: Pick<WxtBrowser, 'sessions'>): Promise<IndexRow[]> {
  if (!api.sessions) return [];
  const sessions = await api.sessions.getRecentlyClosed({});
  return sessions.flatMap((s) => {
    if (s.tab?.sessionId)
      return [
        {
          kind: SEARCH_KIND.closed,
          key: `closed:${s.tab.sessionId}`,
          title: s.tab.title || s.tab.url || '',
          url: s.tab.url ?? '',
          detail: '',
          boost: 2,
        },
      ];
    if (s.window?.sessionId) {
      const tabs = s.window.tabs ?? [];
      return [
        {
          kind: SEARCH_KIND.closed,
          key: `closed:${s.window.sessionId}`,
          title: `Window: ${tabs.length} tabs`,
          url: tabs[0]?.url ?? '',
          detail: tabs.map((t) => t.title).join(' · '),
          boost: 2,
        },
      ];
    }
    return [];
  });
}

interface BookmarkNode {
  id: string;
  title: string;
  url?: string;
  children?: BookmarkNode[];
}

/** Every bookmark with an address, when the permission was granted (none otherwise): key `bookmark:<id>`. */
export async function bookmarkRows(api: Pick<WxtBrowser, 'permissions' | 'bookmarks'>): Promise<IndexRow[]> {
  if (!(await hasPermission(api.permissions, 'bookmarks')) || !api.bookmarks) return [];
  const rows: IndexRow[] = [];
  const walk = (nodes: readonly BookmarkNode[], folder: string) => {
    for (const node of nodes) {
      if (node.url)
        rows.push({
          kind: SEARCH_KIND.bookmark,
          key: `bookmark:${node.id}`,
          title: node.title,
          url: node.url,
          detail: folder,
          boost: 2,
        });
      if (node.children) walk(node.children, node.title || folder);
    }
  };
  walk((await api.bookmarks.getTree()) as BookmarkNode[], '');
  return rows;
}
