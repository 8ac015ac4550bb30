/** RFC 4180 CSV with spreadsheet formula escaping (DESIGN trust bar: cells starting with = + - @ are escaped). */

const FORMULA_START = /^[=+\-@\t\r']/;

/** Prefixes a cell a spreadsheet would run as a formula with `'`; a leading `'` is doubled so import can undo it. */
export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Undoes escapeFormula. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** Rows to CSV text: CRLF line ends, fields quoted when needed, every cell formula-escaped. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map((cell) => quote(escapeFormula(cell))).join(',')).join('\r\n') + '\r\n';
}

/** CSV text to rows of unescaped cells; throws a sentence naming the line of a malformed field. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let i = 0;
  const endCell = () => {
    row.push(unescapeFormula(cell));
    cell = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') {
        quoted = false;
        const next = text[i + 1];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n')
          throw new Error(`Line ${line} of the CSV should have a comma or a line end after a closing quote.`);
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\r' || char === '\n') {
      endCell();
      rows.push(row);
      row = [];
      line += 1;
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else cell += char;
    i += 1;
  }
  if (quoted) throw new Error(`Line ${line} of the CSV should close its quoted field.`);
  if (cell !== '' || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}
