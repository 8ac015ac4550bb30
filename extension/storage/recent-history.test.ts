import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { recentHistory } from './recent-history';
import { freshDatabases } from './fresh-databases';
import { putArchivedVisits } from './visit-archive';
import type { StoredVisit } from './visit-types';

const db = freshDatabases();

describe('recentHistory (/history)', () => {
  const DAY = 86_400_000;
  const visit = (tabId: number, startTime: number, url: string): StoredVisit => ({
    id: `${tabId}_${startTime}`,
    tabId,
    windowId: 1,
    url,
    title: '',
    domain: new URL(url).hostname,
    category: 'work',
    creationMode: 'direct',
    startTime,
    endTime: startTime,
    duration: 0,
    activeTime: 0,
    lastActiveTime: startTime,
    isActive: false,
    wordCount: 0,
  });
  const noHistory = { search: async () => [] };

  it('lists distinct pages newest first across the archive and the live table, reaching back as far as needed', async () => {
    const now = Date.now();
    await putArchivedVisits(db.tracker(), [
      visit(1, now - 30 * DAY, 'https://old.dev/'),
      visit(1, now - 3 * DAY, 'https://b.dev/'),
      visit(2, now - 2 * DAY, 'https://a.dev/'),
    ]);
    await db.tracker().visits.bulkPut([visit(3, now - 60_000, 'https://a.dev/'), visit(3, now, 'https://c.dev/')]);
    const urls = async (limit: number) =>
      (await recentHistory(db.tracker(), noHistory, limit)).map((entry) => entry.url);
    expect(await urls(2)).toEqual(['https://c.dev/', 'https://a.dev/']);
    expect(await urls(10)).toEqual(['https://c.dev/', 'https://a.dev/', 'https://b.dev/', 'https://old.dev/']);
  });

  it('falls back to Chrome history when nothing was recorded', async () => {
    const history = {
      search: async () => [{ id: '1', url: 'https://chrome.dev/', title: 'Chrome', lastVisitTime: 5 }],
    };
    expect(await recentHistory(db.tracker(), history, 5)).toEqual([
      { url: 'https://chrome.dev/', title: 'Chrome', lastVisit: 5 },
    ]);
  });

  it('has no fallback while Chrome history is not allowed (issue 34: the history permission is optional)', async () => {
    expect(await recentHistory(db.tracker(), undefined, 5)).toEqual([]);
    await db.tracker().visits.put(visit(4, Date.now(), 'https://seen.dev/'));
    expect((await recentHistory(db.tracker(), undefined, 5)).map((entry) => entry.url)).toEqual(['https://seen.dev/']);
  });
});
