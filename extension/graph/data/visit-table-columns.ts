import type { VisitColumns } from '../../../graph-layout-rs/ts/graph-columns';
import { numberIds } from '../../../graph-layout-rs/ts/number-ids';
import { columnsAround, MODE_CODES, num, stringInterner } from '../../../graph-layout-rs/ts/visit-columns';
import { CREATION_MODES, type StringColumn } from '../../storage/visit-day-row';
import type { VisitTable } from '../../storage/visit-table';

/** The core's mode code of each creation mode code of a row. */
const MODE_OF_CODE = Uint8Array.from(CREATION_MODES, (mode) => MODE_CODES[mode] ?? 255);

/**
 * Interns a string column run by run into 0, 1, 2… by first appearance (toVisitColumns' numbers): each string of a
 * row's shared ones (a Dictionary) once, then each visit takes its string's number.
 */
function columnInterner() {
  const intern = stringInterner();
  const known = new Map<readonly unknown[], Int32Array>(); // a Dictionary's numbers by its values (-1: not yet)
  /** Writes the numbers of the strings `from` to `to` of `column` into `out` from `at`. */
  return (column: StringColumn<string>, from: number, to: number, out: Uint32Array, at: number) => {
    if (Array.isArray(column)) {
      for (let i = from; i < to; i++) out[at++] = intern(String(column[i] ?? ''));
      return;
    }
    const { values, codes } = column;
    let numbers = known.get(values);
    if (!numbers) known.set(values, (numbers = new Int32Array(values.length).fill(-1)));
    for (let i = from; i < to; i++) {
      const code = codes[i]!;
      let number = numbers[code]!;
      if (number === -1) numbers[code] = number = intern(String(values[code] ?? ''));
      out[at++] = number;
    }
  };
}

/**
 * The core's input columns of a table of visits, as toVisitColumns makes them of visit objects (the same numbers,
 * in the same order), read straight from the rows, a column of a run at a time: no visit object is made.
 */
export function visitTableColumns(table: VisitTable): VisitColumns {
  const n = table.length;
  const [domains, pages] = [columnInterner(), columnInterner()];
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
    domains(row.domain, from, to, c.domains, at);
    pages(row.url, from, to, c.pages!, at);
    at += to - from;
  }
  return c;
}
