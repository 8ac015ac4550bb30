import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { nodesOf, type GraphModel } from './data/graph-model';
import { NO_BADGES, nodeBadges } from './data/node-badges';
import { searchNodes } from './data/search-nodes';
import { GRAPH_COPY } from './graph-copy';
import { GraphFocusOption, GraphMenu, GraphPathList, GraphTooltip } from './graph-overlays';
import { GRAPH_DRAWN_MARK, GRAPH_RANGE_IN_MARK, GRAPH_STAGE_PREFIX } from './graph-view-handle';
import type { GraphViewProps } from './graph-view-props';
import { useGraphPointer, type GraphInteraction } from './interaction/use-graph-pointer';
import { useIntroSweep } from './interaction/use-intro-sweep';
import { GraphRenderer } from './render/graph-renderer';
import { nodeStyles, type NodeStyles } from './render/node-styles';
import { startWebGL, type WebGLStage } from './render/start-webgl';
import { timeStage } from './stage-timing';
import './graph-view.css';

/** SPEC §2 network graph: the timeline canvas with search, filters, path tracing, tooltip and menu. */
export function GraphView(props: GraphViewProps) {
  const { model, filter, query, memory } = props;
  const optionId = useId();
  const host = useRef<HTMLDivElement>(null);
  const cover = useRef<HTMLDivElement>(null);
  const [renderer, setRenderer] = useState<GraphRenderer | null>(null);
  const interaction: GraphInteraction = useGraphPointer(host, renderer, props);
  // A search waits for the graph's texts from the worker (at most SEARCH_TEXTS_WAIT_MS) rather than making them here,
  // holding the page up (a 1M month's: some 200 ms); `searchable` is the model whose texts are in, let go of as soon
  // as another model is drawn (it can be a month's).
  const searching = query.trim() !== '';
  const [searchable, setSearchable] = useState<GraphModel | null>(null);
  if (searchable && searchable !== model) setSearchable(null);
  useEffect(() => {
    if (!model || !searching) return;
    let current = true;
    void model.searchable().then(() => current && setSearchable(model));
    return () => {
      current = false;
    };
  }, [model, searching]);
  const matches = useMemo(
    () => (model && searching && searchable === model ? searchNodes(model.haystacks, query) : null),
    [model, searching, searchable, query],
  );
  const badges = useMemo(
    () => (model && memory ? nodeBadges(model.nodeColumns, memory.notes, memory.clips) : NO_BADGES),
    [model, memory],
  );
  const styles = useRef<NodeStyles | undefined>(undefined);
  // The page's Pixi application, owned by a @pixi/react root (start-webgl.tsx): the extension page's start, which its
  // entry began once the layout worker ran (start-page-webgl.ts), or the site's demo's, begun here. Its canvas joins
  // the view's box, and the renderer draws on it at the box's size.
  const [stage, setStage] = useState<WebGLStage | null>(null);
  const webGLFailed = useEffectEvent((error: unknown) =>
    props.onWebGLError ? props.onWebGLError(error) : console.error('The graph could not start WebGL:', error),
  );
  const start = props.startWebGL ?? startWebGL;
  useEffect(() => {
    let current = true;
    start().then(
      (started) => current && setStage(started),
      (error: unknown) => current && webGLFailed(error),
    );
    return () => {
      current = false;
    };
  }, [start]); // a module's function: the same for the view's life
  const { demo, favicon } = props;
  useLayoutEffect(() => {
    if (!stage) return;
    const box = host.current!;
    box.prepend(stage.canvas);
    const size = { width: box.clientWidth, height: box.clientHeight };
    const drawer = timeStage('new-renderer', () => new GraphRenderer(stage, { separators: !demo, favicon }, size));
    setRenderer(drawer);
    return () => {
      setRenderer(null);
      drawer.destroy();
      stage.canvas.remove();
    };
  }, [stage, demo, favicon]);

  // Effect events: they read the render's latest path, selection and renderer when an effect (or, in test
  // builds, the handle) calls them, without making those values reasons to re-run the effects.
  const badgedNodes = useEffectEvent(() => badges.nodes);
  const restyle = useEffectEvent((graph: GraphModel, search: Uint8Array | null, activeFilter: number) => {
    styles.current = nodeStyles(
      {
        bucket: graph.columns.bucket,
        filter: activeFilter,
        matches: search,
        path: interaction.path,
        selected: interaction.selected,
      },
      styles.current,
    );
    renderer!.setStyles(styles.current);
  });
  const showGraph = useEffectEvent((renderer: GraphRenderer, model: GraphModel) => {
    timeStage('set-model', () => renderer.setModel(model));
    // A new graph opens fitted; the rest of a week or a month, after its first day, keeps the path and selection
    // and fits the whole range unless the user has moved the view meanwhile.
    if (!model.continues) interaction.resetView();
    else interaction.refitUnlessMoved();
    if (import.meta.env.VITE_TEST_HOOKS) performance.mark(`${GRAPH_STAGE_PREFIX}frames-asked`);
    let frame = requestAnimationFrame(() => {
      if (import.meta.env.VITE_TEST_HOOKS) performance.mark(`${GRAPH_STAGE_PREFIX}first-raf`);
      frame = requestAnimationFrame(() => {
        performance.mark(GRAPH_DRAWN_MARK);
        if (!model.partial) performance.mark(GRAPH_RANGE_IN_MARK);
        model.prepareSearch(); // drawn: the search texts are asked for now, off the way to the first frame
      });
    });
    // Test builds only: end-to-end tests and bench:render read and drive the drawn graph through this handle.
    if (import.meta.env.VITE_TEST_HOOKS) {
      const indexOf = (visitId: string) => nodesOf(model.nodes).findIndex((n) => n.visitId === visitId);
      window.intentlyGraph = {
        screenPositionOf: (visitId) => {
          const node = indexOf(visitId);
          return node < 0 ? null : renderer.screenPosition(interaction.transform(), node);
        },
        hitTest: (x, y) => renderer.hitTest(interaction.transform(), x, y),
        styleOf: (visitId) => {
          const node = indexOf(visitId);
          return node < 0 || !styles.current
            ? null
            : { alpha: styles.current.alpha[node]!, ring: styles.current.ring[node]! };
        },
        visitIds: () => nodesOf(model.nodes).map((node) => node.visitId),
        transform: () => interaction.transform(),
        badged: () => [...badgedNodes()].map((node) => model.nodes.at(node)!.visitId),
        detail: () => ({ ...renderer.detail }),
        restyle: (text, activeFilter) =>
          restyle(model, text.trim() ? searchNodes(model.haystacks, text) : null, activeFilter),
        searchable: () => model.searchable(),
        // A favicon's arrival asks for a frame (the atlas's onChange): two animation frames later it is drawn.
        faviconsDrawn: () =>
          renderer
            .faviconsSettled()
            .then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))),
      };
    }
    return () => cancelAnimationFrame(frame);
  });

  // Layout effects: a new graph (and its styles) reaches the renderer before the browser paints, so the
  // first frame that shows the canvas is the graph, not the warm-up drawing read back for nothing.
  useLayoutEffect(() => {
    if (!renderer || !model) return;
    return showGraph(renderer, model);
  }, [renderer, model]); // only a new renderer or graph resets the view; styles follow in the next effect

  const focusNode = useEffectEvent((node: number) => interaction.highlight(node));
  useLayoutEffect(() => {
    if (renderer && model && props.focus !== undefined && props.focus >= 0) focusNode(props.focus);
  }, [renderer, model, props.focus]); // after the view reset of a new graph, which clears the path

  useLayoutEffect(() => {
    if (!renderer || !model) return;
    timeStage('restyle', () => restyle(model, matches, filter));
    renderer.setPath(interaction.path);
  }, [renderer, model, filter, matches, interaction.path, interaction.selected]);

  useLayoutEffect(() => {
    if (renderer && model) renderer.setBadges(badges.nodes);
  }, [renderer, model, badges]);

  useIntroSweep(host, cover, model);
  const { focus } = interaction;

  return (
    <div className={model ? 'graph-view' : 'graph-view graph-view-pending'} aria-hidden={!model}>
      <div ref={host} className="graph-canvas" data-testid="graph-canvas" {...interaction.handlers}>
        <div ref={cover} className="graph-sweep" hidden />
        <div
          ref={focus.targetRef}
          className="graph-focus"
          tabIndex={model ? 0 : -1}
          role="listbox"
          aria-label={GRAPH_COPY.nodesLabel}
          aria-activedescendant={model && focus.node >= 0 ? optionId : undefined}
          {...focus.handlers}
        >
          {model && focus.node >= 0 && (
            <GraphFocusOption
              id={optionId}
              node={model.nodes.at(focus.node)!}
              index={focus.node}
              count={model.nodes.length}
              badge={badges.get(focus.node)}
            />
          )}
        </div>
        <div ref={focus.ringRef} className="graph-focus-ring" data-testid="graph-focus-ring" hidden />
        {model && interaction.tooltip && !interaction.menu && (
          <GraphTooltip
            {...interaction.tooltip}
            node={model.nodes.at(interaction.tooltip.node)!}
            badge={badges.get(interaction.tooltip.node)}
          />
        )}
        {interaction.menu && (
          <GraphMenu
            ref={interaction.menuRef}
            x={interaction.menu.x}
            y={interaction.menu.y}
            onCopy={interaction.copyLinks}
            onOpen={interaction.openTabs}
            onReopenTrail={props.reopenTrail && interaction.reopenTrail}
          />
        )}
      </div>
      {model && <GraphPathList nodes={interaction.path.map((node) => model.nodes.at(node)!)} />}
    </div>
  );
}
