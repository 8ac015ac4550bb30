/**
 * The graph page's Web Worker: the graph core's API, plus loadDayGraph reading the extension's IndexedDB
 * here (wiring only). It starts loading the core and reading the page's first day as soon as it starts: a request
 * posted by the page waits for the page's busy main thread to be delivered, and the page always asks for that day
 * first: the latest day, or the day around the moment its worker's name carries (graph-client.ts).
 */
import { expose, transfer } from 'comlink';
import { fetchWasm } from '../../../graph-layout-rs/ts/fetch-wasm';
import { createGraphApi } from '../../../graph-layout-rs/ts/graph-api';
import { columnBuffers } from '../../../graph-layout-rs/ts/graph-columns';
import { visitReader } from '../../storage/visit-reader';
import { dayStartOf } from './graph-data';
import { nodeColumnBuffers } from './graph-model';
import { loadDayGraph, type DayGraph, type DayGraphRequest } from './load-day-graph';

const api = createGraphApi(fetchWasm);
const db = visitReader();
void api.init().catch(() => undefined); // a failure shows when the layout is asked for
/** The page's first day: the one around the moment in the worker's name, else the latest day with visits. */
const firstDay: DayGraphRequest = { dayStart: self.name ? dayStartOf(Number(self.name)) : undefined, fromHour: 0, toHour: 24 };
let latest: Promise<DayGraph> | undefined = loadDayGraph(db, api, firstDay);

/** Typed arrays of a graph are transferred, not cloned. */
const transferred = (graph: DayGraph) =>
  graph.kind === 'ready'
    ? transfer(graph, [...columnBuffers(graph.columns), ...nodeColumnBuffers(graph.nodes)])
    : graph;

/** The worker's API for `wrap<DayGraphApi>()`. */
const dayGraphApi = {
  ...api,
  /** SPEC §2 graph screen data for the page's first day (the latest with visits, or the one it opens at), all hours. */
  async loadLatestDayGraph() {
    const graph = latest ?? loadDayGraph(db, api, firstDay);
    latest = undefined; // read once: later requests see later data
    return transferred(await graph);
  },
  /** SPEC §2 graph screen data for a day and hours. */
  async loadDayGraph(request: Required<DayGraphRequest>) {
    latest = undefined;
    return transferred(await loadDayGraph(db, api, request));
  },
};

/** The graph page worker's API type. */
export type DayGraphApi = typeof dayGraphApi;

expose(dayGraphApi);
