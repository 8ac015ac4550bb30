import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { StoredVisit } from './visit-types';
import { IntentlyDb } from './db';
import { readVisits } from './read-visits';
import { archiveFinishedVisits, putArchivedVisits } from './visit-archive';
import { ARCHIVE_DAY_MS } from './visit-day-row';

const NOW = Date.UTC(2025, 8, 23, 15);
const visit = (tabId: number, startTime: number, extra: Partial<StoredVisit> = {}): StoredVisit => ({
  id: `${tabId}_${startTime}`,
  tabId,
  windowId: 1,
  url: `https://a.example/${startTime}`,
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
const fresh = () => new IntentlyDb(`archive-${Math.random()}`);

describe('the visit archive', () => {
  it('merges visits into archived days by id: importing twice or overlapping adds no duplicates', async () => {
    const db = fresh();
    const days = [
      visit(1, NOW - 5 * ARCHIVE_DAY_MS),
      visit(1, NOW - 5 * ARCHIVE_DAY_MS + 60_000),
      visit(2, NOW - 3 * ARCHIVE_DAY_MS),
    ];
    await putArchivedVisits(db, days);
    await putArchivedVisits(db, [
      ...days,
      { ...days[1]!, title: 'Renamed' },
      visit(3, NOW - 5 * ARCHIVE_DAY_MS + 30_000),
    ]);
    const read = await readVisits(db, -Infinity, Infinity);
    expect(read.map((v) => v.id)).toEqual([
      days[0]!.id,
      `3_${NOW - 5 * ARCHIVE_DAY_MS + 30_000}`,
      days[1]!.id,
      days[2]!.id,
    ]);
    expect(read[2]!.title).toBe('Renamed');
    expect(await db.visitDays.count()).toBe(2);
  });

  it('moves every finished visit, in weekly slices, and leaves the open one live', async () => {
    const db = fresh();
    const old = Array.from({ length: 40 }, (_, i) => visit(i % 5, NOW - (40 - i) * ARCHIVE_DAY_MS));
    const open = visit(9, NOW - 30 * ARCHIVE_DAY_MS, { isActive: true });
    const recent = [visit(1, NOW - ARCHIVE_DAY_MS), visit(1, NOW - 60_000)];
    await db.visits.bulkPut([...old, open, ...recent]);
    const before = await readVisits(db, -Infinity, Infinity);
    expect(await archiveFinishedVisits(db)).toBe(42);
    expect(await db.visits.toArray()).toEqual([open]); // rewritten as it was (see rewriteLiveVisits)
    expect(await db.visitDays.count()).toBe(41);
    expect(await readVisits(db, -Infinity, Infinity)).toEqual(before);
    expect(await archiveFinishedVisits(db)).toBe(0);
    expect(await archiveFinishedVisits(fresh())).toBe(0);
  });

  it('reads a visit in both tables once, as its live copy, in time order', async () => {
    const db = fresh();
    const archived = [visit(1, NOW - 4 * ARCHIVE_DAY_MS), visit(2, NOW - 4 * ARCHIVE_DAY_MS + 10)];
    await putArchivedVisits(db, archived);
    const rewritten = { ...archived[0]!, activeTime: 9_999 };
    await db.visits.bulkPut([rewritten, visit(3, NOW - 4 * ARCHIVE_DAY_MS + 5)]);
    const read = await readVisits(db, NOW - 4 * ARCHIVE_DAY_MS, NOW);
    expect(read.map((v) => v.tabId)).toEqual([1, 3, 2]);
    expect(read[0]!.activeTime).toBe(9_999);
  });
});
