import type { WxtBrowser } from 'wxt/browser';
import type { IntentlyDb } from '../storage/db';

/** One history result of the bar (/history and the typed-text fallback). */
export interface HistoryEntry {
  url: string;
  title: string;
  lastVisit: number;
}

/** Recent distinct pages, newest first: the tracker's visits, falling back to chrome.history when it has none. */
export async function recentHistory(tracker: IntentlyDb, history: Pick<WxtBrowser['history'], 'search'>, limit: number): Promise<HistoryEntry[]> {
  const seen = new Set<string>();
  const entries: HistoryEntry[] = [];
  await tracker.visits
    .orderBy('startTime')
    .reverse()
    .until(() => entries.length >= limit)
    .each((v) => {
      if (seen.has(v.url)) return;
      seen.add(v.url);
      entries.push({ url: v.url, title: v.title || v.url, lastVisit: v.startTime });
    });
  if (entries.length > 0) return entries;
  const items = await history.search({ text: '', startTime: 0, maxResults: limit });
  return items.filter((i) => i.url).map((i) => ({ url: i.url!, title: i.title || i.url!, lastVisit: i.lastVisitTime ?? 0 }));
}
