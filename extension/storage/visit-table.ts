/**
 * Visits read column by column: slices of archived day rows (visit-day-row.ts) in the order the visits are read in,
 * with the tracker's live visits encoded as one more row. The graph's worker reads a range so: a month of a million
 * visits decoded into objects took some 1.5 s in that worker, most of it the garbage collector's over a million new
 * objects, and the graph needs its columns, not objects (docs/benchmarks.md). readVisits' objects come from the same
 * table (visitsOf), so both reads order, filter and de-duplicate alike.
 */
import type { StoredVisit } from './visit-types';
import { checkColumns, encodeVisitDay, rowDecoder, type VisitDayRow } from './visit-day-row';

/** Visits `from` to `to` (exclusive) of one row, by index. */
export interface VisitRun {
  row: VisitDayRow;
  from: number;
  to: number;
}

/** Visits column by column: runs of rows, in reading order; `length` is the number of visits in all. */
export interface VisitTable {
  runs: VisitRun[];
  length: number;
}

/** Start time, then id: the order visits are read in. */
function before(a: VisitDayRow, i: number, b: VisitDayRow, j: number): boolean {
  const [sa, sb] = [a.startTime[i]!, b.startTime[j]!];
  if (sa !== sb) return sa < sb;
  return a.id[i]! <= b.id[j]!;
}

/** Appends visit `i` of `row` to `runs`, extending the last run when it is the visit just before. */
function add(runs: VisitRun[], row: VisitDayRow, i: number) {
  const last = runs.at(-1);
  if (last && last.row === row && last.to === i) last.to = i + 1;
  else runs.push({ row, from: i, to: i + 1 });
}

/**
 * The visits in [from, to) of archived day rows and of the tracker's table (read in one snapshot), oldest first (by
 * start time, then id), each once: a visit in both is read as its live copy. A damaged row throws a sentence.
 */
export function visitTableOf(
  rows: readonly VisitDayRow[],
  live: readonly StoredVisit[],
  from = -Infinity,
  to = Infinity,
): VisitTable {
  const liveIds = live.length ? new Set(live.map((visit) => visit.id)) : null;
  const fresh = live.length ? encodeVisitDay(0, live) : null; // sorted by start time, then id
  const runs: VisitRun[] = [];
  let next = 0; // the next live visit
  let length = 0;
  for (const row of rows) {
    checkColumns(row);
    for (let i = 0; i < row.count; i += 1) {
      const start = row.startTime[i]!;
      if (!(start >= from && start < to) || liveIds?.has(row.id[i]!)) continue;
      for (; fresh && next < fresh.count && !before(row, i, fresh, next); next += 1, length += 1)
        add(runs, fresh, next);
      add(runs, row, i);
      length += 1;
    }
  }
  if (fresh) {
    if (next < fresh.count) runs.push({ row: fresh, from: next, to: fresh.count });
    length += fresh.count - next;
  }
  return { runs, length };
}

/** `a`'s visits, then `b`'s. */
export function joinTables(a: VisitTable, b: VisitTable): VisitTable {
  return { runs: [...a.runs, ...b.runs], length: a.length + b.length };
}

/** The table's visits as objects, in its order. */
export function visitsOf(table: VisitTable): StoredVisit[] {
  const out: StoredVisit[] = [];
  for (const { row, from, to } of table.runs) {
    const visitAt = rowDecoder(row);
    for (let i = from; i < to; i += 1) out.push(visitAt(i));
  }
  return out;
}

/** Calls `each(row, i, k)` for every visit of the table: its row, its index there and its index in the table. */
export function forEachVisit(table: VisitTable, each: (row: VisitDayRow, i: number, k: number) => void) {
  let k = 0;
  for (const { row, from, to } of table.runs) for (let i = from; i < to; i += 1) each(row, i, k++);
}
