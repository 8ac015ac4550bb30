import { wrap, type Remote } from 'comlink';
import type { GraphApi } from '../../graph-layout-rs/ts/graph-api';

let api: Remote<GraphApi> | undefined;

/** The graph core's worker for this page, started on first use and shared after. */
export function graphClient(): Remote<GraphApi> {
  api ??= wrap<GraphApi>(
    new Worker(new URL('../../graph-layout-rs/ts/graph-worker.ts', import.meta.url), { type: 'module' }),
  );
  return api;
}
