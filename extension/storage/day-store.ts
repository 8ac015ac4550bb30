/** Reads a day's visits and sessions, and keeps the `days` table of SPEC §3 day records up to date. */
import { dayKey } from '../shared/day-key';
import { dayBounds, dayRecord } from './day-record';
import type { StoredVisit, TabSession } from './visit-types';
import type { IntentlyDb } from './db';
import { TRACKER_STATE_KEY, type TrackerState } from './tracker-state';
import { readVisits, visitTimeBounds } from './read-visits';
import { sessionLookback } from './session-lookback';

const DIRTY_FROM_KEY = 'days-dirty-from';
const DAY_MS = 86_400_000;

/** The visits that started on `date` (oldest first) and the tab sessions open during it. */
export async function readDay(
  db: IntentlyDb,
  date: string,
): Promise<{ visits: StoredVisit[]; sessions: TabSession[] }> {
  const bounds = dayBounds(date);
  if (!bounds) throw new Error(`A day must be a date like 2025-09-23, not "${date}".`);
  const [start, end] = bounds;
  return db.transaction('r', db.visits, db.visitDays, db.tabSessions, db.runtime, async () => {
    // Sessions opened up to the longest session's span before the day (at most a month; session-lookback.ts),
    // plus the tabs open right now however old (pinned tabs).
    // Filtering after one getAll: a Dexie filter would walk a cursor, one round trip per session. The three
    // reads are in flight together.
    const lookback = await sessionLookback(db);
    const [visits, opened, stateRow] = await Promise.all([
      readVisits(db, start, end),
      db.tabSessions
        .where('openedAt')
        .between(start - lookback, end, true, false)
        .toArray(),
      db.runtime.get(TRACKER_STATE_KEY),
    ]);
    const recent = opened.filter((session) => (session.closedAt ?? Infinity) >= start);
    const state = stateRow?.value as TrackerState | undefined;
    const openIds = Object.values(state?.tabs ?? {}).flatMap((tab) => (tab.sessionId ? [tab.sessionId] : []));
    const seen = new Set(recent.map((session) => session.id));
    const open = (await db.tabSessions.bulkGet(openIds)).filter(
      (session) => session && !seen.has(session.id) && session.openedAt < end && session.closedAt === undefined,
    );
    return { visits, sessions: [...recent, ...(open as TabSession[])] };
  });
}

/** Marks days from `time` on as needing their day record recomputed (after an import). */
export async function markDaysDirty(db: IntentlyDb, time: number): Promise<void> {
  await db.transaction('rw', db.runtime, async () => {
    const current = (await db.runtime.get(DIRTY_FROM_KEY))?.value as number | undefined;
    await db.runtime.put({ key: DIRTY_FROM_KEY, value: Math.min(current ?? time, time) });
  });
}

/** Recomputes the day records from the earliest dirty day (default yesterday, which the tracker may have ended) to today. */
export async function rollUpDays(db: IntentlyDb, now: number): Promise<number> {
  const dirtyFrom = ((await db.runtime.get(DIRTY_FROM_KEY))?.value as number | undefined) ?? now - DAY_MS;
  const first = (await visitTimeBounds(db))?.first ?? now;
  let count = 0;
  for (
    let time = Math.max(Math.min(dirtyFrom, now - DAY_MS), first - DAY_MS);
    dayKey(time) <= dayKey(now);
    time += DAY_MS
  ) {
    const date = dayKey(time);
    const { visits, sessions } = await readDay(db, date);
    if (visits.length) {
      await db.days.put(dayRecord(date, visits, sessions));
      count += 1;
    }
  }
  await db.runtime.put({ key: DIRTY_FROM_KEY, value: now - DAY_MS });
  return count;
}
