/**
 * The graph page's Web Worker: the graph core's API, plus loadDayGraph reading the extension's IndexedDB
 * here (wiring only). It starts loading the core and reading the page's first range as soon as it starts: a request
 * posted by the page waits for the page's busy main thread to be delivered, and the page always asks for that range
 * first. The worker's name is the page's query string (graph-client.ts): `range` says a day, a week or a month, and
 * `at` the moment it opens at (else the latest day with visits).
 */
import { expose, transfer } from 'comlink';
import { fetchWasm } from '../../../graph-layout-rs/ts/fetch-wasm';
import { createGraphApi } from '../../../graph-layout-rs/ts/graph-api';
import { columnBuffers } from '../../../graph-layout-rs/ts/graph-columns';
import { visitReader } from '../../storage/visit-reader';
import { graphOpeningOf } from '../../shared/graph-address';
import { dayStartOf, spanOf, type RangeSpan } from './graph-data';
import { nodeColumnBuffers } from './graph-model';
import type { NodePages } from './node-pages';
import type { PackedStrings } from './packed-strings';
import { pageTexts } from './search-nodes';
import { geometryBuffers } from '../geometry/graph-geometry';
import { loadDayGraph, type DayGraph, type DayGraphRequest, type PartialGraph } from './load-day-graph';
import { recordStage } from '../stage-timing';
import { WORKER_STARTED } from './worker-started';

self.postMessage(WORKER_STARTED); // the page waits for it to start WebGL (worker-started.ts)

const api = createGraphApi(fetchWasm);
const db = visitReader();
void api.init().catch(() => undefined); // a failure shows when the layout is asked for
/** The first chunk of the first range, kept until the page asks for it (it may be laid out before the page asks). */
let firstPart: PartialGraph | undefined;
let onFirstPart: ((graph: PartialGraph) => Promise<void>) | undefined;
/** The moment the page's address opens at; undefined for the latest day (a bad `at` is the page's to report). */
const startedAt = (() => {
  try {
    return graphOpeningOf(self.name)?.at;
  } catch {
    return undefined;
  }
})();
/** The page's first range: the span of its `range` parameter, ending on the day around `at` or the latest day. */
const firstRange: DayGraphRequest = {
  dayStart: startedAt === undefined ? undefined : dayStartOf(startedAt),
  fromHour: 0,
  toHour: 24,
  span: spanOf(self.name),
};
let latest: Promise<DayGraph> | undefined = loadDayGraph(db, api, firstRange, async (graph) => {
  if (onFirstPart) await onFirstPart(graph);
  else firstPart = graph;
});

/** Typed arrays of a graph are transferred, not cloned. */
const transferred = <G extends DayGraph>(graph: G) =>
  graph.kind === 'ready'
    ? transfer(graph, [...columnBuffers(graph.columns), ...nodeColumnBuffers(graph.nodes), ...geometryBuffers(graph.geometry)])
    : graph;

/** The worker's API for `wrap<DayGraphApi>()`. */
const dayGraphApi = {
  ...api,
  /**
   * SPEC §2 graph screen data for the page's first range (the latest day with visits or the day it opens at, all
   * hours, or the week or month ending on it); `partial` gets the first chunk of a week or a month before the rest.
   */
  async loadLatestDayGraph(span: RangeSpan, partial?: (graph: PartialGraph) => Promise<void>) {
    recordStage('asked', 0); // when the page's request arrived (bench:render --stages)
    if (span !== firstRange.span) latest = undefined; // started for another span: read again
    const graph =
      latest ?? loadDayGraph(db, api, { ...firstRange, span }, partial && ((p) => partial(transferred(p))));
    if (latest && partial) {
      onFirstPart = (first) => partial(transferred(first));
      if (firstPart) await onFirstPart(firstPart);
      firstPart = undefined;
    }
    latest = undefined; // read once: later requests see later data
    return transferred(await graph);
  },
  /** SPEC §2 graph screen data for a day and hours, or a week or a month; `partial` as in loadLatestDayGraph. */
  async loadDayGraph(request: Required<DayGraphRequest>, partial?: (graph: PartialGraph) => Promise<void>) {
    latest = undefined;
    return transferred(
      await loadDayGraph(db, api, request, partial && ((first) => partial(transferred(first)))),
    );
  },
  /** The search texts of a graph's pages (pageTexts): the page asks once the graph is drawn. */
  searchTexts(pages: NodePages): PackedStrings {
    const texts = pageTexts(pages);
    return transfer(texts, [texts.ends.buffer]);
  },
};

/** The graph page worker's API type. */
export type DayGraphApi = typeof dayGraphApi;

// Test builds only: bench:render reads the core's WebAssembly memory, which the worker's heap figures leave out.
if (import.meta.env.VITE_TEST_HOOKS) Object.assign(self, { intentlyWasmBytes: () => api.memoryBytes() });

expose(dayGraphApi);
