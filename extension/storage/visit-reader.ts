/**
 * Reads visits straight from the extension's IndexedDB, without Dexie: the graph page's worker reads its
 * day with it. In that worker, loading Dexie's code and parsing the schema took ~50 ms before the first
 * read could start. Same reads as read-visits.ts (which the rest of the extension uses through Dexie), answered
 * column by column (visit-table.ts) instead of as visit objects. It never creates or upgrades the database, and lets
 * go of it when the extension upgrades it.
 */
import type { StoredVisit } from './visit-types';
import { archiveDayOf, type VisitDayRow } from './visit-day-row';
import { visitTableOf, type VisitTable } from './visit-table';

/** Visits as the graph reads them. */
export interface VisitReader {
  /** The start time of the last stored visit, or null when there is none (see read-visits.ts lastVisitTime). */
  lastVisitTime(): Promise<number | null>;
  /** The visits that started in [from, to), oldest first, column by column (as read-visits.ts readVisits reads them). */
  readVisits(from: number, to: number): Promise<VisitTable>;
}

const answer = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** The oldest or newest key of an index in a range, or undefined when there is none. */
const endKey = (index: IDBIndex, end: 'next' | 'prev', range: IDBKeyRange | null = null) =>
  answer(index.openKeyCursor(range, end)).then((cursor) => cursor?.key as number | undefined);

/** The database when it exists (opening creates nothing: a missing one is null); `closed` runs when an upgrade makes it let go. */
function openExisting(name: string, closed: () => void): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onupgradeneeded = () => open.transaction!.abort(); // only a database that does not exist yet gets here
    open.onsuccess = () => {
      open.result.onversionchange = () => {
        open.result.close();
        closed();
      };
      resolve(open.result);
    };
    open.onerror = () => (open.error?.name === 'AbortError' ? resolve(null) : reject(open.error));
  });
}

const NO_VISITS: VisitTable = { runs: [], length: 0 };

/** A reader of the extension's visits, over one connection (opened again after the extension upgraded the database). */
export function visitReader(name = 'intently'): VisitReader {
  let connection: Promise<IDBDatabase | null> | undefined;
  const read = async <T>(none: T, body: (tx: IDBTransaction) => Promise<T>): Promise<T> => {
    const db = await (connection ??= openExisting(name, () => (connection = undefined)));
    if (!db) {
      connection = undefined; // created later, it is read then
      return none;
    }
    return body(db.transaction(['visits', 'visitDays'], 'readonly'));
  };
  return {
    lastVisitTime: () =>
      read(null, async (tx) => {
        const live = tx.objectStore('visits').index('startTime');
        const archived = await endKey(tx.objectStore('visitDays').index('lastStart'), 'prev');
        if (archived === undefined) return (await endKey(live, 'prev')) ?? null;
        const newer = IDBKeyRange.lowerBound(archived, true); // see read-visits.ts lastVisitTime: looked for upwards first
        if ((await endKey(live, 'next', newer)) === undefined) return archived;
        return (await endKey(live, 'prev', newer))!;
      }),
    readVisits: (from, to) =>
      from < to
        ? read(NO_VISITS, async (tx) => {
            const [rows, live] = await Promise.all([
              answer(
                tx
                  .objectStore('visitDays')
                  .getAll(IDBKeyRange.bound(archiveDayOf(from), archiveDayOf(to))) as IDBRequest<VisitDayRow[]>,
              ),
              answer(
                tx
                  .objectStore('visits')
                  .index('startTime')
                  .getAll(IDBKeyRange.bound(from, to, false, true)) as IDBRequest<StoredVisit[]>,
              ),
            ]);
            return visitTableOf(rows, live, from, to);
          })
        : Promise.resolve(NO_VISITS),
  };
}
