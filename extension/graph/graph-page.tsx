import { useEffect, useState } from 'react';
import { GraphCanvas, type GraphScene } from './graph-canvas';
import { GRAPH_COPY } from './graph-copy';
import { loadGraphScene } from './load-graph-scene';

type GraphState =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; scene: GraphScene; visits: number };

/** SPEC §2 "Network graph screen": reads visits from IndexedDB, lays them out in the worker, draws with Pixi. */
export function GraphPage() {
  const [state, setState] = useState<GraphState>({ kind: 'loading' });
  useEffect(() => {
    loadGraphScene()
      .then((result) => setState(result ? { kind: 'ready', ...result } : { kind: 'empty' }))
      .catch((error: unknown) =>
        setState({ kind: 'error', message: error instanceof Error && error.message ? error.message : GRAPH_COPY.errorDefault }),
      );
  }, []);

  if (state.kind === 'loading') {
    return (
      <main className="graph-state" role="status">
        <p>{GRAPH_COPY.loading}</p>
        <p className="muted">{GRAPH_COPY.loadingHint}</p>
      </main>
    );
  }
  if (state.kind === 'error') {
    return (
      <main className="graph-state" role="alert">
        <h1>{GRAPH_COPY.errorTitle}</h1>
        <p>{state.message}</p>
        <p className="muted">{GRAPH_COPY.errorHint}</p>
        <button className="button" type="button" onClick={() => window.location.reload()}>
          {GRAPH_COPY.tryAgain}
        </button>
      </main>
    );
  }
  if (state.kind === 'empty') {
    return (
      <main className="graph-state">
        <h1>{GRAPH_COPY.emptyTitle}</h1>
        <p>{GRAPH_COPY.emptyText}</p>
        <a className="button" href="?page=main">
          {GRAPH_COPY.back}
        </a>
      </main>
    );
  }
  return (
    <main className="app-main">
      <p className="muted" data-testid="graph-summary">
        {state.visits} visits
      </p>
      <GraphCanvas scene={state.scene} />
    </main>
  );
}
