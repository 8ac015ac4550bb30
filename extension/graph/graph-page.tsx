import { useCallback, useEffect, useState } from 'react';
import { transfer } from 'comlink';
import type { TimeBracket } from '../../graph-layout-rs/ts/graph-api';
import { columnBuffers } from '../../graph-layout-rs/ts/graph-columns';
import type { UrlVisit } from '../../graph-layout-rs/ts/url-visit';
import { toVisitColumns } from '../../graph-layout-rs/ts/visit-columns';
import { db } from '../storage/db';
import { readVisits } from '../storage/read-visits';
import { graphClient } from './graph-client';
import { GRAPH_COPY } from './graph-copy';
import { addDays, hourRange, latestVisitDay } from './graph-data';
import { buildGraphModel, type GraphModel } from './graph-model';
import { GraphToolbar, isoDay, type ToolbarValue } from './graph-toolbar';
import { GraphView } from './graph-view';
import type { GraphViewHandle } from './graph-view-handle';
import { gridFallback } from './grid-fallback';


type GraphState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'empty' }
  | { kind: 'no-range'; brackets: TimeBracket[] }
  | { kind: 'ready'; model: GraphModel; fallback: boolean };

/** SPEC §8: the failure's message, the default for one without, 'Unknown error occurred' for a non-error. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return GRAPH_COPY.unknownError;
  return error.message || GRAPH_COPY.errorDefault;
}

/** Lays visits out in the worker, sent as transferred typed-array columns (cloning the objects costs far more). */
function computeGraph(visits: readonly UrlVisit[]) {
  const columns = toVisitColumns(visits);
  return graphClient().computeGraph(transfer(columns, columnBuffers(columns)));
}

/** Visits of the chosen day and hours laid out by the core; the grid when the layout fails (SPEC §8). */
async function loadRange(value: ToolbarValue): Promise<GraphState> {
  const dayStart = new Date(`${value.day}T00:00`).getTime();
  const { from, to } = hourRange(dayStart, value.fromHour, value.toHour);
  const visits = await readVisits(db, from, to);
  if (!visits.length) {
    const dayVisits = await readVisits(db, dayStart, addDays(dayStart, 1));
    if (!dayVisits.length) return { kind: 'no-range', brackets: [] };
    try {
      await computeGraph(dayVisits);
      return { kind: 'no-range', brackets: (await graphClient().timeBrackets(from, to)).brackets };
    } catch (error) {
      // The hour brackets come from the core's layout of the day; without it the state still says the range is empty.
      console.error('The graph layout failed; showing the empty range without hour brackets:', error);
      return { kind: 'no-range', brackets: [] };
    }
  }
  let columns;
  try {
    columns = await computeGraph(visits);
  } catch (error) {
    console.error('The graph layout failed; showing a grid:', error);
    return { kind: 'ready', model: buildGraphModel(gridFallback(visits.length, visits.map((v) => v.activeTime)), visits), fallback: true };
  }
  return { kind: 'ready', model: buildGraphModel(columns, visits), fallback: false };
}

const favicon = (domain: string) => `${location.origin}/_favicon/?pageUrl=${encodeURIComponent(`https://${domain}`)}&size=64`;
const openUrl = (url: string) => void window.open(url, '_blank', 'noopener');
const publishHandle = (handle: GraphViewHandle) => (window.intentlyGraph = handle);

/** SPEC §2 "Network graph screen" in the extension: reads a day from IndexedDB, lays it out in the worker, draws it. */
export function GraphPage() {
  const [toolbar, setToolbar] = useState<ToolbarValue | null>(null);
  const [latestDay, setLatestDay] = useState('');
  const [query, setQuery] = useState('');
  const [state, setState] = useState<GraphState>({ kind: 'loading' });
  // Started in the first render, not in an effect: the view's Pixi start-up (in its layout effects, which
  // run before this page's effects) then overlaps the IndexedDB read instead of holding back its request.
  const [latest] = useState(() => {
    graphClient().init().catch(() => undefined); // the worker and its wasm load meanwhile; a failure shows at computeGraph
    return latestVisitDay(db).then((day) => ({ day }), (error: unknown) => ({ error }));
  });

  useEffect(() => {
    void latest.then((result) => {
      if ('error' in result) return setState({ kind: 'error', message: errorText(result.error) });
      if (result.day === null) return setState({ kind: 'empty' });
      setLatestDay(isoDay(result.day));
      setToolbar({ day: isoDay(result.day), fromHour: 0, toHour: 24, filter: 0 });
    });
  }, [latest]);

  const { day, fromHour, toHour } = toolbar ?? {};
  useEffect(() => {
    if (!toolbar) return;
    let current = true;
    setState({ kind: 'loading' });
    loadRange(toolbar)
      .then((next) => current && setState(next))
      .catch((error: unknown) => current && setState({ kind: 'error', message: errorText(error) }));
    return () => {
      current = false;
    };
  }, [day, fromHour, toHour]); // the filter pill restyles the drawn graph; only the range reloads

  const tracePath = useCallback(
    (node: number) => (state.kind === 'ready' && state.fallback ? Promise.resolve(Uint32Array.of(node)) : graphClient().tracePath(node)),
    [state],
  );

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
    <main className="app-main graph-page">
      {toolbar && <GraphToolbar value={toolbar} onChange={setToolbar} onSearch={setQuery} />}
      {state.kind === 'loading' && (
        <div className="graph-state" role="status">
          <p>{GRAPH_COPY.loading}</p>
          <p className="muted">{GRAPH_COPY.loadingHint}</p>
        </div>
      )}
      {state.kind === 'no-range' && toolbar && (
        <section className="graph-state">
          <h1>{GRAPH_COPY.noRangeTitle}</h1>
          {state.brackets.length ? <p>{GRAPH_COPY.noRangeText}</p> : <p>{GRAPH_COPY.noDayText}</p>}
          <div className="graph-brackets">
            {state.brackets.map((b) => (
              <button key={b.start} type="button" className="button" onClick={() => setToolbar({ ...toolbar, fromHour: new Date(b.start).getHours(), toHour: new Date(b.start).getHours() + 1 })}>
                {b.label} · {b.count} {b.count === 1 ? 'site' : 'sites'}
              </button>
            ))}
            {!state.brackets.length && latestDay && (
              <button type="button" className="button" onClick={() => setToolbar({ ...toolbar, day: latestDay, fromHour: 0, toHour: 24 })}>
                {GRAPH_COPY.latestDay}
              </button>
            )}
          </div>
        </section>
      )}
      {state.kind === 'ready' && toolbar && (
        <>
          <p className="muted" data-testid="graph-summary">
            {state.model.nodes.length} {state.model.nodes.length === 1 ? 'visit' : 'visits'}
          </p>
          {state.fallback && <p role="note">{GRAPH_COPY.fallbackLayout}</p>}
        </>
      )}
      {/* Mounted at once, hidden until a graph is ready: WebGL and its shaders get ready while IndexedDB is read. */}
      <GraphView model={state.kind === 'ready' ? state.model : null} filter={toolbar?.filter ?? 0} query={query} demo={false} favicon={favicon} tracePath={tracePath} openUrl={openUrl} onReady={publishHandle} />
    </main>
  );
}
