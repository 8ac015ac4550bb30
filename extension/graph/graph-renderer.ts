import { CanvasSource, Container, Graphics, Mesh, MeshGeometry, ParticleContainer, Rectangle, Text, Texture, type Application, type IParticle } from 'pixi.js';
import { LINK_KINDS, NO_VALUE } from '../../graph-layout-rs/ts/graph-columns';
import { FaviconAtlas, type FaviconSource } from './favicon-atlas';
import type { GraphModel } from './graph-model';
import { quadIndices, writeLinkQuad } from './link-quads';
import { whiteAt } from './particle-color';
import { RING_COLORS, type NodeStyles } from './node-styles';
import { SpatialGrid, type Bounds } from './spatial-grid';
import type { ViewTransform } from './view-transform';

const HIT_RADIUS = 20; // SPEC §9 hit area 40
const RING_SCALE = 1.25; // SPEC §9 selection ring 20 around a node of radius 16
const LINK_COLORS = [0xb8aca0, 0xe0a77f, 0x9db7d5] as const; // by LINK_KINDS: same-tab, new-tab, session
const AXIS_COLOR = 0x8a8077;
const SEPARATOR_COLOR = 0xe4dbd2;
const TILE = 2048; // world units per tile side: the default view (zoom 0.6) meets at most 3 × 2 tiles
const NODE_EXTENT = 26; // how far a node's disc and ring reach from its centre
const OVERSCAN = 256; // CSS pixels drawn beyond each edge of the view, so most pan frames only move the canvas

/** One square of the world: its nodes' discs and rings and the links leaving them, drawn only while on screen. */
interface Tile {
  /** What the tile draws covers this (grown while a node is dragged out of it). */
  bounds: Bounds;
  nodes: ParticleContainer<IParticle>;
  rings: ParticleContainer<IParticle>;
  /** One mesh per link kind present, indexed by kind. */
  links: (Mesh | undefined)[];
  visible: boolean;
  /** Its cell in the tile grid. */
  cell: number;
  /** Styles changed while it was off screen: applied when it comes into view. */
  stale: boolean;
}

/**
 * Draws a graph model on a Pixi application. The world is cut into tiles; each tile holds its node
 * discs in one ParticleContainer (one shared favicon atlas), its rings in another and its links as one
 * static mesh per kind, built from typed arrays. A frame is drawn only when something changed, and it
 * draws only the tiles that meet the canvas. The canvas reaches OVERSCAN beyond the view on each side:
 * a pan within that only moves the canvas (the compositor's work, no WebGL frame), a longer one redraws
 * it around the new view. Styles change alphas and rings only, of the tiles on screen at once and of the
 * others when they come into view; nothing per node has listeners. Before any graph arrives, one of each
 * kind of thing is drawn once, so the GPU compiles its shaders while the page is still reading data.
 */
export class GraphRenderer {
  private readonly world = new Container();
  private readonly linkLayer = new Container();
  private readonly pathLinks = new Graphics();
  private readonly frame = new Graphics();
  private readonly ringLayer = new Container();
  private readonly nodeLayer = new Container();
  private readonly labels = new Container();
  private atlas: FaviconAtlas;
  /** One ring texture per ring colour, all in one source (switching texture is cheaper than a tint). */
  private readonly ringTextures: Map<number, Texture>;
  private tiles: (Tile | undefined)[] = [];
  private tileGrid = new SpatialGrid(new Float32Array(0), new Float32Array(0), TILE);
  private nodeParticles: IParticle[] = [];
  /** The opacity each node is drawn with (reading it back from the particles costs more). */
  private alpha = new Float32Array(0);
  private ringParticles: (IParticle | undefined)[] = [];
  private linkPositions = new Float32Array(0);
  /** Per link: its tile × LINK_KINDS.length + kind, and where its quad starts in linkPositions. */
  private linkGroup = new Uint32Array(0);
  private linkAt = new Uint32Array(0);
  private model: GraphModel | null = null;
  private x = new Float32Array(0);
  private y = new Float32Array(0);
  private grid = new SpatialGrid(this.x, this.y);
  private path: readonly number[] = [];
  private styles: NodeStyles | null = null;
  private frameRequest = 0;
  /** The view the user asked for, and the one the canvas was last drawn around (null: none yet). */
  private view: ViewTransform = { x: 0, y: 0, scale: 1 };
  private drawn: ViewTransform | null = null;
  private size = { width: 0, height: 0 };
  bounds: Bounds = { minX: 0, minY: 0, maxX: 0, maxY: 0 };

  constructor(
    private readonly app: Application,
    private readonly options: { separators: boolean; favicon: FaviconSource },
    /** The view's size in CSS pixels, so the drawing buffer is allocated once, before the warm-up draw. */
    size: { width: number; height: number },
  ) {
    app.ticker.stop(); // frames are drawn on demand (invalidate), not 60+ times a second
    this.atlas = this.atlasFor(0);
    this.ringTextures = ringTextures();
    this.world.addChild(this.frame, this.linkLayer, this.pathLinks, this.ringLayer, this.nodeLayer, this.labels);
    app.stage.addChild(this.world);
    this.resize(size.width, size.height);
    this.warmUp();
  }

  /** Replaces the drawn graph; positions are copied so dragging never touches the core's columns. */
  setModel(model: GraphModel) {
    this.model = model;
    this.x = model.columns.x.slice();
    this.y = model.columns.y.slice();
    this.grid = new SpatialGrid(this.x, this.y);
    this.bounds = this.grid.bounds;
    this.tileGrid = new SpatialGrid(this.x, this.y, TILE);
    this.destroyTiles();
    this.atlas.destroy();
    this.atlas = this.atlasFor(new Set(model.nodes.map((node) => node.domain)).size);
    this.nodeParticles = model.nodes.map((node, i) => particle(this.atlas.textureFor(node.domain), this.x[i]!, this.y[i]!, 1));
    this.alpha = new Float32Array(model.nodes.length).fill(1);
    this.styles = null;
    this.ringParticles = new Array<IParticle | undefined>(model.nodes.length).fill(undefined); // packed: filled at random indices
    this.tiles = Array.from({ length: this.tileGrid.cellCount }, (_, cell) => this.nodeTile(cell));
    this.buildLinks();
    this.drawFrame();
    this.setPath([]);
  }

  /** Applies per-node opacity and rings (search, filter, path, selection): tiles on screen now, the rest when shown. */
  setStyles(styles: NodeStyles) {
    this.styles = styles;
    for (const tile of this.tiles) {
      if (!tile) continue;
      if (tile.visible) this.applyStyles(tile);
      else tile.stale = true;
    }
    this.invalidate();
  }

  /** Draws the traced path's links on top and numbers its steps from the root (SPEC §4). */
  setPath(path: readonly number[]) {
    this.path = path;
    this.pathLinks.clear();
    for (let k = 1; k < path.length; k++) {
      this.pathLinks.moveTo(this.x[path[k - 1]!]!, this.y[path[k - 1]!]!).lineTo(this.x[path[k]!]!, this.y[path[k]!]!);
    }
    if (path.length > 1) this.pathLinks.stroke({ width: 5, color: 0xc2693a });
    this.labels.removeChildren().forEach((child) => child.destroy());
    path.forEach((node, step) => {
      const label = new Text({ text: String(step + 1), style: { fontSize: 14, fontWeight: '700', fill: 0x1d1a17 } });
      label.anchor.set(0.5, 1);
      label.position.set(this.x[node]!, this.y[node]! - 22);
      this.labels.addChild(label);
    });
    this.invalidate();
  }

  /** Matches the drawing buffer to the element's size (reallocating it only when the size changed). */
  resize(width: number, height: number) {
    if (width <= 0 || height <= 0 || (width === this.size.width && height === this.size.height)) return;
    this.size = { width, height };
    const canvas = canvasSizeFor(this.size);
    this.app.renderer.resize(canvas.width, canvas.height);
    Object.assign(this.app.canvas.style, { position: 'absolute', left: '0', top: '0' });
    this.invalidate();
  }

  /** Pans and zooms the world: a pan that stays within the drawn overscan only moves the canvas. */
  setTransform(t: ViewTransform) {
    this.view = t;
    const drawn = this.drawn;
    if (drawn && drawn.scale === t.scale && Math.abs(t.x - drawn.x) <= OVERSCAN && Math.abs(t.y - drawn.y) <= OVERSCAN) {
      this.placeCanvas(t.x - drawn.x, t.y - drawn.y);
    } else this.invalidate();
  }

  /** The node under a screen point, or -1 (spatial index, no per-node listeners). */
  hitTest(t: ViewTransform, sx: number, sy: number): number {
    return this.grid.nearest((sx - t.x) / t.scale, (sy - t.y) / t.scale, HIT_RADIUS);
  }

  /** Moves a node while it is dragged: its disc, its ring and the links that touch it. */
  moveNode(node: number, wx: number, wy: number) {
    this.x[node] = wx;
    this.y[node] = wy;
    const tile = this.tiles[this.tileGrid.cell(this.model!.columns.x[node]!, this.model!.columns.y[node]!)]!;
    grow(tile.bounds, wx, wy);
    Object.assign(this.nodeParticles[node]!, { x: wx, y: wy });
    tile.nodes.update();
    const ring = this.ringParticles[node];
    if (ring) {
      Object.assign(ring, { x: wx, y: wy });
      tile.rings.update();
    }
    const { linkSource, linkTarget } = this.model!.columns;
    const moved = new Set<Mesh>();
    for (let link = 0; link < linkSource.length; link++) {
      const s = linkSource[link]!;
      const t = linkTarget[link]!;
      if (s !== node && t !== node) continue;
      writeLinkQuad(this.linkPositions, this.linkAt[link]!, this.x[s]!, this.y[s]!, this.x[t]!, this.y[t]!);
      const group = this.linkGroup[link]!;
      const linkTile = this.tiles[Math.floor(group / LINK_KINDS.length)]!;
      grow(linkTile.bounds, wx, wy);
      moved.add(linkTile.links[group % LINK_KINDS.length]!);
    }
    moved.forEach((mesh) => mesh.geometry.getBuffer('aPosition').update());
    this.setPath(this.path);
  }

  /** Re-indexes positions after a drag. */
  endDrag() {
    this.grid = new SpatialGrid(this.x, this.y);
  }

  /** The screen position of a node under a transform. */
  screenPosition(t: ViewTransform, node: number): { x: number; y: number } {
    return { x: this.x[node]! * t.scale + t.x, y: this.y[node]! * t.scale + t.y };
  }

  /** Draws the next animation frame, once, whatever changes before it. */
  private invalidate() {
    this.frameRequest ||= requestAnimationFrame(() => {
      this.frameRequest = 0;
      if (this.world.destroyed) return;
      const t = this.view;
      this.world.position.set(t.x + OVERSCAN, t.y + OVERSCAN);
      this.world.scale.set(t.scale);
      this.cull();
      this.app.render();
      this.drawn = t;
      this.placeCanvas(0, 0);
    });
  }

  /** Moves the canvas so that what it was drawn with sits (dx, dy) from where it was drawn. */
  private placeCanvas(dx: number, dy: number) {
    this.app.canvas.style.transform = `translate(${dx - OVERSCAN}px, ${dy - OVERSCAN}px)`;
  }

  /** Shows the tiles that meet the canvas and hides the rest. */
  private cull() {
    const { x, y } = this.world.position;
    const scale = this.world.scale.x;
    const left = -x / scale;
    const top = -y / scale;
    const right = (this.app.screen.width - x) / scale;
    const bottom = (this.app.screen.height - y) / scale;
    for (const tile of this.tiles) {
      if (!tile) continue;
      const { minX, minY, maxX, maxY } = tile.bounds;
      const visible = maxX >= left && minX <= right && maxY >= top && minY <= bottom;
      if (visible === tile.visible) continue;
      tile.visible = tile.nodes.visible = tile.rings.visible = visible;
      if (visible && tile.stale) this.applyStyles(tile);
      for (const mesh of tile.links) if (mesh) mesh.visible = visible;
    }
  }

  /** The tile of the nodes in a cell of the tile grid (none for an empty cell); links are added after. */
  private nodeTile(cell: number): Tile | undefined {
    const items = this.tileGrid.itemsIn(cell);
    if (!items.length) return undefined;
    const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    const particles = Array.from(items, (node) => {
      grow(bounds, this.x[node]!, this.y[node]!);
      return this.nodeParticles[node]!;
    });
    const tile: Tile = {
      bounds,
      nodes: new ParticleContainer({ texture: this.atlas.texture, particles, dynamicProperties: { position: false, color: false } }),
      rings: new ParticleContainer({ texture: this.ringTextures.get(RING_COLORS.path)!, dynamicProperties: { position: false, color: false } }),
      links: [],
      visible: false,
      cell,
      stale: false,
    };
    tile.nodes.visible = tile.rings.visible = false;
    tile.nodes.update(); // particles passed to the constructor are not uploaded until an update
    this.nodeLayer.addChild(tile.nodes);
    this.ringLayer.addChild(tile.rings);
    return tile;
  }

  /** Sets the opacity and ring of a tile's nodes from the current styles, re-uploading only what changed. */
  private applyStyles(tile: Tile) {
    tile.stale = false;
    const styles = this.styles;
    if (!styles) return;
    let faded = false;
    const rings: IParticle[] = [];
    for (const node of this.tileGrid.itemsIn(tile.cell)) {
      if (this.alpha[node] !== styles.alpha[node]) {
        this.alpha[node] = styles.alpha[node]!;
        this.nodeParticles[node]!.color = whiteAt(this.alpha[node]!);
        faded = true;
      }
      const ring = styles.ring[node]!;
      if (!ring) continue;
      const ringParticle = this.ringOf(node);
      ringParticle.texture = this.ringTextures.get(ring)!;
      rings.push(ringParticle);
    }
    if (faded) tile.nodes.update();
    if (rings.length || tile.rings.particleChildren.length) {
      tile.rings.particleChildren = rings;
      tile.rings.update();
    }
  }

  /**
   * Draws a disc particle, a link mesh, a line and a label once and submits them, so the GPU compiles
   * their shaders and pipelines now, while the page reads its data (software GL compiles at first draw).
   */
  private warmUp() {
    // Discs and rings share one particle shader; the ring texture lives as long as the renderer, so no
    // destroyed texture stays bound to it.
    const ringTexture = this.ringTextures.get(RING_COLORS.path)!;
    const discs = new ParticleContainer({ texture: ringTexture, particles: [particle(ringTexture, 0, 0, 1)], dynamicProperties: { position: false, color: false } });
    const positions = new Float32Array(8);
    writeLinkQuad(positions, 0, 0, 0, 10, 10);
    // Links draw as a batched mesh when a tile has few, as their own draw when it has many: both are compiled.
    const links = (['batch', 'no-batch'] as const).map((batchMode) => {
      const geometry = new MeshGeometry({ positions, uvs: new Float32Array(8), indices: quadIndices(1) });
      geometry.batchMode = batchMode;
      return new Mesh({ geometry, texture: Texture.WHITE, tint: LINK_COLORS[0] });
    });
    const line = new Graphics().moveTo(0, 0).lineTo(10, 0).stroke({ width: 2, color: AXIS_COLOR });
    const label = new Text({ text: '1', style: { fontSize: 13, fill: AXIS_COLOR } });
    discs.update();
    const parts = [line, ...links, discs, label];
    this.app.stage.addChild(...parts);
    this.app.render();
    submitNow((this.app.renderer as { gl?: WebGLRenderingContext | WebGL2RenderingContext }).gl);
    const geometries = links.map((mesh) => mesh.geometry);
    for (const part of parts) part.destroy();
    for (const geometry of geometries) geometry.destroy(true);
  }

  /** A favicon atlas with room for `domains` domains that redraws when a favicon arrives. */
  private atlasFor(domains: number): FaviconAtlas {
    return new FaviconAtlas(this.options.favicon, () => this.invalidate(), domains);
  }

  /** The selection ring of a node, made the first time the node is ringed. */
  private ringOf(node: number): IParticle {
    return (this.ringParticles[node] ??= particle(this.ringTextures.get(RING_COLORS.path)!, this.x[node]!, this.y[node]!, RING_SCALE));
  }

  /** Groups the links by the tile of their source node and kind, one quad mesh per group. */
  private buildLinks() {
    const { linkSource, linkTarget, linkKind } = this.model!.columns;
    const kinds = LINK_KINDS.length;
    const groupStart = new Uint32Array(this.tiles.length * kinds + 1);
    this.linkGroup = new Uint32Array(linkSource.length);
    for (let link = 0; link < linkSource.length; link++) {
      const s = linkSource[link]!;
      this.linkGroup[link] = this.tileGrid.cell(this.x[s]!, this.y[s]!) * kinds + linkKind[link]!;
      groupStart[this.linkGroup[link]! + 1]!++;
    }
    let largest = 0;
    for (let g = 1; g < groupStart.length; g++) {
      largest = Math.max(largest, groupStart[g]!);
      groupStart[g]! += groupStart[g - 1]!;
    }
    const fill = groupStart.slice(0, -1);
    this.linkAt = new Uint32Array(linkSource.length);
    this.linkPositions = new Float32Array(linkSource.length * 8);
    for (let link = 0; link < linkSource.length; link++) {
      const s = linkSource[link]!;
      const t = linkTarget[link]!;
      this.linkAt[link] = fill[this.linkGroup[link]!]!++ * 8;
      writeLinkQuad(this.linkPositions, this.linkAt[link]!, this.x[s]!, this.y[s]!, this.x[t]!, this.y[t]!);
      grow(this.tiles[Math.floor(this.linkGroup[link]! / kinds)]!.bounds, this.x[t]!, this.y[t]!);
    }
    const indices = quadIndices(largest);
    const uvs = new Float32Array(largest * 8); // a plain colour: every corner samples the white texture's origin
    for (let g = 0; g + 1 < groupStart.length; g++) {
      const count = groupStart[g + 1]! - groupStart[g]!;
      if (!count) continue;
      const geometry = new MeshGeometry({
        positions: this.linkPositions.subarray(groupStart[g]! * 8, groupStart[g + 1]! * 8),
        uvs: uvs.subarray(0, count * 8),
        indices: indices.subarray(0, count * 6),
      });
      const mesh = new Mesh({ geometry, texture: Texture.WHITE, tint: LINK_COLORS[g % kinds]!, visible: false });
      this.tiles[Math.floor(g / kinds)]!.links[g % kinds] = mesh;
      this.linkLayer.addChild(mesh);
    }
  }

  /** Frees the previous graph's tiles and their GPU buffers. */
  private destroyTiles() {
    for (const tile of this.tiles) {
      if (!tile) continue;
      tile.nodes.destroy();
      tile.rings.destroy();
      for (const mesh of tile.links) {
        mesh?.geometry.destroy(true);
        mesh?.destroy();
      }
    }
    this.tiles = [];
  }

  /** Timeline axis with its markers, and (outside the demo) a separator before each session. */
  private drawFrame() {
    const { columns } = this.model!;
    const axisY = this.bounds.minY - 60;
    this.frame.clear();
    for (const child of this.frame.children.slice()) child.destroy();
    if (!columns.markerX.length) return;
    const left = Math.min(this.bounds.minX, columns.markerX[0]!) - 40;
    this.frame.moveTo(left, axisY).lineTo(this.bounds.maxX + 40, axisY).stroke({ width: 2, color: AXIS_COLOR });
    const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
    for (let m = 0; m < columns.markerX.length; m++) {
      const x = columns.markerX[m]!;
      this.frame.moveTo(x, axisY - 6).lineTo(x, axisY + 6).stroke({ width: 2, color: AXIS_COLOR });
      const label = new Text({ text: time.format(columns.markerTime[m]!), style: { fontSize: 13, fill: AXIS_COLOR } });
      label.anchor.set(0.5, 1);
      label.position.set(x, axisY - 10);
      this.frame.addChild(label);
    }
    if (!this.options.separators) return;
    for (let s = 1; s < columns.sessionStart.length; s++) {
      const first = columns.sessionNodes[columns.sessionOffsets[s]!];
      if (first === undefined || first === NO_VALUE) continue;
      const x = this.x[first]! - 75; // half the SPEC §9 session spacing of 150
      this.frame.moveTo(x, axisY + 12).lineTo(x, this.bounds.maxY + 40).stroke({ width: 2, color: SEPARATOR_COLOR });
    }
  }

  /** Releases GPU resources. */
  destroy() {
    cancelAnimationFrame(this.frameRequest);
    this.destroyTiles();
    this.world.destroy({ children: true });
    this.atlas.destroy();
    this.ringTextures.get(RING_COLORS.path)!.destroy(true);
  }
}

/** The canvas's size for a view of a size in CSS pixels: the view and the overscan drawn around it. */
export function canvasSizeFor(view: { width: number; height: number }): { width: number; height: number } {
  return { width: view.width + 2 * OVERSCAN, height: view.height + 2 * OVERSCAN };
}

/**
 * Makes the GPU run what was drawn so far, in the background. A plain flush is not enough: Chromium's
 * Vulkan-backed WebGL (ANGLE) only records the commands, and they ran (compiling their pipelines, ~100 ms
 * on software GL) when the first visible frame was read back; a fence forces the submission. In traces of
 * a 10k-visit first paint, the first frame's GPU work went from 130-157 ms to 28-63 ms.
 */
function submitNow(gl: WebGLRenderingContext | WebGL2RenderingContext | undefined) {
  if (!gl) return;
  if (!('fenceSync' in gl)) return gl.flush(); // WebGL 1 has no fences
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  gl.flush();
  if (fence) gl.deleteSync(fence);
}

/** A centred particle of a texture, as the plain object ParticleContainer reads (a Particle instance costs ~1.5 µs to make). */
function particle(texture: Texture, x: number, y: number, scale: number): IParticle {
  return { x, y, scaleX: scale, scaleY: scale, anchorX: 0.5, anchorY: 0.5, rotation: 0, color: whiteAt(1), texture };
}

/** Grows `bounds` to cover a node drawn at (x, y). */
function grow(bounds: Bounds, x: number, y: number) {
  bounds.minX = Math.min(bounds.minX, x - NODE_EXTENT);
  bounds.minY = Math.min(bounds.minY, y - NODE_EXTENT);
  bounds.maxX = Math.max(bounds.maxX, x + NODE_EXTENT);
  bounds.maxY = Math.max(bounds.maxY, y + NODE_EXTENT);
}

/**
 * A ring the size of a node in each RING_COLORS colour, drawn side by side on one 2D canvas at twice the
 * resolution (rendering them with WebGL would wait on the GPU while the page is starting).
 */
function ringTextures(): Map<number, Texture> {
  const colors = Object.values(RING_COLORS);
  const canvas = document.createElement('canvas');
  canvas.width = 80 * colors.length;
  canvas.height = 80;
  const context = canvas.getContext('2d')!;
  context.scale(2, 2);
  context.lineWidth = 4;
  colors.forEach((color, k) => {
    context.beginPath();
    context.arc(40 * k + 20, 20, 17, 0, Math.PI * 2);
    context.strokeStyle = `#${color.toString(16).padStart(6, '0')}`;
    context.stroke();
  });
  const source = new CanvasSource({ resource: canvas, resolution: 2 });
  return new Map(colors.map((color, k) => [color, new Texture({ source, frame: new Rectangle(40 * k, 0, 40, 40) })]));
}
