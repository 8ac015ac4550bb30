import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { TabSession } from './visit-types';
import { IntentlyDb } from './db';
import { readDay } from './day-store';
import { MAX_SESSION_LOOKBACK_MS, noteSessionSpans, sessionLookback } from './session-lookback';

const HOUR = 3_600_000;
const DAY_START = new Date('2025-09-23T00:00:00').getTime();
const session = (tabId: number, openedAt: number, hours: number): TabSession => ({
  id: `${tabId}_${openedAt}`,
  tabId,
  windowId: 1,
  openedAt,
  closedAt: openedAt + hours * HOUR,
  totalActiveTime: 0,
  urlVisits: [],
});
const write = (db: IntentlyDb, sessions: TabSession[]) =>
  db.transaction('rw', db.tabSessions, db.runtime, async () => {
    await db.tabSessions.bulkPut(sessions);
    await noteSessionSpans(db, sessions);
  });

describe('session lookback', () => {
  it('reaches back a month until a session span is known, then as far as the longest closed session', async () => {
    const db = new IntentlyDb(`lookback-${Math.random()}`);
    expect(await sessionLookback(db)).toBe(MAX_SESSION_LOOKBACK_MS);
    await write(db, [session(1, DAY_START, 2), { ...session(2, DAY_START, 0), closedAt: undefined }]);
    expect(await sessionLookback(db)).toBe(2 * HOUR);
    await write(db, [session(3, DAY_START, 1)]);
    expect(await sessionLookback(db)).toBe(2 * HOUR);
    await write(db, [session(4, DAY_START, 24 * 90)]);
    expect(await sessionLookback(db)).toBe(MAX_SESSION_LOOKBACK_MS);
  });

  it('measures sessions stored before spans were noted, so a long old one is still found for its days', async () => {
    const db = new IntentlyDb(`lookback-${Math.random()}`);
    const long = session(7, DAY_START - 10 * 24 * HOUR, 11 * 24); // open ten days before the 23rd, closed after it
    await db.tabSessions.put(long); // an older version stored it without noting its span
    await write(db, [session(8, DAY_START + HOUR, 1)]);
    expect(await sessionLookback(db)).toBe(11 * 24 * HOUR);
    expect((await readDay(db, '2025-09-23')).sessions.map((s) => s.tabId).sort()).toEqual([7, 8]);
  });
});
