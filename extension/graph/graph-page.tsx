import { proxy } from 'comlink';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { browser } from 'wxt/browser';
import { askUnlessRefused } from '../shared/ask-permission';
import { chromeFaviconUrls, chromeStandInUrl } from '../shared/chrome-favicon';
import { openTrailGroup, reopenedSentence } from '../shared/trail-group';
import type { TimeBracket } from '../../graph-layout-rs/ts/graph-api';
import { dayGraphClient } from './data/graph-client';
import { GRAPH_COPY } from './graph-copy';
import { buildGraphModel, type GraphModel, type NodeColumns } from './data/graph-model';
import { dayKey } from '../shared/day-key';
import { GraphToolbar, type ToolbarValue } from './graph-toolbar';
import { GraphView } from './graph-view';
import type { DayGraph, PartialGraph } from './data/load-day-graph';
import { spanOf, type RangeSpan } from './data/graph-data';
import { GRAPH_LAID_OUT_MARK } from './graph-view-handle';
import { startPageWebGL } from './start-page-webgl';
import { timeStage } from './stage-timing';
import type { GraphViewProps } from './graph-view-props';
import type { FaviconSource } from './render/favicon-atlas';
import { ToolsDb } from '../storage/tools-db';
import { graphOpeningOf, graphQuery, type GraphOpening } from '../shared/graph-address';
import { momentFocus } from './data/moment-focus';

type GraphState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string; badAddress?: boolean }
  | { kind: 'empty' }
  | { kind: 'no-range'; brackets: TimeBracket[] }
  | { kind: 'ready'; model: GraphModel; fallback: boolean; loaded: number; dayStart: number; nodes: NodeColumns };

/** SPEC §8: the failure's message, the default for one without, 'Unknown error occurred' for a non-error. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return GRAPH_COPY.unknownError;
  return error.message || GRAPH_COPY.errorDefault;
}

/** The page state showing what the worker answered; `previous` is the state it replaces (a first chunk it continues). */
function stateOf(graph: DayGraph, previous?: GraphState): GraphState {
  if (graph.kind === 'ready') {
    const model = timeStage('build-model', () =>
      buildGraphModel(graph.columns, graph.nodes, graph.geometry, () =>
        dayGraphClient().searchTexts(graph.nodes.pages),
      ),
    );
    model.partial = graph.loaded < 1;
    model.continues = previous?.kind === 'ready' && previous.loaded < 1;
    return {
      kind: 'ready',
      model,
      fallback: graph.fallback,
      loaded: graph.loaded,
      dayStart: graph.dayStart,
      nodes: graph.nodes,
    };
  }
  return graph.kind === 'no-range' ? { kind: 'no-range', brackets: graph.brackets } : graph;
}

/** The toolbar's range, as a key: the filter pill restyles the drawn graph, only a new range reloads. */
const rangeOf = ({ day, span, fromHour, toHour }: Pick<ToolbarValue, 'day' | 'span' | 'fromHour' | 'toHour'>) =>
  `${day} ${span} ${fromHour}-${toHour}`;

/** Keeps the page's `range` parameter on the span shown, so a reload or a shared link opens the same span. */
function keepSpanInUrl(span: RangeSpan) {
  const url = new URL(location.href);
  if (span === 'day') url.searchParams.delete('range');
  else url.searchParams.set('range', span);
  if (url.href !== location.href) history.replaceState(history.state, '', url);
}

/** The moment the page's address opens at (issue 37), or the sentence saying what its `at` should be. */
function openingOf(search: string): { moment: GraphOpening | null } | { error: string } {
  try {
    return { moment: graphOpeningOf(search) };
  } catch (error) {
    return { error: errorText(error) };
  }
}

/** HH:MM of a local time, as a time input shows it. */
const timeOfDay = (at: number) => new Date(at).toTimeString().slice(0, 5);

/** The size the graph asks Chrome's favicon cache for (SPEC §7: 64). */
const NODE_FAVICON_PX = 64;

/**
 * SPEC §7 favicons from Chrome's cache, which keeps one per page visited: the node's own page's, else the
 * site's front page's; Chrome's globe for a page it has none for counts as none, so the built-in icon shows.
 */
const favicon: FaviconSource = {
  urls: (domain, pageUrl) => chromeFaviconUrls(domain, pageUrl, NODE_FAVICON_PX),
  standIn: chromeStandInUrl(NODE_FAVICON_PX),
};
const openUrl = (url: string) => void window.open(url, '_blank', 'noopener');

/** The notes and clips that badge the graph's nodes (issue 37), read once as the page opens. */
async function readMemory(): Promise<NonNullable<GraphViewProps['memory']>> {
  const tools = new ToolsDb();
  try {
    const [notes, clips] = await Promise.all([tools.notes.toArray(), tools.clips.toArray()]);
    return { notes, clips };
  } finally {
    tools.close();
  }
}

/**
 * Sets the page's `--graph-top` (graph-view.css: the canvas takes the window's height less it) from where the graph's
 * view starts, measured once the graph is there and again as the window's width wraps the lines above it onto more
 * lines or fewer: before, the canvas assumed the toolbar's lines at 1280 px, and a narrower window scrolled. While the
 * graph loads, the assumed height stands, so the canvas has its size (and the drawing buffer its allocation) before
 * the graph is ready. Rendered just before the view: React runs a component's layout effects before its next
 * sibling's, so the view's own, which fit a new graph to its canvas, already see the canvas's height (measured after
 * them, a narrow window's first frame was fitted to the 1280 px guess, and again 100 ms later).
 */
function GraphTop({
  main,
  state,
  toolbar,
  notice,
}: {
  main: RefObject<HTMLElement | null>;
  state: GraphState;
  toolbar: ToolbarValue | null;
  notice: string;
}) {
  useLayoutEffect(() => {
    const page = main.current;
    if (state.kind !== 'ready' || !page) return;
    const place = () => {
      const view = page.querySelector('.graph-view');
      if (!view) return;
      // Written only when it differs: a custom property written on the page restyles all of it, and at 1280 px the
      // assumed value (graph-view.css) is the measured one.
      const top = `${view.getBoundingClientRect().top + window.scrollY}px`;
      if (getComputedStyle(page).getPropertyValue('--graph-top').trim() !== top)
        page.style.setProperty('--graph-top', top);
    };
    place();
    // The lines above the canvas, not the page: its height follows the canvas's, and observing it would loop.
    const observer = new ResizeObserver(place);
    for (const child of page.children) if (!child.classList.contains('graph-view')) observer.observe(child);
    return () => observer.disconnect();
  }, [main, state, toolbar, notice]); // what may change the lines above the view
  return null;
}

/**
 * SPEC §2 "Network graph screen" in the extension: reads a day, week or month from IndexedDB, lays it out in the
 * worker, draws it. Issue 37: the address's `at` (and the time control beside the toolbar) opens the day around a
 * moment with the visit in front then, or the one `visit` names, highlighted with its path (shared/graph-address.ts).
 */
export function GraphPage() {
  const [opening] = useState(() => openingOf(location.search));
  const [moment, setMoment] = useState('moment' in opening ? opening.moment : null);
  const [toolbar, setToolbar] = useState<ToolbarValue | null>(null);
  const [latestDay, setLatestDay] = useState('');
  const [query, setQuery] = useState('');
  const [state, setState] = useState<GraphState>({ kind: 'loading' });
  /** What reopening a trail did (issue 37). */
  const [notice, setNotice] = useState('');
  const mainRef = useRef<HTMLElement>(null);
  const [memory, setMemory] = useState<GraphViewProps['memory']>();
  /** Why WebGL could not start: the page then shows its error state, whatever the data. */
  const [webGLError, setWebGLError] = useState('');
  const webGLFailed = useCallback((error: unknown) => setWebGLError(errorText(error)), []);
  /** The range the state shows or is loading. */
  const shown = useRef('');
  const [firstSpan] = useState(() => spanOf(location.search));
  /** Shows the first chunk of a week or a month (the worker then reads the rest); `current` says it is still wanted. */
  const showPart = useCallback(
    (current: () => boolean) => async (graph: PartialGraph) => {
      if (!current()) return;
      performance.mark(GRAPH_LAID_OUT_MARK);
      setState(stateOf(graph));
    },
    [],
  );
  // The latest day (or week or month), asked for in the first render: the worker (started by the app page's entry,
  // before this code loaded) reads and lays it out while the view starts Pixi; it reads without waiting for this.
  const [latest] = useState(() =>
    dayGraphClient()
      .loadLatestDayGraph(
        firstSpan,
        proxy(async (graph: PartialGraph) => {
          const value = { day: dayKey(graph.dayStart), span: firstSpan, fromHour: 0, toHour: 24, filter: 0 };
          shown.current = rangeOf(value);
          if (!('moment' in opening && opening.moment)) setLatestDay(value.day);
          setToolbar(value);
          await showPart(() => true)(graph);
        }),
      )
      .then(
        (graph) => {
          performance.mark(GRAPH_LAID_OUT_MARK);
          return { graph };
        },
        (error: unknown) => ({ error }),
      ),
  );

  useEffect(() => {
    void latest.then((result) => {
      if ('error' in opening) return setState({ kind: 'error', message: opening.error, badAddress: true });
      if ('error' in result) return setState({ kind: 'error', message: errorText(result.error) });
      const { graph } = result;
      if (graph.kind === 'empty') return setState({ kind: 'empty' });
      const value = { day: dayKey(graph.dayStart), span: firstSpan, fromHour: 0, toHour: 24, filter: 0 };
      if (shown.current !== rangeOf(value)) {
        shown.current = rangeOf(value);
        if (!opening.moment) setLatestDay(value.day);
        setToolbar(value);
      }
      setState((previous) => stateOf(graph, previous));
    });
  }, [latest, firstSpan, opening]);

  useEffect(() => {
    readMemory().then(setMemory, (error: unknown) =>
      console.error('The notes and clips could not be read, so the graph shows no badges:', error),
    );
  }, []);

  // Only a new range reloads (not a filter change): the effect reads the range's four fields alone.
  const [day, span, fromHour, toHour] = [toolbar?.day, toolbar?.span, toolbar?.fromHour, toolbar?.toHour];
  useEffect(() => {
    if (
      day === undefined ||
      span === undefined ||
      fromHour === undefined ||
      toHour === undefined ||
      rangeOf({ day, span, fromHour, toHour }) === shown.current
    )
      return;
    shown.current = rangeOf({ day, span, fromHour, toHour });
    keepSpanInUrl(span);
    let current = true;
    setState({ kind: 'loading' });
    dayGraphClient()
      .loadDayGraph(
        { dayStart: new Date(`${day}T00:00`).getTime(), span, fromHour, toHour },
        proxy(showPart(() => current)),
      )
      .then((graph) => {
        if (!current) return;
        performance.mark(GRAPH_LAID_OUT_MARK);
        setState((previous) => stateOf(graph, previous));
      })
      .catch((error: unknown) => current && setState({ kind: 'error', message: errorText(error) }));
    return () => {
      current = false;
    };
  }, [day, span, fromHour, toHour, showPart]);

  const tracePath = useCallback(
    (node: number) =>
      state.kind === 'ready' && state.fallback
        ? Promise.resolve(Uint32Array.of(node))
        : dayGraphClient().tracePath(node),
    [state],
  );

  // Issue 37: the graph core's trail to the node, reopened as one named, coloured tab group (tabGroups asked for
  // first, within the menu click's gesture; refused, the tabs open ungrouped and the notice says so).
  const reopenTrail = useCallback(
    async (node: number, maxSteps: number) => {
      if (state.kind !== 'ready') return '';
      const { model, fallback } = state;
      try {
        const named = await askUnlessRefused(
          { permissions: browser.permissions, local: browser.storage.local },
          'tabGroups',
        );
        const trail = fallback ? Uint32Array.of(node) : await dayGraphClient().trail(node, maxSteps);
        const pages = Array.from(trail, (n) => {
          const { url, title, startTime } = model.nodes.at(n)!;
          return { url, title, startTime };
        });
        const said = reopenedSentence(await openTrailGroup(browser, pages, named));
        setNotice(said);
        return said;
      } catch (error) {
        setNotice(errorText(error));
        return errorText(error);
      }
    },
    [state],
  );
  const focus = useMemo(() => (state.kind === 'ready' ? momentFocus(state, moment) : -1), [state, moment]);
  /** The time control: the moment at `time` (HH:MM) of the toolbar's day, the whole day shown when its hours leave it out. */
  const openAt = (time: string) => {
    if (!toolbar || !time) return;
    const at = new Date(`${toolbar.day}T${time}`).getTime();
    setMoment({ at, day: false, visit: null });
    history.replaceState(null, '', graphQuery(at));
    const hour = new Date(at).getHours();
    if (hour < toolbar.fromHour || hour >= toolbar.toHour) setToolbar({ ...toolbar, fromHour: 0, toHour: 24 });
  };

  const failure = state.kind === 'error' ? state : webGLError ? { message: webGLError, badAddress: false } : null;
  if (failure) {
    return (
      <main className="graph-state" role="alert">
        <h1>{GRAPH_COPY.errorTitle}</h1>
        <p>{failure.message}</p>
        {failure.badAddress ? (
          <a className="button" href="?page=graph">
            {GRAPH_COPY.latestDay}
          </a>
        ) : (
          <>
            <p className="muted">{GRAPH_COPY.errorHint}</p>
            <button className="button" type="button" onClick={() => window.location.reload()}>
              {GRAPH_COPY.tryAgain}
            </button>
          </>
        )}
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
    <main className="app-main graph-page" ref={mainRef}>
      {toolbar && <GraphToolbar value={toolbar} onChange={setToolbar} onSearch={setQuery} />}
      {toolbar && (
        <label className="graph-moment">
          {GRAPH_COPY.momentLabel}{' '}
          <input
            type="time"
            value={moment && !moment.day && dayKey(moment.at) === toolbar.day ? timeOfDay(moment.at) : ''}
            onChange={(e) => openAt(e.target.value)}
          />
        </label>
      )}
      {state.kind === 'loading' && (
        <div className="graph-state" role="status">
          <p>{GRAPH_COPY.loading}</p>
          <p className="muted">{GRAPH_COPY.loadingHint}</p>
        </div>
      )}
      {state.kind === 'no-range' && toolbar && (
        <section className="graph-state">
          <h1>{GRAPH_COPY.noRangeTitle}</h1>
          {state.brackets.length ? (
            <p>{GRAPH_COPY.noRangeText}</p>
          ) : (
            <p>{toolbar.span === 'day' ? GRAPH_COPY.noDayText : GRAPH_COPY.noSpanText}</p>
          )}
          <div className="graph-brackets">
            {state.brackets.map((b) => (
              <button
                key={b.start}
                type="button"
                className="button"
                onClick={() =>
                  setToolbar({
                    ...toolbar,
                    fromHour: new Date(b.start).getHours(),
                    toHour: new Date(b.start).getHours() + 1,
                  })
                }
              >
                {b.label} · {b.count} {b.count === 1 ? 'site' : 'sites'}
              </button>
            ))}
            {!state.brackets.length && !latestDay && moment && (
              <a className="button" href="?page=graph">
                {GRAPH_COPY.latestDay}
              </a>
            )}
            {!state.brackets.length && latestDay && (
              <button
                type="button"
                className="button"
                onClick={() => setToolbar({ ...toolbar, day: latestDay, fromHour: 0, toHour: 24 })}
              >
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
            {state.loaded < 1 && <span role="status"> · {GRAPH_COPY.readingRest}</span>}
          </p>
          {state.fallback && <p role="note">{GRAPH_COPY.fallbackLayout}</p>}
          {notice && (
            <p role="status" data-testid="graph-trail-notice">
              {notice}
            </p>
          )}
        </>
      )}
      <GraphTop main={mainRef} state={state} toolbar={toolbar} notice={notice} />
      {/* Mounted at once, hidden until a graph is ready: its renderer is made on the WebGL stage the entry started while IndexedDB is read. */}
      <GraphView
        model={state.kind === 'ready' ? state.model : null}
        filter={toolbar?.filter ?? 0}
        query={query}
        demo={false}
        favicon={favicon}
        tracePath={tracePath}
        openUrl={openUrl}
        reopenTrail={reopenTrail}
        memory={memory}
        focus={focus}
        startWebGL={startPageWebGL}
        onWebGLError={webGLFailed}
      />
    </main>
  );
}
