/**
 * The in-browser half of `npm run bench:store`: runs against Chromium's real IndexedDB through the same
 * modules the extension uses, and returns the samples in milliseconds to the Node runner.
 */
import { importHistory, type HistoryApi } from '../extension/history-import/import-history';
import { IntentlyDb } from '../extension/storage/db';
import { readDay } from '../extension/storage/day-store';
import { readVisits } from '../extension/storage/read-visits';
import { archiveFinishedVisits } from '../extension/storage/visit-archive';
import { noteSessionSpans } from '../extension/storage/session-lookback';
import { DexieTrackerStore } from '../extension/background/dexie-tracker-store';
import { DEFAULT_CATEGORIES } from '../extension/shared/categories';
import { dayKey } from '../extension/shared/day-key';
import { Tracker } from '../extension/tracking/tracker';
import { DEFAULT_SETTINGS } from '../extension/storage/tracking-settings';
import type { StoredVisit } from '../extension/storage/visit-types';

const DAY = 86_400_000;
const DOMAINS = [
  'github.com',
  'docs.dev',
  'reddit.com',
  'news.ycombinator.com',
  'mail.example.com',
  'youtube.com',
  'x.com',
  'wiki.org',
];

/** A fake chrome.history with `pages` pages of `perPage` visits each over the last 90 days. */
function syntheticHistory(pages: number, perPage: number, now: number): HistoryApi {
  return {
    search: async () =>
      Array.from({ length: pages }, (_, i) => ({
        url: `https://${DOMAINS[i % DOMAINS.length]}/page/${i}?q=${i}`,
        title: `Page ${i}`,
      })),
    getVisits: async ({ url }) => {
      const page = Number(/page\/(\d+)/.exec(url)![1]);
      return Array.from({ length: perPage }, (_, j) => ({
        visitId: String(page * perPage + j),
        visitTime: now - 1 - (((page * perPage + j) * 7_919) % (89 * DAY)),
        referringVisitId: j > 0 ? String(page * perPage + j - 1) : '0',
        transition: j > 0 ? 'link' : 'typed',
        isLocal: true,
      }));
    },
  };
}

/** `count` visits spread evenly over `days` days before `now`. */
function syntheticVisits(count: number, days: number, now: number): StoredVisit[] {
  const start = now - days * DAY;
  return Array.from({ length: count }, (_, i) => {
    const startTime = start + Math.floor((i * days * DAY) / count);
    const domain = DOMAINS[i % DOMAINS.length]!;
    return {
      id: `${i % 50}_${startTime}`,
      tabId: i % 50,
      windowId: 1,
      url: `https://${domain}/p/${i % 3_000}`,
      title: `Page ${i}`,
      domain,
      category: domain === 'reddit.com' || domain === 'x.com' ? 'social' : 'work',
      creationMode: i % 3 === 0 ? 'direct' : 'chain',
      startTime,
      endTime: startTime + 30_000,
      duration: 30_000,
      activeTime: 20_000,
      lastActiveTime: startTime + 20_000,
      isActive: false,
      wordCount: 500,
      ...(i % 3 === 0
        ? {}
        : { sourceInfo: { nodeId: `x_${i - 1}`, tabId: i % 50, url: `https://${domain}/p/${(i - 1) % 3_000}` } }),
    };
  });
}

async function freshDb(name: string): Promise<IntentlyDb> {
  await IntentlyDb.delete(name);
  const db = new IntentlyDb(name);
  await db.open();
  return db;
}

/** History import: the whole importHistory path over a fake chrome.history; one sample per run, in ms. */
export async function benchHistoryImport(visits: number, runs: number): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const db = await freshDb(`bench-import-${run}`);
    const now = Date.now();
    const started = performance.now();
    const result = await importHistory(syntheticHistory(visits / 10, 10, now), db, {
      now,
      categories: DEFAULT_CATEGORIES,
    });
    samples.push(performance.now() - started);
    if (result.written !== visits) throw new Error(`The import should write ${visits} visits, not ${result.written}.`);
    db.close();
  }
  return samples;
}

/** Recording one navigation: a commit handled by the tracker up to its committed transaction, in ms. */
export async function benchNavigation(navigations: number): Promise<number[]> {
  const db = await freshDb('bench-navigation');
  const tracker = new Tracker({
    store: new DexieTrackerStore(db),
    clock: Date.now,
    settings: DEFAULT_SETTINGS,
    idleThresholdMs: 120_000,
    getTab: async (id) => ({ id, windowId: 1, incognito: false }),
  });
  await tracker.start(async () => ({
    tabs: Array.from({ length: 30 }, (_, id) => ({
      id,
      windowId: 1,
      incognito: false,
      url: `https://docs.dev/open/${id}`,
      active: id === 0,
    })),
    focusedWindowId: 1,
    idle: 'active',
    newBrowserSession: false,
    settings: DEFAULT_SETTINGS,
  }));
  const samples: number[] = [];
  for (let i = 0; i < navigations; i += 1) {
    const tab = i % 30;
    const started = performance.now();
    await tracker.navigated(tab, `https://${DOMAINS[i % DOMAINS.length]}/nav/${i}?code=x`, {
      transitionType: 'link',
      transitionQualifiers: [],
    });
    samples.push(performance.now() - started);
  }
  db.close();
  return samples;
}

/**
 * Seeds `count` visits and 20 tab sessions a day over `days` days, stored as the extension keeps them:
 * the tracker writes visits to its table and the hourly alarm archives the finished ones, so all but the
 * last hour's visits end up in the day archive.
 */
export async function seed(count: number, days: number): Promise<void> {
  const db = await freshDb('bench-read');
  const visits = syntheticVisits(count, days, Date.now());
  const lastHour = Date.now() - 3_600_000;
  const archived = visits.filter((visit) => visit.startTime < lastHour);
  for (let i = 0; i < archived.length; i += 10_000) await db.visits.bulkPut(archived.slice(i, i + 10_000));
  await archiveFinishedVisits(db);
  await db.visits.bulkPut(visits.filter((visit) => visit.startTime >= lastHour));
  // 20 tab sessions a day, each open for two hours.
  const start = Date.now() - days * DAY;
  const sessions = Array.from({ length: days * 20 }, (_, i) => {
    const openedAt = start + i * (DAY / 20);
    return {
      id: `${i}_${openedAt}`,
      tabId: i,
      windowId: 1,
      openedAt,
      closedAt: openedAt + 7_200_000,
      totalActiveTime: 600_000,
      urlVisits: [],
    };
  });
  // As the tracker writes sessions: with their spans noted in the same transaction.
  await db.transaction('rw', db.tabSessions, db.runtime, async () => {
    await db.tabSessions.bulkPut(sessions);
    await noteSessionSpans(db, sessions);
  });
  db.close();
}

/** Reading one day (visits and tab sessions) from the seeded database, in ms per read. */
export async function benchReadDay(runs: number, daysBack: number): Promise<{ samples: number[]; visits: number }> {
  const db = new IntentlyDb('bench-read');
  const date = dayKey(Date.now() - daysBack * DAY);
  const samples: number[] = [];
  let visits = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    visits = (await readDay(db, date)).visits.length;
    samples.push(performance.now() - started);
  }
  db.close();
  return { samples, visits };
}

/** Reading every visit of the seeded database in time order (the graph's range read), in ms per read. */
export async function benchReadAll(runs: number): Promise<{ samples: number[]; visits: number }> {
  const db = new IntentlyDb('bench-read');
  const samples: number[] = [];
  let visits = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    visits = (await readVisits(db, 0, Number.MAX_SAFE_INTEGER)).length;
    samples.push(performance.now() - started);
  }
  db.close();
  return { samples, visits };
}
