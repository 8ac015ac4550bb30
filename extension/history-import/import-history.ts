/**
 * Issue 4 first run: imports the last 90 days of Chrome history so a new user's graph is not empty.
 * Reads every page with chrome.history.search and its visits with getVisits, then writes them in
 * batches; progress is stored after each batch so a cancelled or interrupted import resumes there.
 * Imported visits have no tab (tabId -1) and id `history_<Chrome visit id>`, so importing twice adds
 * nothing; only this device's visits are taken, and only those before tracking began (no duplicates).
 * Imported visits are past and finished, so they go straight into the day archive (visit-archive.ts).
 */
import type { IntentlyDb } from '../storage/db';
import { markDaysDirty } from '../storage/day-store';
import { readVisits } from '../storage/read-visits';
import { putArchivedVisits } from '../storage/visit-archive';
import { type CategoryMap, categoryOf } from '../shared/categories';
import { creationModeForHistory } from '../tracking/creation-mode';
import { domainOf, isTrackableUrl, stripOAuthParams } from '../shared/url-rules';
import type { Category, StoredVisit } from '../storage/visit-types';

/** How far back the import reaches. */
export const HISTORY_DAYS = 90;
const BATCH = 5_000;
const READ_CONCURRENCY = 32;
const PROGRESS_KEY = 'history-import';

/** The parts of chrome.history the import uses. */
export interface HistoryApi {
  search(query: {
    text: string;
    startTime: number;
    endTime: number;
    maxResults: number;
  }): Promise<{ url?: string; title?: string }[]>;
  getVisits(details: {
    url: string;
  }): Promise<
    { visitId: string; visitTime?: number; referringVisitId: string; transition: string; isLocal?: boolean }[]
  >;
}

/** One page of Chrome history with its visits. */
export interface HistoryPage {
  url: string;
  title: string;
  visits: Awaited<ReturnType<HistoryApi['getVisits']>>;
}

/** Stored progress of the import. */
export interface ImportProgress {
  status: 'running' | 'cancelled' | 'done' | 'dismissed';
  startTime: number;
  endTime: number;
  written: number;
  total: number;
}

/** The stored progress, or null when the import was never started or offered away. */
export async function loadImportProgress(db: IntentlyDb): Promise<ImportProgress | null> {
  return ((await db.runtime.get(PROGRESS_KEY))?.value as ImportProgress | undefined) ?? null;
}

/** Stores progress (also used to record that the user declined the offer). */
export async function saveImportProgress(db: IntentlyDb, progress: ImportProgress): Promise<void> {
  await db.runtime.put({ key: PROGRESS_KEY, value: progress });
}

/** Converts Chrome history into visits, oldest first (pure, for tests and the benchmark). */
export function historyToVisits(
  pages: readonly HistoryPage[],
  range: { startTime: number; endTime: number },
  categories: CategoryMap,
): StoredVisit[] {
  const urlOf = new Map<string, string>();
  const rows: {
    page: HistoryPage & { domain: string; category: Category };
    visit: HistoryPage['visits'][number];
    time: number;
  }[] = [];
  for (const source of pages) {
    // Parse each page's URL once, not once per visit.
    const domain = domainOf(source.url);
    const page = { ...source, domain, category: categoryOf(domain, categories) };
    for (const visit of page.visits) {
      const time = Math.round(visit.visitTime ?? 0);
      if (visit.isLocal === false || time < range.startTime || time >= range.endTime) continue;
      urlOf.set(visit.visitId, page.url);
      rows.push({ page, visit, time });
    }
  }
  rows.sort((a, b) => a.time - b.time || a.visit.visitId.localeCompare(b.visit.visitId));
  return rows.map(({ page, visit, time }) => {
    const referrer = urlOf.get(visit.referringVisitId);
    const mode = creationModeForHistory(visit.transition, referrer !== undefined);
    return {
      id: `history_${visit.visitId}`,
      tabId: -1,
      windowId: -1,
      url: page.url,
      title: page.title,
      domain: page.domain,
      category: page.category,
      creationMode: mode,
      startTime: time,
      endTime: time,
      duration: 0,
      activeTime: 0,
      lastActiveTime: time,
      isActive: false,
      wordCount: 0,
      ...(mode === 'chain' && referrer
        ? { sourceInfo: { nodeId: `history_${visit.referringVisitId}`, tabId: -1, url: referrer } }
        : {}),
    };
  });
}

/** Runs (or resumes) the import; `signal` cancels it between batches, keeping what was written. */
export async function importHistory(
  history: HistoryApi,
  db: IntentlyDb,
  options: {
    now: number;
    categories: CategoryMap;
    signal?: AbortSignal;
    onProgress?: (progress: ImportProgress, phase: 'reading' | 'writing') => void;
  },
): Promise<ImportProgress> {
  const previous = await loadImportProgress(db);
  const resumable = previous && previous.status !== 'dismissed' && previous.status !== 'done';
  const progress: ImportProgress = resumable
    ? { ...previous, status: 'running' }
    : {
        status: 'running',
        startTime: options.now - HISTORY_DAYS * 86_400_000,
        endTime: await trackingStart(db, options.now),
        written: 0,
        total: 0,
      };
  await saveImportProgress(db, progress);
  const items = await history.search({
    text: '',
    startTime: progress.startTime,
    endTime: progress.endTime,
    maxResults: 1_000_000,
  });
  const urls = [
    ...new Map(items.filter((item) => isTrackableUrl(item.url)).map((item) => [item.url!, item.title ?? ''])).entries(),
  ];
  const pages: HistoryPage[] = [];
  // A few getVisits calls in flight at once hide the extension-API round trips.
  for (let from = 0; from < urls.length; from += READ_CONCURRENCY) {
    if (options.signal?.aborted) return cancel(db, progress);
    const slice = urls.slice(from, from + READ_CONCURRENCY);
    const visits = await Promise.all(slice.map(([url]) => history.getVisits({ url })));
    slice.forEach(([url, title], i) => pages.push({ url: stripOAuthParams(url), title, visits: visits[i]! }));
    options.onProgress?.({ ...progress, written: from + slice.length, total: urls.length }, 'reading');
  }
  const visits = historyToVisits(pages, progress, options.categories);
  progress.total = visits.length;
  for (let from = progress.written; from < visits.length; from += BATCH) {
    if (options.signal?.aborted) return cancel(db, progress);
    const batch = visits.slice(from, from + BATCH);
    progress.written = from + batch.length;
    await db.transaction('rw', db.visitDays, db.runtime, async () => {
      await putArchivedVisits(db, batch);
      await saveImportProgress(db, progress);
    });
    options.onProgress?.({ ...progress }, 'writing');
  }
  progress.status = 'done';
  progress.written = visits.length;
  await saveImportProgress(db, progress);
  if (visits.length) await markDaysDirty(db, visits[0]!.startTime);
  options.onProgress?.({ ...progress }, 'writing');
  return progress;
}

/** When live tracking began: the first visit with a tab, or now. Only a fresh import asks (first run or after a wipe), before any imported visit exists. */
async function trackingStart(db: IntentlyDb, now: number): Promise<number> {
  const first = (await readVisits(db, -Infinity, Infinity)).find((visit) => visit.tabId >= 0);
  return first?.startTime ?? now;
}

async function cancel(db: IntentlyDb, progress: ImportProgress): Promise<ImportProgress> {
  const cancelled = { ...progress, status: 'cancelled' as const };
  await saveImportProgress(db, cancelled);
  return cancelled;
}
