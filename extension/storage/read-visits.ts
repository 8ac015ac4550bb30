/**
 * Reads visits from both places they live: the `visits` table (the last two UTC days and visits still
 * open, which the tracker updates in place) and the `visitDays` archive (older days, one column-wise row
 * per day; see visit-day-row.ts). A visit in both (the tracker rewrote one already archived) is read once,
 * as its live copy.
 */
import type { Collection } from 'dexie';
import type { StoredVisit } from './visit-types';
import type { IntentlyDb } from './db';
import { archiveDayOf, type VisitDayRow } from './visit-day-row';
import { visitsOf, visitTableOf } from './visit-table';

/** The visits that started in [from, to), oldest first, read from one snapshot of the database. */
export function readVisits(db: IntentlyDb, from: number, to: number): Promise<StoredVisit[]> {
  if (!(from < to)) return Promise.resolve([]);
  return db.transaction('r', db.visits, db.visitDays, async () => {
    const [rows, live] = await Promise.all([
      db.visitDays.where('day').between(archiveDayOf(from), archiveDayOf(to), true, true).toArray(),
      db.visits.where('startTime').between(from, to, true, false).toArray(),
    ]);
    return combineVisits(rows, live, from, to);
  });
}

/** The visits in [from, to) of archived day rows and of the tracker's table (read in one snapshot), oldest first, each once. */
export function combineVisits(
  rows: readonly VisitDayRow[],
  live: StoredVisit[],
  from: number,
  to: number,
): StoredVisit[] {
  return rows.length ? visitsOf(visitTableOf(rows, live, from, to)) : live;
}

/** The first key of an index's collection (a start time), read without decoding any row. */
const firstKey = (collection: Collection) => collection.limit(1).keys() as Promise<number[]>;

/** The start times of the first and the last stored visit, or null when there is none. */
export function visitTimeBounds(db: IntentlyDb): Promise<{ first: number; last: number } | null> {
  return db.transaction('r', db.visits, db.visitDays, async () => {
    // Index keys only: no visit and no archived day is decoded.
    const [firstLive, firstDay, last] = await Promise.all([
      firstKey(db.visits.orderBy('startTime')),
      firstKey(db.visitDays.orderBy('firstStart')),
      lastVisitTime(db),
    ]);
    const firsts = [...firstLive, ...firstDay];
    return firsts.length && last !== null ? { first: Math.min(...firsts), last } : null;
  });
}

/**
 * The start time of the last stored visit, or null when there is none. Reads index keys only. Archiving a
 * day leaves its visits' deleted entries in the tracker's index, below the archive's newest start, and
 * Chromium steps over every one of them when it seeks the index's newest key and no live visit is newer:
 * ~0.5 s with 100k visits just archived. So a live visit newer than the archive is looked for upwards
 * first (no deleted entry on the way), and the newest end is read only when one exists.
 */
export function lastVisitTime(db: IntentlyDb): Promise<number | null> {
  return db.transaction('r', db.visits, db.visitDays, async () => {
    const [archived] = await firstKey(db.visitDays.orderBy('lastStart').reverse());
    if (archived === undefined) return (await firstKey(db.visits.orderBy('startTime').reverse()))[0] ?? null;
    if (!(await firstKey(db.visits.where('startTime').above(archived))).length) return archived;
    return (await firstKey(db.visits.where('startTime').above(archived).reverse()))[0]!;
  });
}
