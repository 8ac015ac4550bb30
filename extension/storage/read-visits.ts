/**
 * Reads visits by time in several slices at once. Chromium's IndexedDB reads and sends records from the
 * browser process while this thread decodes them; one big getAll does the two one after the other, while
 * slices in flight together overlap them (100k visits: median 1.23 s against 1.53 s for one getAll, 8 alternating reads on two cores).
 */
import type { StoredVisit } from '../tracking/visit-types';
import type { IntentlyDb } from './db';

/** How many time slices are read at once. */
const SLICES = 6;

/** The visits that started in [from, to), oldest first, read from one snapshot of the database. */
export function readVisits(db: IntentlyDb, from: number, to: number): Promise<StoredVisit[]> {
  return db.transaction('r', db.visits, async () => {
    const range = db.visits.where('startTime').between(from, to, true, false);
    const [first, last] = await Promise.all([range.first(), range.clone().last()]);
    if (!first || !last) return [];
    // Even slices of the time actually covered; the last one ends past the newest visit.
    const start = first.startTime;
    const step = (last.startTime + 1 - start) / SLICES;
    const bounds = Array.from({ length: SLICES + 1 }, (_, i) => (i === SLICES ? last.startTime + 1 : start + i * step));
    const slices = await Promise.all(
      bounds.slice(0, -1).map((low, i) => db.visits.where('startTime').between(low, bounds[i + 1]!, true, false).toArray()),
    );
    return slices.flat();
  });
}
