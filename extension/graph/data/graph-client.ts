import { wrap, type Remote } from 'comlink';
import type { GraphApi } from '../../../graph-layout-rs/ts/graph-api';
import type { DayGraphApi } from './day-graph-worker';

let api: Remote<GraphApi> | undefined;
let dayApi: Remote<DayGraphApi> | undefined;

/** The graph core's worker for this page (the site's demo), started on first use and shared after. */
export function graphClient(): Remote<GraphApi> {
  api ??= wrap<GraphApi>(
    new Worker(new URL('../../../graph-layout-rs/ts/graph-worker.ts', import.meta.url), { type: 'module' }),
  );
  return api;
}

/**
 * The extension graph page's worker (the core plus IndexedDB reads), started on first use and shared after; it is
 * named after the page's query string, so it knows the range to read first: `range` and the moment `at`
 * (day-graph-worker.ts).
 */
export function dayGraphClient(): Remote<DayGraphApi> {
  dayApi ??= wrap<DayGraphApi>(
    new Worker(new URL('./day-graph-worker.ts', import.meta.url), { type: 'module', name: location.search }),
  );
  return dayApi;
}
