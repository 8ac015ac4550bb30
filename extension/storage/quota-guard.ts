/**
 * Issue 38: a write the browser refuses for lack of space is never swallowed. `guardQuota` adds a DBCore middleware
 * to a Dexie database: when a write (add, put, delete, deleteRange) fails with a quota error, it reports what was not
 * saved (the database, the table, how many rows) and rethrows, so the caller still sees the failure. Where the report
 * goes is the caller's (`unsaved-writes.ts` keeps it for the main page's Your data). Pure but for the reporter.
 */
import type Dexie from 'dexie';
import type { DBCoreMutateRequest } from 'dexie';

/** A write the browser refused for lack of space. */
export interface UnsavedWrite {
  /** The database's name ('intently' or 'intently-tools'). */
  database: string;
  /** The table the rows were for. */
  table: string;
  /** How many rows were not saved. */
  rows: number;
  /** When it failed (ms since the epoch). */
  at: number;
}

/** Whether an error is the browser's quota error, as IndexedDB raises it or as Dexie wraps it (`inner`). */
export function isQuotaError(error: unknown): boolean {
  for (let e = error as { name?: unknown; inner?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.name === 'QuotaExceededError') return true;
    e = e.inner as typeof e;
  }
  return false;
}

/** How many rows a write request carries. */
function rowsOf(request: DBCoreMutateRequest): number {
  if (request.type === 'deleteRange') return 1;
  if (request.type === 'delete') return request.keys.length;
  return request.values.length;
}

/**
 * Adds the quota guard to a database: each refused write is reported, then rethrown. Chrome refuses most writes at
 * commit, so the whole transaction aborts with the quota error (the caller sees Dexie's AbortError, the quota error as
 * its `inner`): every row the transaction wrote is then reported, per table. A single request refused at once is
 * reported with its rows, and its transaction's other rows if it aborts.
 */
export function guardQuota(db: Dexie, report: (write: UnsavedWrite) => void, now = () => Date.now()): void {
  const pending = new WeakMap<object, Map<string, number>>();
  const watch = (trans: IDBTransaction) => {
    const rows = new Map<string, number>();
    pending.set(trans, rows);
    trans.addEventListener('abort', () => {
      if (!isQuotaError(trans.error)) return;
      for (const [table, count] of rows) if (count > 0) report({ database: db.name, table, rows: count, at: now() });
    });
    return rows;
  };
  db.use({
    stack: 'dbcore',
    name: 'quota-guard',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (request) => {
            const trans = request.trans as unknown as IDBTransaction;
            const rows = pending.get(trans) ?? watch(trans);
            const count = rowsOf(request);
            rows.set(name, (rows.get(name) ?? 0) + count);
            return table.mutate(request).catch((error: unknown) => {
              if (isQuotaError(error)) {
                rows.set(name, (rows.get(name) ?? 0) - count);
                report({ database: db.name, table: name, rows: count, at: now() });
              }
              throw error;
            });
          },
        };
      },
    }),
  });
}
