/** Formats `npm run bench:layout` results as a table with the bars, or as JSON. */

/** Medians for one input size (milliseconds; null = not measured / did not finish in time). */
export interface SizeResult {
  visits: number;
  links: number;
  nativeMs: number | null;
  /** The core's compute alone (no copies in or out). */
  wasmCoreMs: number;
  /** Fastest compute run: the core's speed without other processes' noise. */
  wasmCoreBestMs: number;
  /** Through the TS binding: columns copied in, computed, results copied out. */
  wasmTotalMs: number;
  peers: Partial<Record<'dagre' | 'elkjs', number | null>>;
}

/** Issue 37: the trail of many nodes of one day, asked of the worker one by one (round trip, milliseconds). */
export interface TrailTiming {
  visits: number;
  /** Nodes timed, spread evenly over the day. */
  nodes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The longest trail among them, in pages. */
  longest: number;
  /** The day's longest traced path (visits), the pages its trail keeps, and that trail's times. */
  deepestPath: number;
  deepestTrail: number;
  deepestP50Ms: number;
  deepestP95Ms: number;
}

/** Everything the bench measured. */
export interface Report {
  results: SizeResult[];
  memoryBytes: number;
  memoryVisits: number;
  handoffMs: number;
  handoffVisits: number;
  trail: TrailTiming;
  /** Cores and 1-minute load average: other processes on the machine inflate medians. */
  machine: { cores: number; loadBefore: number; loadAfter: number };
}

const WASM_BARS_MS: Record<number, number> = { 10_000: 5, 100_000: 50, 1_000_000: 600 };
const ms = (x: number | null | undefined) =>
  x === null || x === undefined ? 'n/a' : x < 1 ? x.toFixed(3) : x.toFixed(1);
const ratio = (a: number | null | undefined, b: number | null | undefined) =>
  a === null || a === undefined || b === null || b === undefined ? null : a / b;
const times = (x: number | null) => (x === null ? 'n/a' : `${x < 10 ? x.toFixed(2) : Math.round(x)}x`);
const peerCell = (x: number | null | undefined) => (x === null ? '> 60 s' : ms(x));

/** Bars from the issue, each with its measured value and whether it is met. */
export function checkBars(r: Report): { bar: string; measured: string; ok: boolean }[] {
  const bars = r.results.flatMap((s) => {
    const out = [];
    const limit = WASM_BARS_MS[s.visits];
    if (limit)
      out.push({
        bar: `WASM core ${s.visits} visits <= ${limit} ms`,
        measured: `${ms(s.wasmCoreMs)} ms`,
        ok: s.wasmCoreMs <= limit,
      });
    const native = ratio(s.wasmCoreMs, s.nativeMs);
    if (native !== null)
      out.push({ bar: `WASM within 1.6x of native at ${s.visits}`, measured: times(native), ok: native <= 1.6 });
    for (const [peer, t] of Object.entries(s.peers)) {
      const speedup = ratio(t, s.wasmTotalMs);
      if (speedup !== null)
        out.push({ bar: `>= 100x faster than ${peer} at ${s.visits}`, measured: times(speedup), ok: speedup >= 100 });
    }
    return out;
  });
  const mb = r.memoryBytes / 2 ** 20;
  bars.push({
    bar: `WASM memory at ${r.memoryVisits} visits <= 200 MB`,
    measured: `${mb.toFixed(0)} MB`,
    ok: mb <= 200,
  });
  bars.push({
    bar: `worker hand-off of ${r.handoffVisits} positions <= 2 ms`,
    measured: `${ms(r.handoffMs)} ms`,
    ok: r.handoffMs <= 2,
  });
  const t = r.trail;
  bars.push({
    bar: `trail of any node of a ${t.visits}-visit day <= 2 ms in the worker (p95; the longest path's p95)`,
    measured: `${ms(t.p95Ms)} ms; ${ms(t.deepestP95Ms)} ms`,
    ok: t.p95Ms <= 2 && t.deepestP95Ms <= 2,
  });
  return bars;
}

/** The report as text (markdown tables) or as JSON. */
export function formatReport(r: Report, json: boolean): string {
  const bars = checkBars(r);
  if (json) return `${JSON.stringify({ ...r, bars }, null, 2)}\n`;
  const lines = [
    'Graph core: sessions + links + layout, synthetic history (seed 42), medians in ms',
    `Machine: ${r.machine.cores} cores, load average ${r.machine.loadBefore.toFixed(1)} before, ${r.machine.loadAfter.toFixed(1)} after`,
    '',
    '| visits | links | native | WASM core | WASM core best | WASM + copies | WASM/native | dagre | elkjs | dagre/WASM | elkjs/WASM |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...r.results.map(
      (s) =>
        `| ${s.visits} | ${s.links} | ${ms(s.nativeMs)} | ${ms(s.wasmCoreMs)} | ${ms(s.wasmCoreBestMs)} | ${ms(s.wasmTotalMs)} | ${times(ratio(s.wasmCoreMs, s.nativeMs))} | ` +
        `${peerCell(s.peers.dagre)} | ${peerCell(s.peers.elkjs)} | ${times(ratio(s.peers.dagre, s.wasmTotalMs))} | ${times(ratio(s.peers.elkjs, s.wasmTotalMs))} |`,
    ),
    '',
    `Worker hand-off, ${r.handoffVisits} visits (round trip minus compute, all columns transferred): ${ms(r.handoffMs)} ms`,
    `WASM linear memory after ${r.memoryVisits} visits: ${(r.memoryBytes / 2 ** 20).toFixed(1)} MB`,
    `Trail in the worker, ${r.trail.visits}-visit day, ${r.trail.nodes} nodes (round trip): p50 ${ms(r.trail.p50Ms)} ms, p95 ${ms(r.trail.p95Ms)} ms, max ${ms(r.trail.maxMs)} ms (longest trail ${r.trail.longest} pages); the longest path (${r.trail.deepestPath} visits, trail ${r.trail.deepestTrail} pages): p50 ${ms(r.trail.deepestP50Ms)} ms, p95 ${ms(r.trail.deepestP95Ms)} ms`,
    '',
    '| bar | measured | met |',
    '| --- | ---: | :---: |',
    ...bars.map((b) => `| ${b.bar} | ${b.measured} | ${b.ok ? 'yes' : 'NO'} |`),
  ];
  return `${lines.join('\n')}\n`;
}
