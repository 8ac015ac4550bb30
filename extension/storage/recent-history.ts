import type { WxtBrowser } from 'wxt/browser';
import type { IntentlyDb } from './db';
import { readVisits, visitTimeBounds } from './read-visits';
import type { StoredVisit } from './visit-types';

/** How far back from the newest visit each read reaches, until enough distinct pages are found. */
const LOOKBACK_MS = [86_400_000, 7 * 86_400_000, Infinity];

/** One history result of the bar (/history and the typed-text fallback). */
export interface HistoryEntry {
  url: string;
  title: string;
  lastVisit: number;
}

/** Recent distinct pages, newest first: the tracker's visits, falling back to chrome.history when it has none. */
export async function recentHistory(tracker: IntentlyDb, history: Pick<WxtBrowser['history'], 'search'>, limit: number): Promise<HistoryEntry[]> {
  const bounds = await visitTimeBounds(tracker);
  let entries: HistoryEntry[] = [];
  for (const lookback of LOOKBACK_MS) {
    if (!bounds || entries.length >= limit) break;
    entries = distinctNewest(await readVisits(tracker, bounds.last - lookback, Infinity), limit);
  }
  if (entries.length > 0) return entries;
  const items = await history.search({ text: '', startTime: 0, maxResults: limit });
  return items.filter((i) => i.url).map((i) => ({ url: i.url!, title: i.title || i.url!, lastVisit: i.lastVisitTime ?? 0 }));
}

/** The first `limit` distinct pages of visits sorted oldest first, newest first. */
function distinctNewest(visits: readonly StoredVisit[], limit: number): HistoryEntry[] {
  const seen = new Set<string>();
  const entries: HistoryEntry[] = [];
  for (let i = visits.length - 1; i >= 0 && entries.length < limit; i -= 1) {
    const v = visits[i]!;
    if (seen.has(v.url)) continue;
    seen.add(v.url);
    entries.push({ url: v.url, title: v.title || v.url, lastVisit: v.startTime });
  }
  return entries;
}
