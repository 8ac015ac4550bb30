import type { VisitColumns } from '../../../graph-layout-rs/ts/graph-columns';
import { numberIds } from '../../../graph-layout-rs/ts/number-ids';
import { columnsAround, MODE_CODES, num, stringInterner } from '../../../graph-layout-rs/ts/visit-columns';
import { CREATION_MODES, type StringColumn, type VisitDayRow } from '../../storage/visit-day-row';
import type { VisitTable } from '../../storage/visit-table';

/** The core's mode code of each creation mode code of a row. */
const MODE_OF_CODE = Uint8Array.from(CREATION_MODES, (mode) => MODE_CODES[mode] ?? 255);

/**
 * Writes the interned number of each visit's string in `column` (rows `from` to `to`) into `out` from `at`: a
 * row's shared strings (a Dictionary) are interned once each, in the order the visits first use them.
 */
function internRun(
  column: StringColumn<string>,
  from: number,
  to: number,
  intern: (key: string) => number,
  known: Int32Array | undefined,
  out: Uint32Array,
  at: number,
) {
  if (Array.isArray(column)) {
    for (let i = from; i < to; i++) out[at++] = intern(String(column[i] ?? ''));
    return;
  }
  const { values, codes } = column;
  for (let i = from; i < to; i++) {
    const code = codes[i]!;
    let number = known![code]!;
    if (number === -1) known![code] = number = intern(String(values[code] ?? ''));
    out[at++] = number;
  }
}

/** For each row with a Dictionary in `column`, its strings' interned numbers (-1: not yet), shared by the row's runs. */
function knownNumbers(table: VisitTable, column: (row: VisitDayRow) => StringColumn<string>): Map<VisitDayRow, Int32Array> {
  const known = new Map<VisitDayRow, Int32Array>();
  for (const { row } of table.runs) {
    const strings = column(row);
    if (!Array.isArray(strings) && !known.has(row)) known.set(row, new Int32Array(strings.values.length).fill(-1));
  }
  return known;
}

/**
 * The core's input columns of a table of visits, as toVisitColumns makes them of visit objects (the same numbers,
 * in the same order), read straight from the rows, a column of a run at a time: no visit object is made.
 */
export function visitTableColumns(table: VisitTable): VisitColumns {
  const n = table.length;
  const [domain, page] = [stringInterner(), stringInterner()];
  const [knownDomains, knownPages] = [knownNumbers(table, (row) => row.domain), knownNumbers(table, (row) => row.url)];
  const [ids, sources] = [new Array<string>(n), new Array<string | undefined>(n)];
  let at = 0;
  for (const { row, from, to } of table.runs) {
    for (let i = from; i < to; i++, at++) {
      ids[at] = String(row.id[i]);
      sources[at] = row.sourceNodeId[i];
    }
  }
  const c = columnsAround(numberIds(ids, sources));
  at = 0;
  for (const { row, from, to } of table.runs) {
    const { tabId, windowId, creationMode, startTime, endTime, duration, activeTime } = row;
    for (let i = from, k = at; i < to; i++, k++) {
      c.tabs[k] = num(tabId[i]);
      c.windows[k] = num(windowId[i]);
      c.starts[k] = num(startTime[i]);
      c.ends[k] = num(endTime[i]);
      c.durations[k] = num(duration[i]);
      c.active[k] = num(activeTime[i]);
    }
    if (creationMode instanceof Uint8Array)
      for (let i = from, k = at; i < to; i++, k++) c.modes[k] = MODE_OF_CODE[creationMode[i]!] ?? 255;
    else for (let i = from, k = at; i < to; i++, k++) c.modes[k] = MODE_CODES[creationMode[i]!] ?? 255;
    internRun(row.domain, from, to, domain, knownDomains.get(row), c.domains, at);
    internRun(row.url, from, to, page, knownPages.get(row), c.pages!, at);
    at += to - from;
  }
  return c;
}
