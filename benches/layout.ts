/**
 * `npm run bench:layout [-- --json] [--native] [--sizes=1000,10000]`: the graph core (sessions +
 * links + layout) in WASM under Node at 1k/10k/100k/1M synthetic visits, against the native core
 * (criterion medians) and against dagre and elkjs layered on the same nodes and links, plus the
 * worker hand-off of 100k positions and WASM memory at the largest size, and the trail (issue 37) of many nodes of a
 * 100k-visit day through the worker. Prints medians and ratios.
 */
import { transfer } from 'comlink';
import { availableParallelism, loadavg } from 'node:os';
import { columnBuffers, type VisitColumns } from '../graph-layout-rs/ts/graph-columns';
import { instantiateGraphCore, type GraphCore } from '../graph-layout-rs/ts/graph-core';
import { startGraphWorker } from '../graph-layout-rs/ts/graph-worker-client';
import {
  instantiateSyntheticGenerator,
  SYNTHETIC_SIZES,
  syntheticColumns,
  syntheticVisits,
  type SyntheticGenerator,
} from '../graph-layout-rs/ts/synthetic-history';
import { readWasmBytes, SYNTHETIC_WASM_PATH } from '../graph-layout-rs/ts/wasm-bytes';
import { buildNativeBench, nativeMedian } from './layout-native';
import { PEERS, timePeer, type Peer } from './layout-peers';
import { percentile } from './bar-stats';
import { formatReport, type SizeResult, type TrailTiming } from './layout-report';
import { median } from './median';

const PEER_TIMEOUT_MS = 60_000;
const HANDOFF_VISITS = 100_000;
const TRAIL_VISITS = 100_000;
const TRAIL_SAMPLES = 2_000;
const args = process.argv.slice(2);
const sizesArg = args.find((a) => a.startsWith('--sizes='));
const sizes = sizesArg ? sizesArg.slice(8).split(',').map(Number) : [...SYNTHETIC_SIZES];
const log = (message: string) => process.stderr.write(`${message}\n`);
const runsFor = (n: number) => (n <= 1_000 ? 60 : n <= 10_000 ? 40 : n <= 100_000 ? 15 : 7);
const copyColumns = (c: VisitColumns) =>
  Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v.slice()])) as unknown as VisitColumns;

/** Nodes and links of one computed graph, the input of the peer layouts. */
interface PeerGraph {
  sources: Uint32Array;
  targets: Uint32Array;
  nodes: number;
}

/** Like criterion's warm-up: run for a while first, so V8 has tiered the hot wasm code up. */
function warmUp(core: GraphCore, columns: VisitColumns, ms = 1000) {
  for (let started = performance.now(), i = 0; i < 2 || performance.now() - started < ms; i++) {
    core.compute(columns, 0).release();
  }
}

function timeWasm(core: GraphCore, columns: VisitColumns, runs: number) {
  const core_: number[] = [];
  const total: number[] = [];
  let links: PeerGraph = { sources: new Uint32Array(), targets: new Uint32Array(), nodes: 0 };
  warmUp(core, columns);
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const g = core.compute(columns, 0);
    const elapsed = performance.now() - started;
    g.release();
    core_.push(g.coreMs);
    total.push(elapsed);
    links = { sources: g.columns.linkSource, targets: g.columns.linkTarget, nodes: g.columns.nodeVisit.length };
  }
  return { coreMs: median(core_), coreBestMs: Math.min(...core_), totalMs: median(total), links };
}

async function timeHandoff(generator: SyntheticGenerator): Promise<number> {
  const columns = syntheticColumns(generator, HANDOFF_VISITS);
  const worker = startGraphWorker();
  const times: number[] = [];
  for (let i = -5; i < 40; i++) {
    const input = copyColumns(columns);
    const started = performance.now();
    const result = await worker.api.computeGraph(transfer(input, columnBuffers(input)), { tzOffsetMinutes: 0 });
    if (i >= 0) times.push(performance.now() - started - result.computeMs);
  }
  await worker.terminate();
  return median(times);
}

/** Depth of every node's traced path (its predecessors' count + 1), to find the longest trail. */
function pathDepths(pred: Uint32Array): Uint32Array {
  const depth = new Uint32Array(pred.length);
  const stack: number[] = [];
  for (let node = 0; node < pred.length; node++) {
    let at = node;
    for (; at < pred.length && depth[at] === 0; at = pred[at]!) stack.push(at);
    let d = at < pred.length ? depth[at]! : 0;
    while (stack.length) depth[stack.pop()!] = ++d;
  }
  return depth;
}

/**
 * Issue 37: the trail of nodes spread evenly over a 100k-visit day (pages from the generator's urls), each asked of the
 * worker and answered by the core, round trip; plus the node with the longest traced path, asked 50 times.
 */
async function timeTrail(generator: SyntheticGenerator): Promise<TrailTiming> {
  const worker = startGraphWorker();
  const g = await worker.api.computeGraph(syntheticVisits(generator, TRAIL_VISITS), { tzOffsetMinutes: 0 });
  const nodes = g.nodeVisit.length;
  const depths = pathDepths(g.pred);
  const deepest = depths.indexOf(Math.max(...depths));
  const times: number[] = [];
  let longest = 0;
  for (let i = -200; i < TRAIL_SAMPLES; i++) {
    const node = Math.floor(((i + TRAIL_SAMPLES) % TRAIL_SAMPLES) * (nodes / TRAIL_SAMPLES));
    const started = performance.now();
    const trail = await worker.api.trail(node);
    if (i >= 0) times.push(performance.now() - started);
    longest = Math.max(longest, trail.length);
  }
  const deepTimes: number[] = [];
  let deepTrail = 0;
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    deepTrail = (await worker.api.trail(deepest)).length;
    deepTimes.push(performance.now() - started);
  }
  await worker.terminate();
  return {
    visits: TRAIL_VISITS,
    nodes: TRAIL_SAMPLES,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: Math.max(...times),
    longest,
    deepestPath: depths[deepest]!,
    deepestTrail: deepTrail,
    deepestP50Ms: percentile(deepTimes, 50),
    deepestP95Ms: percentile(deepTimes, 95),
  };
}

/** WASM memory after one compute of `columns` in a worker of its own (the generated module holds one instance per thread). */
async function freshMemoryBytes(columns: VisitColumns): Promise<number> {
  const worker = startGraphWorker();
  await worker.api.computeGraph(transfer(columns, columnBuffers(columns)), { tzOffsetMinutes: 0 });
  const bytes = await worker.api.memoryBytes();
  await worker.terminate();
  return bytes;
}

const loadBefore = loadavg()[0];
const bytes = await readWasmBytes();
const core = await instantiateGraphCore(bytes); // the product's core is timed; the generator has its own instance
const generator = await instantiateSyntheticGenerator(await readWasmBytes(SYNTHETIC_WASM_PATH));
const results: SizeResult[] = [];
const peerGraphs = new Map<number, PeerGraph>();
const rerunNative = args.includes('--native') && buildNativeBench();
for (const n of sizes) {
  const nativeMs = nativeMedian(n, rerunNative);
  log(`wasm: ${n} visits, ${runsFor(n)} runs...`);
  const { coreMs, coreBestMs, totalMs, links } = timeWasm(core, syntheticColumns(generator, n), runsFor(n));
  peerGraphs.set(n, links);
  results.push({
    visits: n,
    links: links.sources.length,
    nativeMs,
    wasmCoreMs: coreMs,
    wasmCoreBestMs: coreBestMs,
    wasmTotalMs: totalMs,
    peers: {},
  });
}
for (const peer of PEERS) {
  let gaveUp = false;
  for (const r of results) {
    if (gaveUp) break; // a smaller size already missed the limit
    const g = peerGraphs.get(r.visits)!;
    const runs = r.visits <= 1_000 ? 3 : 1;
    log(`${peer}: ${r.visits} visits (${g.sources.length} links), limit ${PEER_TIMEOUT_MS / 1000} s...`);
    const times: number[] = [];
    for (let i = 0; i < runs && !gaveUp; i++) {
      const ms = await timePeer(peer as Peer, g.nodes, g.sources, g.targets, PEER_TIMEOUT_MS);
      if (ms === null) gaveUp = true;
      else times.push(ms);
    }
    r.peers[peer] = gaveUp ? null : median(times);
  }
}
log(`memory: ${sizes[sizes.length - 1]} visits on a fresh instance (a new worker)...`);
const memoryBytes = await freshMemoryBytes(syntheticColumns(generator, sizes[sizes.length - 1]));
log(`hand-off: ${HANDOFF_VISITS} visits through the Node worker...`);
const handoffMs = await timeHandoff(generator);
log(`trail: ${TRAIL_SAMPLES} nodes of a ${TRAIL_VISITS}-visit day through the Node worker...`);
const trail = await timeTrail(generator);
const machine = { cores: availableParallelism(), loadBefore, loadAfter: loadavg()[0] };
const report = {
  results,
  memoryBytes,
  memoryVisits: sizes[sizes.length - 1],
  handoffMs,
  handoffVisits: HANDOFF_VISITS,
  trail,
  machine,
};
process.stdout.write(formatReport(report, args.includes('--json')));
