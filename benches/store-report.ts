/** Formats bench:store results: median, p95 and the DESIGN bar each one is held to. */

/** One benchmark's samples (milliseconds) and its bar. */
export interface StoreResult {
  name: string;
  samples: number[];
  unit: 'ms' | 'visits/s';
  /** For a rate: how many items one sample handled. */
  perSample?: number;
  bar: number;
  higherIsBetter?: boolean;
  /** Renderer main-thread CPU time over all samples (DevTools ThreadTime), when measured. */
  cpuMs?: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** The measured value of a result in its unit: median ms, or items per second at the median. */
export function summarize(result: StoreResult): { median: number; p95: number; cpu: number; pass: boolean } {
  const sorted = [...result.samples].sort((a, b) => a - b);
  const toUnit = (ms: number) => (result.unit === 'visits/s' ? ((result.perSample ?? 1) * 1_000) / ms : ms);
  const median = toUnit(quantile(sorted, 0.5));
  // The slowest 5% of samples: the longest times, which for a rate are the lowest rates.
  const p95 = toUnit(quantile(sorted, 0.95));
  // CPU per sample, in the same unit: the renderer's share of the cost, independent of machine load.
  const cpu = result.cpuMs === undefined ? NaN : toUnit(result.cpuMs / result.samples.length);
  return { median, p95, cpu, pass: result.higherIsBetter ? median >= result.bar : median <= result.bar };
}

/** Prints a table (or JSON) of the results. */
export function printStoreTable(results: StoreResult[], json: boolean): void {
  const rows = results.map((result) => ({
    name: result.name,
    unit: result.unit,
    bar: result.bar,
    ...summarize(result),
  }));
  if (json) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  const format = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2));
  console.log('| benchmark | median | p95 | renderer CPU | bar | |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const bar = `${row.unit === 'visits/s' ? '≥' : '≤'} ${format(row.bar)} ${row.unit}`;
    console.log(
      `| ${row.name} | ${format(row.median)} ${row.unit} | ${format(row.p95)} ${row.unit} | ${format(row.cpu)} ${row.unit} | ${bar} | ${row.pass ? 'pass' : 'FAIL'} |`,
    );
  }
}
