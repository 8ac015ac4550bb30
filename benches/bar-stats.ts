/** Small statistics and the table printer of `npm run bench:bar`. */

/** The p-th percentile (0..100) of samples, nearest-rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** One row of the bench table: what, measured value, the DESIGN bar, and whether it passed. */
export interface BarRow {
  what: string;
  value: string;
  bar: string;
  pass: boolean;
}

/** Prints the rows as a Markdown table. */
export function printTable(rows: readonly BarRow[]): void {
  console.log('| what | measured | bar | |');
  console.log('| --- | --- | --- | --- |');
  for (const r of rows) console.log(`| ${r.what} | ${r.value} | ${r.bar} | ${r.pass ? 'pass' : 'FAIL'} |`);
}
