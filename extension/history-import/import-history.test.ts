import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IntentlyDb } from '../storage/db';
import { readVisits } from '../storage/read-visits';
import { DEFAULT_CATEGORIES } from '../shared/categories';
import { type HistoryApi, importHistory, loadImportProgress } from './import-history';

const NOW = Date.UTC(2025, 8, 23, 12);
const DAY = 86_400_000;
/** Every stored visit, oldest first, wherever it is kept. */
const allVisits = (db: IntentlyDb) => readVisits(db, -Infinity, Infinity);

/** A fake chrome.history: pages with their visits. */
function fakeHistory(
  pages: Record<
    string,
    {
      title: string;
      visits: { visitId: string; daysAgo: number; referringVisitId?: string; transition?: string; isLocal?: boolean }[];
    }
  >,
): HistoryApi & { calls: number } {
  const api = {
    calls: 0,
    search: async () => Object.entries(pages).map(([url, page]) => ({ url, title: page.title })),
    getVisits: async ({ url }: { url: string }) => {
      api.calls += 1;
      return pages[url]!.visits.map((visit) => ({
        visitId: visit.visitId,
        visitTime: NOW - visit.daysAgo * DAY + 0.25,
        referringVisitId: visit.referringVisitId ?? '0',
        transition: visit.transition ?? 'typed',
        isLocal: visit.isLocal ?? true,
      }));
    },
  };
  return api;
}

const HISTORY = {
  'https://github.com/': {
    title: 'GitHub',
    visits: [
      { visitId: '1', daysAgo: 3 },
      { visitId: '4', daysAgo: 100 },
    ],
  },
  'https://github.com/pulls': {
    title: 'Pulls',
    visits: [{ visitId: '2', daysAgo: 2.9, referringVisitId: '1', transition: 'link' }],
  },
  'https://www.reddit.com/r/x?code=SECRET': {
    title: 'r/x',
    visits: [
      { visitId: '3', daysAgo: 1, transition: 'link' },
      { visitId: '5', daysAgo: 1, isLocal: false },
    ],
  },
  'chrome://settings/': { title: 'Settings', visits: [{ visitId: '6', daysAgo: 1 }] },
};

describe('importHistory', () => {
  it('imports 90 days of this device’s history with creationMode from the transition type', async () => {
    const db = new IntentlyDb(`history-${Math.random()}`);
    const result = await importHistory(fakeHistory(HISTORY), db, { now: NOW, categories: DEFAULT_CATEGORIES });
    expect(result).toMatchObject({ status: 'done', written: 3, total: 3 });
    const visits = await allVisits(db);
    expect(
      visits.map((visit) => [visit.id, visit.url, visit.creationMode, visit.sourceInfo?.url, visit.category]),
    ).toEqual([
      ['history_1', 'https://github.com/', 'direct', undefined, 'work'],
      ['history_2', 'https://github.com/pulls', 'chain', 'https://github.com/', 'work'],
      ['history_3', 'https://www.reddit.com/r/x', 'direct', undefined, 'social'],
    ]);
    expect(visits[0]).toMatchObject({ tabId: -1, startTime: NOW - 3 * DAY, title: 'GitHub', isActive: false });
  });

  it('adds nothing when run again', async () => {
    const db = new IntentlyDb(`history-${Math.random()}`);
    await importHistory(fakeHistory(HISTORY), db, { now: NOW, categories: DEFAULT_CATEGORIES });
    await db.runtime.clear();
    await importHistory(fakeHistory(HISTORY), db, { now: NOW, categories: DEFAULT_CATEGORIES });
    expect((await allVisits(db)).length).toBe(3);
  });

  it('can be cancelled and resumed', async () => {
    const db = new IntentlyDb(`history-${Math.random()}`);
    const controller = new AbortController();
    controller.abort();
    const cancelled = await importHistory(fakeHistory(HISTORY), db, {
      now: NOW,
      categories: DEFAULT_CATEGORIES,
      signal: controller.signal,
    });
    expect(cancelled.status).toBe('cancelled');
    expect((await loadImportProgress(db))?.status).toBe('cancelled');
    expect((await allVisits(db)).length).toBe(0);
    const resumed = await importHistory(fakeHistory(HISTORY), db, { now: NOW + DAY, categories: DEFAULT_CATEGORIES });
    expect(resumed).toMatchObject({ status: 'done', written: 3, startTime: NOW - 90 * DAY });
    expect((await allVisits(db)).length).toBe(3);
  });

  it('stops where live tracking began, so no visit is recorded twice', async () => {
    const db = new IntentlyDb(`history-${Math.random()}`);
    await db.visits.put({
      id: `5_${NOW - 2 * DAY}`,
      tabId: 5,
      windowId: 1,
      url: 'https://tracked.dev/',
      title: '',
      domain: 'tracked.dev',
      category: 'work',
      creationMode: 'direct',
      startTime: NOW - 2 * DAY,
      endTime: NOW - 2 * DAY,
      duration: 0,
      activeTime: 0,
      lastActiveTime: NOW - 2 * DAY,
      isActive: false,
      wordCount: 0,
    });
    await importHistory(fakeHistory(HISTORY), db, { now: NOW, categories: DEFAULT_CATEGORIES });
    expect((await allVisits(db)).map((visit) => visit.id).sort()).toEqual([
      '5_1758456000000',
      'history_1',
      'history_2',
    ]);
  });
});
