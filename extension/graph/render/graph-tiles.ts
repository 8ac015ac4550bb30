import { ParticleContainer, type Container, type IParticle, type Texture } from 'pixi.js';
import type { FaviconAtlas } from './favicon-atlas';
import type { GraphModel } from '../data/graph-model';
import { growBounds } from '../geometry/grow-bounds';
import type { Detail } from './level-of-detail';
import { LinkMeshes } from './link-meshes';
import { NodeParticles } from './node-particles';
import { RING_COLORS, type NodeStyles } from './node-styles';
import { SpatialGrid, type Bounds } from '../geometry/spatial-grid';

/** One square of the world: its nodes' discs and rings (and, in LinkMeshes, the links leaving them), drawn only while on screen. */
interface Tile {
  /** What the tile draws covers this (grown while a node is dragged out of it). */
  bounds: Bounds;
  /** Its particle containers, made the first time it is shown (a month's tiles are mostly never shown as nodes). */
  nodes: ParticleContainer<IParticle> | null;
  rings: ParticleContainer<IParticle> | null;
  visible: boolean;
  /** Its links are shown (with the tile, at a zoom that draws links). */
  linksVisible: boolean;
  /** Its cell in the tile grid. */
  cell: number;
  /** Styles changed while it was off screen: applied when it comes into view. */
  stale: boolean;
}

/** The containers tiles draw into, bottom to top. */
export interface TileLayers {
  links: Container;
  rings: Container;
  nodes: Container;
}

/**
 * A graph's nodes and links cut into square tiles: each tile holds its node discs in one ParticleContainer
 * (one shared favicon atlas), its rings in another and its links as one static mesh per kind. Only the
 * tiles that meet the canvas are drawn, and a tile's particles and meshes are made ahead of the frame that shows it
 * (prepare, in idle time) or by that frame, so a month of 1M visits costs only what is looked at and around it. Styles change alphas and rings only, of the tiles on screen
 * at once and of the others when they come into view; nothing per node has listeners.
 */
export class GraphTiles {
  private readonly grid: SpatialGrid;
  private readonly particles: NodeParticles;
  private readonly tiles: (Tile | undefined)[];
  private readonly links: LinkMeshes;
  private styles: NodeStyles | null = null;
  private readonly discTexture: Texture;
  private readonly ringTexture: Texture;

  /** Builds the tiles of `model` at positions `x`, `y` (which a drag changes in place), all hidden until culled. */
  constructor(
    private readonly model: GraphModel,
    private readonly x: Float32Array,
    private readonly y: Float32Array,
    atlas: FaviconAtlas,
    ringTextures: Map<number, Texture>,
    private readonly layers: TileLayers,
  ) {
    this.grid = new SpatialGrid(x, y, model.geometry.tiles);
    this.particles = new NodeParticles(model.nodes, atlas, x, y, ringTextures);
    this.discTexture = atlas.texture;
    this.ringTexture = ringTextures.get(RING_COLORS.path)!;
    this.tiles = Array.from({ length: this.grid.cellCount }, (_, cell) => this.tileOf(cell));
    this.links = new LinkMeshes(
      model.columns,
      x,
      y,
      model.geometry.links,
      this.tiles.map((tile) => tile?.bounds),
      layers.links,
    );
  }

  /** Applies per-node opacity and rings: to the tiles on screen now, to the rest when they come into view. */
  setStyles(styles: NodeStyles) {
    this.styles = styles;
    for (const tile of this.tiles) {
      if (!tile) continue;
      if (tile.visible) this.applyStyles(tile);
      else tile.stale = true;
    }
  }

  /** How many nodes the tiles that meet `view` hold (what drawing them one by one would cost). */
  nodesIn(view: Bounds): number {
    let count = 0;
    for (const tile of this.tiles) if (tile && meets(tile.bounds, view)) count += this.grid.itemsIn(tile.cell).length;
    return count;
  }

  /** Shows the tiles that meet `view` (world units) as `detail` asks (none without nodes) and hides the rest. */
  cull(view: Bounds, detail: Detail = { nodes: true, links: true }) {
    for (const tile of this.tiles) {
      if (!tile) continue;
      const visible = detail.nodes && meets(tile.bounds, view);
      const linksVisible = visible && detail.links;
      if (linksVisible !== tile.linksVisible) this.links.setVisible(tile.cell, (tile.linksVisible = linksVisible));
      if (visible === tile.visible) continue;
      if (visible && !tile.nodes) this.build(tile);
      tile.visible = visible;
      if (tile.nodes) tile.nodes.visible = tile.rings!.visible = visible;
      if (visible && tile.stale) this.applyStyles(tile);
    }
  }

  /** The tiles that meet `view` and are not built yet, nearest its centre first (what to build ahead of a zoom). */
  unbuiltIn(view: Bounds): number[] {
    const cx = (view.minX + view.maxX) / 2;
    const cy = (view.minY + view.maxY) / 2;
    const distance = (b: Bounds) => Math.hypot((b.minX + b.maxX) / 2 - cx, (b.minY + b.maxY) / 2 - cy);
    return this.tiles
      .filter((tile): tile is Tile => !!tile && !tile.nodes && meets(tile.bounds, view))
      .sort((a, b) => distance(a.bounds) - distance(b.bounds))
      .map((tile) => tile.cell);
  }

  /** Builds a tile ahead of the frame that shows it, hidden, styled, with its link meshes (nothing if it is built). */
  prepare(cell: number) {
    const tile = this.tiles[cell];
    if (!tile || tile.nodes) return;
    this.build(tile);
    this.applyStyles(tile);
    this.links.prepare(cell);
  }

  /** Moves a dragged node's disc, ring and links to its place now in `x`, `y`. */
  moveNode(node: number) {
    const { columns } = this.model;
    const tile = this.tiles[this.grid.cell(columns.x[node]!, columns.y[node]!)]!; // a node stays in the tile of its laid-out place
    growBounds(tile.bounds, this.x[node]!, this.y[node]!);
    const ringed = this.particles.moveNode(node);
    tile.nodes?.update();
    if (ringed) tile.rings?.update();
    this.links.moveNode(node);
  }

  /** Frees the tiles and their GPU buffers. */
  destroy() {
    for (const tile of this.tiles) {
      tile?.nodes?.destroy();
      tile?.rings?.destroy();
    }
    this.links.destroy();
  }

  /** The tile of the nodes in a cell of the tile grid (none for an empty cell), not built yet, at its bounds as laid out. */
  private tileOf(cell: number): Tile | undefined {
    if (!this.grid.itemsIn(cell).length) return undefined;
    const [minX, minY, maxX, maxY] = this.model.geometry.tileBounds.subarray(cell * 4, cell * 4 + 4);
    const bounds = { minX: minX!, minY: minY!, maxX: maxX!, maxY: maxY! };
    return { bounds, nodes: null, rings: null, visible: false, linksVisible: false, cell, stale: true };
  }

  /** Makes a tile's particles, the first time it is shown. */
  private build(tile: Tile) {
    const particles = Array.from(this.grid.itemsIn(tile.cell), (node) => this.particles.discOf(node));
    tile.nodes = new ParticleContainer({
      texture: this.discTexture,
      particles,
      dynamicProperties: { position: false, color: false },
    });
    tile.rings = new ParticleContainer({
      texture: this.ringTexture,
      dynamicProperties: { position: false, color: false },
    });
    tile.nodes.update(); // particles passed to the constructor are not uploaded until an update
    tile.nodes.visible = tile.rings.visible = false; // until a frame shows the tile
    this.layers.nodes.addChild(tile.nodes);
    this.layers.rings.addChild(tile.rings);
  }

  /** Sets the opacity and ring of a tile's nodes from the current styles. */
  private applyStyles(tile: Tile) {
    if (!tile.nodes) return;
    tile.stale = false;
    if (this.styles) this.particles.restyle(this.grid.itemsIn(tile.cell), this.styles, tile.nodes, tile.rings!);
  }
}

/** Whether two bounds overlap. */
const meets = (a: Bounds, b: Bounds) => a.maxX >= b.minX && a.minX <= b.maxX && a.maxY >= b.minY && a.minY <= b.maxY;
