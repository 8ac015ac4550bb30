import type { WxtBrowser } from 'wxt/browser';
import type { IntentlyDb } from './db';
import { recentVisits } from './recent-visits';

/** One history result of the bar (/history and the typed-text fallback). */
export interface HistoryEntry {
  url: string;
  title: string;
  lastVisit: number;
}

/**
 * Recent distinct pages, newest first: the tracker's visits, falling back to chrome.history when it has none.
 * `history` is undefined while the optional history permission is not given (issue 34): there is no fallback then.
 */
export async function recentHistory(
  tracker: IntentlyDb,
  history: Pick<WxtBrowser['history'], 'search'> | undefined,
  limit: number,
): Promise<HistoryEntry[]> {
  const visits = await recentVisits(tracker, limit, (visit) => visit.url);
  if (visits.length > 0) return visits.map((v) => ({ url: v.url, title: v.title || v.url, lastVisit: v.startTime }));
  if (!history) return [];
  const items = await history.search({ text: '', startTime: 0, maxResults: limit });
  return items
    .filter((i) => i.url)
    .map((i) => ({ url: i.url!, title: i.title || i.url!, lastVisit: i.lastVisitTime ?? 0 }));
}
