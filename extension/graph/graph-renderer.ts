import { Container, Graphics, Particle, ParticleContainer, Text, type Application, type Texture } from 'pixi.js';
import { LINK_KINDS, NO_VALUE } from '../../graph-layout-rs/ts/graph-columns';
import { FaviconAtlas, type FaviconSource } from './favicon-atlas';
import type { GraphModel } from './graph-model';
import type { NodeStyles } from './node-styles';
import { SpatialGrid } from './spatial-grid';
import type { ViewTransform } from './view-transform';

const HIT_RADIUS = 20; // SPEC §9 hit area 40
const RING_SCALE = 1.25; // SPEC §9 selection ring 20 around a node of radius 16
const LINK_COLORS = [0xb8aca0, 0xe0a77f, 0x9db7d5] as const; // by LINK_KINDS: same-tab, new-tab, session
const AXIS_COLOR = 0x8a8077;
const SEPARATOR_COLOR = 0xe4dbd2;

/** World-space bounds of the nodes. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Draws a graph model on a Pixi application in few objects: one ParticleContainer of node discs (one
 * shared favicon atlas), one of selection rings, one Graphics per link kind, one for the axis and
 * session separators. Styles change tints and alphas only; nothing per node has listeners.
 */
export class GraphRenderer {
  private readonly world = new Container();
  private readonly links = new Graphics();
  private readonly pathLinks = new Graphics();
  private readonly frame = new Graphics();
  private readonly nodes: ParticleContainer<Particle>;
  private readonly rings: ParticleContainer<Particle>;
  private readonly labels = new Container();
  private readonly revealMask = new Graphics();
  private readonly atlas: FaviconAtlas;
  private readonly ringTexture: Texture;
  private nodeParticles: Particle[] = [];
  private ringParticles: Particle[] = [];
  private model: GraphModel | null = null;
  private x = new Float32Array(0);
  private y = new Float32Array(0);
  private grid = new SpatialGrid(this.x, this.y);
  private path: readonly number[] = [];
  bounds: Bounds = { minX: 0, minY: 0, maxX: 0, maxY: 0 };

  constructor(
    private readonly app: Application,
    private readonly options: { separators: boolean; favicon: FaviconSource },
  ) {
    this.atlas = new FaviconAtlas(options.favicon, () => this.nodes.update());
    this.nodes = new ParticleContainer({ texture: this.atlas.texture, dynamicProperties: { position: false, color: false } });
    this.ringTexture = ringTextureOf(app);
    this.rings = new ParticleContainer({ texture: this.ringTexture, dynamicProperties: { position: false, color: false } });
    this.world.addChild(this.frame, this.links, this.pathLinks, this.rings, this.nodes, this.labels);
    app.stage.addChild(this.world, this.revealMask);
  }

  /** Replaces the drawn graph; positions are copied so dragging never touches the core's columns. */
  setModel(model: GraphModel) {
    this.model = model;
    this.x = model.columns.x.slice();
    this.y = model.columns.y.slice();
    this.bounds = boundsOf(this.x, this.y);
    this.grid = new SpatialGrid(this.x, this.y);
    this.nodes.removeParticles();
    this.rings.removeParticles();
    this.nodeParticles = model.nodes.map((node, i) => {
      const texture = this.atlas.textureFor(node.domain);
      return new Particle({ texture, x: this.x[i], y: this.y[i], anchorX: 0.5, anchorY: 0.5 });
    });
    this.ringParticles = model.nodes.map(
      (_, i) => new Particle({ texture: this.ringTexture, x: this.x[i], y: this.y[i], anchorX: 0.5, anchorY: 0.5, scaleX: RING_SCALE, scaleY: RING_SCALE, alpha: 0 }),
    );
    if (this.nodeParticles.length) this.nodes.addParticle(...this.nodeParticles);
    if (this.ringParticles.length) this.rings.addParticle(...this.ringParticles);
    this.drawLinks();
    this.drawFrame();
    this.setPath([]);
  }

  /** Applies per-node opacity and rings (search, filter, path, selection) without rebuilding anything. */
  setStyles(styles: NodeStyles) {
    for (let i = 0; i < this.nodeParticles.length; i++) {
      this.nodeParticles[i]!.alpha = styles.alpha[i]!;
      const ring = styles.ring[i]!;
      const particle = this.ringParticles[i]!;
      particle.alpha = ring ? 1 : 0;
      if (ring) particle.tint = ring;
    }
    this.nodes.update();
    this.rings.update();
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
  }

  /** Matches the drawing buffer to the element's size. */
  resize(width: number, height: number) {
    if (width > 0 && height > 0) this.app.renderer.resize(width, height);
  }

  /** Pans and zooms the world. */
  setTransform(t: ViewTransform) {
    this.world.position.set(t.x, t.y);
    this.world.scale.set(t.scale);
  }

  /** SPEC §4 intro sweep: shows the part of the screen left of `progress` (0..1) of its width. */
  setReveal(progress: number) {
    if (this.world.destroyed) return;
    if (progress >= 1) {
      this.world.mask = null;
      this.revealMask.clear();
      return;
    }
    this.revealMask.clear().rect(0, 0, this.app.screen.width * progress, this.app.screen.height).fill(0xffffff);
    this.world.mask = this.revealMask;
  }

  /** The node under a screen point, or -1 (spatial index, no per-node listeners). */
  hitTest(t: ViewTransform, sx: number, sy: number): number {
    return this.grid.nearest((sx - t.x) / t.scale, (sy - t.y) / t.scale, HIT_RADIUS);
  }

  /** Moves a node while it is dragged. */
  moveNode(node: number, wx: number, wy: number) {
    this.x[node] = wx;
    this.y[node] = wy;
    for (const particle of [this.nodeParticles[node]!, this.ringParticles[node]!]) {
      particle.x = wx;
      particle.y = wy;
    }
    this.nodes.update();
    this.rings.update();
    this.drawLinks();
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

  private drawLinks() {
    const columns = this.model!.columns;
    this.links.clear();
    for (let kind = 0; kind < LINK_KINDS.length; kind++) {
      let any = false;
      for (let i = 0; i < columns.linkSource.length; i++) {
        if (columns.linkKind[i] !== kind) continue;
        const s = columns.linkSource[i]!;
        const t = columns.linkTarget[i]!;
        this.links.moveTo(this.x[s]!, this.y[s]!).lineTo(this.x[t]!, this.y[t]!);
        any = true;
      }
      if (any) this.links.stroke({ width: 2, color: LINK_COLORS[kind]! });
    }
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
    this.world.destroy({ children: true });
    this.revealMask.destroy();
    this.atlas.destroy();
    this.ringTexture.destroy(true);
  }
}

function boundsOf(x: Float32Array, y: Float32Array): Bounds {
  if (!x.length) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < x.length; i++) {
    minX = Math.min(minX, x[i]!); maxX = Math.max(maxX, x[i]!);
    minY = Math.min(minY, y[i]!); maxY = Math.max(maxY, y[i]!);
  }
  return { minX, minY, maxX, maxY };
}

/** A white ring the size of a node, rendered once to a texture and tinted per node. */
function ringTextureOf(app: Application) {
  const ring = new Graphics().circle(20, 20, 17).stroke({ width: 4, color: 0xffffff });
  const texture = app.renderer.generateTexture({ target: ring, resolution: 2 });
  ring.destroy();
  return texture;
}
