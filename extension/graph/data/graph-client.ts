import { wrap, type Remote } from 'comlink';
import type { GraphApi } from '../../../graph-layout-rs/ts/graph-api';
import { graphOpeningOf } from '../../shared/graph-address';
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
 * The extension graph page's worker (the core plus IndexedDB reads), started on first use and shared after. Its
 * name carries the moment the page's address opens at (`?at=`, ms; empty for the latest day), so the day the
 * worker reads as soon as it starts is the one the page shows first; a bad `at` is the page's to report.
 */
export function dayGraphClient(): Remote<DayGraphApi> {
  if (dayApi) return dayApi;
  let name = '';
  try {
    name = String(graphOpeningOf(location.search)?.at ?? '');
  } catch {
    // the page shows the address's error; the worker reads the latest day meanwhile
  }
  dayApi = wrap<DayGraphApi>(new Worker(new URL('./day-graph-worker.ts', import.meta.url), { type: 'module', name }));
  return dayApi;
}
