import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { StoredVisit } from './visit-types';
import { IntentlyDb } from './db';
import { ToolsDb } from './tools-db';
import { readVisits } from './read-visits';
import { putArchivedVisits } from './visit-archive';
import { applyHistoryRetention, historyRetention, HISTORY_RETENTION_SETTING } from './history-retention';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 27, 12);
const visit = (id: string, startTime: number, extra: Partial<StoredVisit> = {}): StoredVisit => ({
  id,
  tabId: 1,
  windowId: 1,
  url: `https://a.example/${id}`,
  title: '',
  domain: 'a.example',
  category: 'work',
  creationMode: 'direct',
  startTime,
  endTime: startTime + 1_000,
  duration: 1_000,
  activeTime: 500,
  lastActiveTime: startTime + 500,
  isActive: false,
  wordCount: 0,
  ...extra,
});

/** A tracker with visits 2 years, 200 days, 100 days and 10 days old (archived), and live ones 95 and 5 days old. */
async function history() {
  const db = new IntentlyDb(`retention-${Math.random()}`);
  await putArchivedVisits(db, [
    visit('2y', NOW - 730 * DAY),
    visit('200d', NOW - 200 * DAY),
    visit('100d', NOW - 100 * DAY),
    visit('10d', NOW - 10 * DAY),
  ]);
  await db.visits.bulkPut([visit('live-95d', NOW - 95 * DAY), visit('live-5d', NOW - 5 * DAY)]);
  await db.tabSessions.bulkPut([
    {
      id: 'old',
      tabId: 1,
      windowId: 1,
      openedAt: NOW - 400 * DAY,
      closedAt: NOW - 400 * DAY,
      totalActiveTime: 0,
      urlVisits: [],
    },
    { id: 'open', tabId: 2, windowId: 1, openedAt: NOW - 400 * DAY, totalActiveTime: 0, urlVisits: [] },
  ]);
  return db;
}
const ids = async (db: IntentlyDb) => (await readVisits(db, -Infinity, Infinity)).map((v) => v.id).sort();

describe('history retention', () => {
  it("keeps everything by default, past Chrome's 90 days", async () => {
    const db = await history();
    expect(await applyHistoryRetention(db, 'all', NOW)).toEqual({ visits: 0, tabSessions: 0 });
    expect(await ids(db)).toEqual(['100d', '10d', '200d', '2y', 'live-5d', 'live-95d']);
  });

  it('keeps one year: deletes older visits and closed tab sessions, never an open one', async () => {
    const db = await history();
    expect(await applyHistoryRetention(db, '1y', NOW)).toEqual({ visits: 1, tabSessions: 1 });
    expect(await ids(db)).toEqual(['100d', '10d', '200d', 'live-5d', 'live-95d']);
    expect((await db.tabSessions.toArray()).map((s) => s.id)).toEqual(['open']);
  });

  it('keeps 90 days, archived and live visits alike, and applying it again deletes nothing more', async () => {
    const db = await history();
    expect(await applyHistoryRetention(db, '90d', NOW)).toEqual({ visits: 4, tabSessions: 1 });
    expect(await ids(db)).toEqual(['10d', 'live-5d']);
    expect(await applyHistoryRetention(db, '90d', NOW)).toEqual({ visits: 0, tabSessions: 0 });
  });

  it('reads the setting, and keeps everything for a value it does not know', async () => {
    const tools = new ToolsDb(`retention-tools-${Math.random()}`);
    expect(await historyRetention(tools)).toBe('all');
    await tools.settings.put({ key: HISTORY_RETENTION_SETTING, value: '90d' });
    expect(await historyRetention(tools)).toBe('90d');
    await tools.settings.put({ key: HISTORY_RETENTION_SETTING, value: '5y' });
    expect(await historyRetention(tools)).toBe('all');
  });
});
