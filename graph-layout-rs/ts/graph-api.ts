import { transfer } from 'comlink';
import { columnBuffers, type GraphColumns, type VisitColumns } from './graph-columns';
import { instantiateGraphCore, type ComputedGraph, type GraphCore } from './graph-core';
import type { UrlVisit } from './url-visit';
import { toVisitColumns } from './visit-columns';

/** SPEC §3 Filter for the SPEC §2 pills; the index is the core's filter code. */
export const FILTERS = [
  { id: 'all', label: 'All Time', minMinutes: 0, maxMinutes: Infinity },
  { id: 'short', label: '< 5m', minMinutes: 0, maxMinutes: 5 },
  { id: 'medium', label: '5-15m', minMinutes: 5, maxMinutes: 15 },
  { id: 'long', label: '> 15m', minMinutes: 15, maxMinutes: Infinity },
] as const;

/** SPEC §3 Time bracket. */
export interface TimeBracket {
  label: string;
  start: number;
  end: number;
  count: number;
}

/** computeGraph's answer: the graph columns (transferred) and the core's time in the worker. */
export interface GraphResult extends GraphColumns {
  computeMs: number;
}

/** Options of computeGraph. */
export interface ComputeOptions {
  /** Minutes east of UTC for interval and hour alignment; default: this clock at the first visit. */
  tzOffsetMinutes?: number;
}

const isColumns = (input: readonly UrlVisit[] | VisitColumns): input is VisitColumns =>
  input instanceof Object && 'ids' in input && input.ids instanceof Uint32Array;

const localOffset = (starts: Float64Array) => -new Date(starts.find(Number.isFinite) ?? 0).getTimezoneOffset();

const hourFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric' });

/**
 * The graph worker's API (exposed with Comlink). WASM loads lazily once; one graph is current at
 * a time and the queries answer on it. Results are transferred, never cloned.
 */
export function createGraphApi(loadWasm: () => Promise<BufferSource>) {
  let core: Promise<GraphCore> | undefined;
  let current: ComputedGraph | undefined;
  const ready = () =>
    (core ??= loadWasm()
      .then(instantiateGraphCore)
      .catch((error: unknown) => {
        core = undefined; // let the next call retry
        throw error;
      }));
  const graph = () => {
    if (!current) throw new Error('no graph yet: call computeGraph first');
    return current;
  };
  return {
    /** Loads the graph core now (a page calls it at open, so the first computeGraph need not wait). */
    async init(): Promise<void> {
      await ready();
    },
    /** Computes the graph of visits given as UrlVisit[] (interned here) or as VisitColumns. */
    async computeGraph(input: readonly UrlVisit[] | VisitColumns, options: ComputeOptions = {}): Promise<GraphResult> {
      const c = await ready();
      const columns = isColumns(input) ? input : toVisitColumns(input);
      const started = performance.now();
      current?.release();
      current = c.compute(columns, options.tzOffsetMinutes ?? localOffset(columns.starts));
      const result: GraphResult = { ...current.columns, computeMs: performance.now() - started };
      return transfer(result, columnBuffers(result));
    },
    /** SPEC §4: node indices from the root to `node` (empty for an unknown node). */
    async tracePath(node: number): Promise<Uint32Array> {
      const path = graph().tracePath(node);
      return transfer(path, [path.buffer]);
    },
    /** Issue 37: the pages that led to `node`, each once, ending at it; `maxSteps` > 0 keeps the last that many. */
    async trail(node: number, maxSteps = 0): Promise<Uint32Array> {
      const path = graph().trail(node, maxSteps);
      return transfer(path, [path.buffer]);
    },
    /** Nodes matching FILTERS[filter]. */
    async filterNodes(filter: number): Promise<Uint32Array> {
      const nodes = graph().filterNodes(filter);
      return transfer(nodes, [nodes.buffer]);
    },
    /**
     * Readies wasm memory for a compute of about `visits` visits (GraphCore.reserve), while the worker waits on a read.
     * Only a head start: a core that cannot load is the compute's to report (the page then shows the grid, SPEC §8).
     */
    async reserve(visits: number): Promise<void> {
      (await ready().catch(() => null))?.reserve(visits);
    },
    /** Size of this worker's wasm memory in bytes; it never shrinks, so this is its peak (benchmarks). */
    async memoryBytes(): Promise<number> {
      return (await ready()).memoryBytes();
    },
    /** SPEC §2: visits in [from, to) and, when none, up to 9 nearby hour brackets to offer. */
    async timeBrackets(from: number, to: number): Promise<{ inRange: number; brackets: TimeBracket[] }> {
      const { inRange, brackets } = graph().timeBrackets(from, to);
      const label = (b: { start: number; end: number }) =>
        `${hourFormat.format(b.start)} – ${hourFormat.format(b.end)}`;
      return { inRange, brackets: brackets.map((b) => ({ label: label(b), ...b })) };
    },
  };
}

/** The worker API type for `wrap<GraphApi>()`. */
export type GraphApi = ReturnType<typeof createGraphApi>;
