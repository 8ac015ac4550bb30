/**
 * Writes to the `visitDays` archive: imports (Chrome history, an export zip) go straight into it, and
 * archiveFinishedVisits moves the tracker's finished visits out of its `visits` table (hourly, from the
 * days alarm), so a day is read as one archived row plus at most an hour's worth of single rows.
 */
import type { StoredVisit } from './visit-types';
import type { IntentlyDb } from './db';
import { ARCHIVE_DAY_MS, archiveDayOf, decodeVisitDay, encodeVisitDay } from './visit-day-row';

/** Days of live visits moved per transaction, so the tracker never waits long for the table. */
const DAYS_PER_MOVE = 7;

/** Adds or replaces (by id) visits in the archive; a day already archived is merged, never duplicated. */
export async function putArchivedVisits(db: IntentlyDb, visits: readonly StoredVisit[]): Promise<void> {
  const byDay = new Map<number, Map<string, StoredVisit>>();
  for (const visit of visits) {
    const day = archiveDayOf(visit.startTime);
    let ids = byDay.get(day);
    if (!ids) byDay.set(day, (ids = new Map()));
    ids.set(visit.id, visit);
  }
  const days = [...byDay.keys()];
  await db.transaction('rw', db.visitDays, async () => {
    const rows = await db.visitDays.bulkGet(days);
    const merged = days.map((day, i) => {
      const incoming = byDay.get(day)!;
      const existing = rows[i];
      const kept = existing
        ? decodeVisitDay(existing, -Infinity, Infinity, []).filter((visit) => !incoming.has(visit.id))
        : [];
      return encodeVisitDay(day, [...kept, ...incoming.values()]);
    });
    await db.visitDays.bulkPut(merged);
  });
}

/**
 * Moves the tracker's finished visits into the archive; returns how many moved. Visits still open stay
 * in `visits`, where the tracker updates them in place; it never writes a visit again once it has ended.
 */
export async function archiveFinishedVisits(db: IntentlyDb): Promise<number> {
  const [oldest, newest] = await Promise.all([
    db.visits.orderBy('startTime').first(),
    db.visits.orderBy('startTime').last(),
  ]);
  if (!oldest || !newest) return 0;
  let moved = 0;
  for (let from = oldest.startTime; from <= newest.startTime; from += DAYS_PER_MOVE * ARCHIVE_DAY_MS) {
    const to = from + DAYS_PER_MOVE * ARCHIVE_DAY_MS;
    moved += await db.transaction('rw', db.visits, db.visitDays, async () => {
      const finished = (await db.visits.where('startTime').between(from, to, true, false).toArray()).filter(
        (visit) => !visit.isActive,
      );
      if (!finished.length) return 0;
      await putArchivedVisits(db, finished);
      await db.visits.bulkDelete(finished.map((visit) => visit.id));
      return finished.length;
    });
  }
  if (moved) await rewriteLiveVisits(db);
  return moved;
}

/**
 * Writes the visits left live back into an emptied table. Chromium's IndexedDB keeps a deleted key until
 * LevelDB compacts it, and a range read steps over every one: just after 100k visits were moved, the
 * graph page's read of their day waited 0.5-0.7 s on the empty live range. clear() drops the table's
 * deleted keys with it (the same read then took 88-191 ms).
 */
async function rewriteLiveVisits(db: IntentlyDb) {
  await db.transaction('rw', db.visits, async () => {
    const live = await db.visits.toArray();
    await db.visits.clear();
    await db.visits.bulkPut(live);
  });
}
