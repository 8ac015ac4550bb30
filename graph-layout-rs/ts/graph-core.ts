/**
 * The graph core through its wasm-bindgen binding (graph-layout-rs/wasm, built by wasm-pack into
 * pkg/core): the types are the generated `graph_layout.d.ts`. Every result column is copied out of wasm
 * memory into an ArrayBuffer of its own, which the worker transfers.
 */
import initCore, {
  reserveMemory,
  VisitInput,
  type ComputedGraph as WasmGraph,
  type SkippedRecords,
} from '../pkg/core/graph_layout.js';
import type { GraphColumns, SkippedCounts, VisitColumns } from './graph-columns';

/** One hour bracket (SPEC §3 Time bracket without its label). */
export interface HourBracket {
  start: number;
  end: number;
  count: number;
}

/** A graph held in wasm memory: its columns (copied out) and the queries on it. */
export interface ComputedGraph {
  readonly columns: GraphColumns;
  /** Milliseconds spent in the core's compute alone (no copies in or out), for benchmarks. */
  readonly coreMs: number;
  /** SPEC §4: node indices from the root to `node`; empty for an unknown node. */
  tracePath(node: number): Uint32Array;
  /** Issue 37: the pages that led to `node`, each once, ending at it; `maxSteps` > 0 keeps the last that many. */
  trail(node: number, maxSteps?: number): Uint32Array;
  /** Nodes of a filter pill: 0 All Time, 1 < 5m, 2 5-15m, 3 > 15m. */
  filterNodes(filter: number): Uint32Array;
  /** Timed nodes in [from, to) and, when there are none, up to 9 nearest hours with visits. */
  timeBrackets(from: number, to: number): { inRange: number; brackets: HourBracket[] };
  /** Frees the wasm memory; the columns stay usable. */
  release(): void;
}

/** The instantiated core. */
export interface GraphCore {
  /** Sessions, links, layout and buckets; `tzOffsetMinutes` east of UTC aligns intervals. */
  compute(visits: VisitColumns, tzOffsetMinutes?: number): ComputedGraph;
  /**
   * Readies wasm memory for a compute of about `visits` visits (its input copies and its columns), written once, so
   * that compute takes pages the system has already handed over instead of faulting each in: on our machines that
   * was a third of a 1M-visit compute. Memory never shrinks, so an estimate above the real count keeps the excess.
   */
  reserve(visits: number): void;
  /** Current size of wasm linear memory (it never shrinks, so this is the peak). */
  memoryBytes(): number;
}

/**
 * Wasm memory a compute needs per visit, input copies included: a 1M-visit month grew it to 109-112 MiB, after its
 * first day's compute.
 */
export const BYTES_PER_VISIT = 120;

/** The named skipped-record counts as a plain object (the wasm struct is freed here). */
function skippedCounts(s: SkippedRecords): SkippedCounts {
  const counts = {
    records: s.records,
    duplicateId: s.duplicateId,
    endBeforeStart: s.endBeforeStart,
    invalidDuration: s.invalidDuration,
    danglingSourceInfo: s.danglingSourceInfo,
    unknownCreationMode: s.unknownCreationMode,
  };
  s.free();
  return counts;
}

/** Every result column, each getter copying once. */
function readColumns(g: WasmGraph): GraphColumns {
  return {
    intervalMinutes: g.intervalMinutes,
    skipped: skippedCounts(g.skipped),
    nodeVisit: g.nodeVisit,
    x: g.x,
    y: g.y,
    session: g.session,
    pred: g.pred,
    bucket: g.bucket,
    linkSource: g.linkSource,
    linkTarget: g.linkTarget,
    linkTime: g.linkTime,
    linkKind: g.linkKind,
    sessionStart: g.sessionStart,
    sessionEnd: g.sessionEnd,
    sessionOffsets: g.sessionOffsets,
    sessionNodes: g.sessionNodes,
    intervalStart: g.intervalStart,
    intervalX: g.intervalX,
    intervalWidth: g.intervalWidth,
    intervalCount: g.intervalCount,
    markerX: g.markerX,
    markerTime: g.markerTime,
  };
}

function computedGraph(g: WasmGraph, coreMs: number): ComputedGraph {
  let live = true;
  const check = () => {
    if (!live) throw new Error('this graph was released; compute it again');
  };
  return {
    columns: readColumns(g),
    coreMs,
    tracePath: (node) => (check(), g.tracePath(node >>> 0)),
    trail: (node, maxSteps = 0) => (check(), g.trail(node >>> 0, maxSteps >>> 0)),
    filterNodes: (filter) => (check(), g.filterNodes(filter >>> 0)),
    timeBrackets(from, to) {
      check();
      const q = g.timeBrackets(from, to);
      const [inRange, start, end, count] = [q.inRange, q.start, q.end, q.count];
      q.free();
      return { inRange, brackets: Array.from(start, (s, i) => ({ start: s, end: end[i]!, count: count[i]! })) };
    },
    release() {
      if (live) g.free();
      live = false;
    },
  };
}

/**
 * Instantiates the core from the bytes of pkg/core/graph_layout_bg.wasm. The generated module holds one
 * instance, so a second call reuses the first's.
 */
export async function instantiateGraphCore(bytes: BufferSource): Promise<GraphCore> {
  const { memory } = await initCore({ module_or_path: bytes });
  return {
    compute(visits, tzOffsetMinutes = 0) {
      // Copies the columns in; throws an Error naming a column of another length than ids.
      const input = new VisitInput(
        visits.ids,
        visits.sources,
        visits.tabs,
        visits.windows,
        visits.domains,
        visits.modes,
        visits.starts,
        visits.ends,
        visits.durations,
        visits.active,
      );
      try {
        if (visits.pages) input.setPages(visits.pages);
        const started = performance.now();
        const graph = input.compute(tzOffsetMinutes);
        return computedGraph(graph, performance.now() - started);
      } finally {
        input.free();
      }
    },
    reserve: (visits) => reserveMemory(Math.min(0xffff_ffff, Math.max(0, Math.round(visits)) * BYTES_PER_VISIT)),
    memoryBytes: () => memory.buffer.byteLength,
  };
}
