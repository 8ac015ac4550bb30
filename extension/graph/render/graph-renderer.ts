import { Container, type Texture } from 'pixi.js';
import { BadgeLayer } from './badge-layer';
import { DensityLayer } from './density-layer';
import { drawTimelineAxis } from './draw-timeline-axis';
import { FaviconAtlas, type FaviconSource } from './favicon-atlas';
import type { GraphModel } from '../data/graph-model';
import { GraphTiles } from './graph-tiles';
import { IdleBuilds } from './idle-builds';
import { levelOfDetail, NODE_BUDGET, type Detail } from './level-of-detail';
import { NODE_SIZE } from './node-size';
import type { NodeStyles } from './node-styles';
import { OverscanView } from './overscan-view';
import { PathOverlay } from './path-overlay';
import { nearestInDirection, type Direction } from '../geometry/nearest-in-direction';
import { SpatialGrid, type Bounds } from '../geometry/spatial-grid';
import { timelineAxis } from '../geometry/timeline-axis';
import type { ViewTransform } from '../geometry/view-transform';
import type { WebGLStage } from './start-webgl';
import { timeStage } from '../stage-timing';

const HIT_RADIUS = NODE_SIZE.hitArea / 2;
/** Screen pixels around the pointer a zoomed-out hit-test reaches, where a node's own hit area is smaller. */
const HIT_PIXELS = 8;
/** The tiles built ahead in idle time are those a zoom out by this factor (about 12 wheel steps) would show. */
const ZOOM_AHEAD = 3;

/** `view` grown about its centre by `factor`. */
function grownAbout(view: Bounds, factor: number): Bounds {
  const dx = ((view.maxX - view.minX) * (factor - 1)) / 2;
  const dy = ((view.maxY - view.minY) * (factor - 1)) / 2;
  return { minX: view.minX - dx, minY: view.minY - dy, maxX: view.maxX + dx, maxY: view.maxY + dy };
}

/**
 * Draws a graph model on the page's WebGL stage (start-webgl.ts), as the view asks: nodes, rings and links in tiles drawn
 * only while on screen (GraphTiles), the traced path (PathOverlay) and the timeline axis, in frames drawn
 * on demand around an overscanned canvas (OverscanView), at the level of detail the zoom and the nodes in view
 * call for (level-of-detail.ts: the DensityLayer when zoomed far out on many nodes). After each frame, what a zoom
 * from there would show next is built in idle time (IdleBuilds: the tiles a zoom out by ZOOM_AHEAD meets, and the
 * density layer of a graph that can need it), so a zoom frame mostly shows what is ready; one that finds a build
 * missing does it itself. The stage has warmed the GPU up (start-webgl.ts). Destroying it frees its scene; the stage and its WebGL renderer stay for the page's life.
 */
export class GraphRenderer {
  private readonly world = new Container();
  private readonly axis = new Container();
  private readonly layers = { links: new Container(), rings: new Container(), nodes: new Container() };
  private readonly path = new PathOverlay();
  private readonly badges = new BadgeLayer();
  private readonly view: OverscanView;
  private atlas: FaviconAtlas;
  /** Ring textures by colour, the stage's (they live as long as the page's WebGL renderer). */
  private readonly ringTextures: Map<number, Texture>;
  private tiles: GraphTiles | null = null;
  private density: DensityLayer | null = null;
  private readonly densityLayer = new Container();
  private readonly ahead = new IdleBuilds();
  /** What the last frame showed (world units). */
  private shown: Bounds = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  /** What the last frame drew (bench:render and the end-to-end tests read it). */
  detail: Detail & { density: boolean } = { nodes: true, links: true, density: false };
  private styles: NodeStyles | null = null;
  private x = new Float32Array(0);
  private y = new Float32Array(0);
  private grid = new SpatialGrid(this.x, this.y);
  private pathNodes: readonly number[] = [];
  bounds: Bounds = { minX: 0, minY: 0, maxX: 0, maxY: 0 };

  constructor(
    app: WebGLStage,
    private readonly options: { separators: boolean; favicon: FaviconSource },
    /** The view's size in CSS pixels, so the drawing buffer is allocated once, before the warm-up draw. */
    size: { width: number; height: number },
  ) {
    this.view = new OverscanView(app, this.world, (shown, scale) => this.cull(shown, scale));
    this.atlas = this.atlasFor(0);
    this.ringTextures = app.ringTextures;
    const { links, rings, nodes } = this.layers;
    this.world.addChild(
      this.axis,
      this.densityLayer,
      links,
      this.path.links,
      rings,
      nodes,
      this.badges.graphics,
      this.path.labels,
    );
    app.stage.addChild(this.world);
    this.view.resize(size.width, size.height);
  }

  /** Replaces the drawn graph; positions are copied so dragging never touches the core's columns. */
  setModel(model: GraphModel) {
    this.ahead.clear();
    this.x = model.columns.x.slice();
    this.y = model.columns.y.slice();
    this.grid = timeStage('spatial-grid', () => new SpatialGrid(this.x, this.y, model.geometry.hit));
    this.bounds = this.grid.bounds;
    this.tiles?.destroy();
    this.atlas.destroy();
    this.atlas = timeStage('favicon-atlas', () => this.atlasFor(model.domainCount));
    this.tiles = timeStage(
      'tiles',
      () => new GraphTiles(model, this.x, this.y, this.atlas, this.ringTextures, this.layers),
    );
    this.density?.destroy();
    this.density = null; // made when a frame first needs it
    this.styles = null;
    timeStage('axis', () =>
      drawTimelineAxis(this.axis, timelineAxis(model.columns, this.x, this.bounds, this.options.separators)),
    );
    this.badges.set([], this.x, this.y);
    this.setPath([]);
  }

  /** Draws a badge on each of `nodes` (pages with a note or a clip) in view, replacing the previous ones. */
  setBadges(nodes: ArrayLike<number>) {
    this.badges.set(nodes, this.x, this.y);
    this.view.invalidate();
  }

  /** Applies per-node opacity and rings (search, filter, path, selection): tiles on screen now, the rest when shown. */
  setStyles(styles: NodeStyles) {
    this.styles = styles;
    this.tiles?.setStyles(styles);
    this.density?.restyle(styles);
    this.view.invalidate();
  }

  /** Draws the traced path's links on top and numbers its steps from the root (SPEC §4). */
  setPath(path: readonly number[]) {
    this.pathNodes = path;
    this.path.draw(path, this.x, this.y);
    this.view.invalidate();
  }

  /** Matches the drawing buffer to the element's size (reallocating it only when the size changed). */
  resize(width: number, height: number) {
    this.view.resize(width, height);
  }

  /** Pans and zooms the world: a pan that stays within the drawn overscan only moves the canvas. */
  setTransform(t: ViewTransform) {
    this.view.setTransform(t);
  }

  /** The node under a screen point (zoomed far out, the nearest within a few pixels), or -1 (spatial index, no per-node listeners). */
  hitTest(t: ViewTransform, sx: number, sy: number): number {
    return this.grid.nearest((sx - t.x) / t.scale, (sy - t.y) / t.scale, Math.max(HIT_RADIUS, HIT_PIXELS / t.scale));
  }

  /** Moves a node while it is dragged: its disc, its ring, the links that touch it and the path. */
  moveNode(node: number, wx: number, wy: number) {
    this.x[node] = wx;
    this.y[node] = wy;
    this.tiles!.moveNode(node);
    this.badges.moved(node, this.x, this.y);
    this.setPath(this.pathNodes);
  }

  /** Re-indexes positions after a drag. */
  endDrag() {
    this.grid = new SpatialGrid(this.x, this.y);
  }

  /** The screen position of a node under a transform. */
  screenPosition(t: ViewTransform, node: number): { x: number; y: number } {
    return { x: this.x[node]! * t.scale + t.x, y: this.y[node]! * t.scale + t.y };
  }

  /** The node an arrow key moves the focus to from `node` (nearest that way, where it is drawn now), or -1. */
  nodeInDirection(node: number, direction: Direction): number {
    return nearestInDirection(this.x, this.y, node, direction);
  }

  /** Resolves once the favicons of the domains drawn so far are in their discs or found missing (the test build's hook). */
  faviconsSettled(): Promise<void> {
    return this.atlas.settled();
  }

  /** Releases the scene's GPU resources. */
  destroy() {
    this.ahead.clear();
    this.view.destroy();
    this.tiles?.destroy();
    this.density?.destroy();
    this.world.destroy({ children: true });
    this.atlas.destroy();
  }

  /**
   * Shows what a frame at zoom `scale` over `shown` (world units) draws: tiles of nodes and links, or the density.
   * Answers false before the first graph: the view then draws no frame.
   */
  private cull(shown: Bounds, scale: number): boolean {
    if (!this.tiles) return false;
    const detail = levelOfDetail(scale, this.tiles.nodesIn(shown));
    if (!detail.nodes) this.buildDensity();
    if (this.density) this.density.container.visible = !detail.nodes;
    timeStage('cull', () => this.tiles!.cull(shown, detail));
    this.badges.cull(detail.nodes ? shown : null, this.x, this.y);
    this.detail = { ...detail, density: !detail.nodes };
    this.shown = shown;
    this.ahead.ask('plan', () => this.buildAhead());
    return true;
  }

  /** Asks for what a zoom from the last frame would show next: the tiles around its view, and the density layer. */
  private buildAhead() {
    const tiles = this.tiles!;
    const around = grownAbout(this.shown, ZOOM_AHEAD);
    // Zoomed out over more nodes than a frame draws one by one, the density shows: their tiles are not built.
    if (tiles.nodesIn(around) <= NODE_BUDGET)
      for (const cell of tiles.unbuiltIn(around)) this.ahead.ask(`tile ${cell}`, () => tiles.prepare(cell));
    if (!this.density && this.x.length > NODE_BUDGET) this.ahead.ask('density', () => this.buildDensity());
  }

  /** Makes the density layer (hidden, styled), unless it is made. */
  private buildDensity() {
    if (this.density) return;
    this.density = new DensityLayer(this.x, this.y);
    this.density.restyle(this.styles);
    this.densityLayer.addChild(this.density.container);
  }

  /** A favicon atlas with room for `domains` domains that redraws when a favicon arrives. */
  private atlasFor(domains: number): FaviconAtlas {
    return new FaviconAtlas(this.options.favicon, () => this.view.invalidate(), domains);
  }
}
