import { wrap, type Remote } from 'comlink';
import type { GraphApi } from '../../../graph-layout-rs/ts/graph-api';
import type { DayGraphApi } from './day-graph-worker';
import { recordStage } from '../stage-timing';
import { WORKER_STARTED } from './worker-started';

let api: Remote<GraphApi> | undefined;
let dayApi: Remote<DayGraphApi> | undefined;
let dayStarted: Promise<void> | undefined;

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
  if (dayApi) return dayApi;
  const worker = new Worker(new URL('./day-graph-worker.ts', import.meta.url), { type: 'module', name: location.search });
  dayStarted = new Promise((resolve) => {
    const heard = (event: Event) => {
      if (event instanceof MessageEvent && event.data !== WORKER_STARTED) return;
      worker.removeEventListener('message', heard);
      worker.removeEventListener('error', heard);
      recordStage('worker-heard', 0); // bench:render --stages, and the e2e test of WebGL's start
      resolve();
    };
    worker.addEventListener('message', heard);
    worker.addEventListener('error', heard); // a worker that cannot start keeps nothing waiting
  });
  dayApi = wrap<DayGraphApi>(worker);
  return dayApi;
}

/** Settles once the page's worker (dayGraphClient, which starts it) runs its thread, or has failed to start. */
export function dayGraphStarted(): Promise<void> {
  dayGraphClient();
  return dayStarted!;
}
