import { ParticleContainer, Texture, type IParticle } from 'pixi.js';
import { SpatialGrid } from '../geometry/spatial-grid';
import { DIMMED_ALPHA, RING_COLORS, type NodeStyles } from './node-styles';
import { colorAt } from './particle-color';

/** World units per density cell side: about 6 × 6 node places, a few pixels at a month's zoomed-out view. */
export const DENSITY_CELL = 512;
/** Nodes in a cell drawn at full strength (a full timeline block fills a cell with about 40). */
const FULL = 40;
/** The colour of cells without a search match (the theme's muted ink) and of cells with one (the match ring's). */
const CELL_COLOR = 0x7a6f64;

/**
 * How a density cell is drawn: its colour (the search match ring's when it holds a match) and its opacity, rising
 * with the nodes it holds that are not dimmed (log scale, so sparse cells still show), dimmed when it holds none.
 */
export function cellShade(shown: number, matched: number): { color: number; alpha: number } {
  const color = matched ? RING_COLORS.match : CELL_COLOR;
  if (!shown) return { color, alpha: DIMMED_ALPHA };
  return { color, alpha: Math.min(1, 0.3 + (0.7 * Math.log2(1 + shown)) / Math.log2(1 + FULL)) };
}

/**
 * The zoomed-out drawing of a large graph (level-of-detail.ts): one square per DENSITY_CELL cell that holds nodes,
 * one ParticleContainer for the whole graph, shaded by cellShade from the nodes' styles, so the filter pills and
 * search show at every zoom.
 */
export class DensityLayer {
  readonly container: ParticleContainer<IParticle>;
  private readonly grid: SpatialGrid;
  /** The grid's cells that hold nodes, and their particles (same order). */
  private readonly cells: number[] = [];

  constructor(x: Float32Array, y: Float32Array) {
    this.grid = new SpatialGrid(x, y, DENSITY_CELL);
    const { minX, minY } = this.grid.bounds;
    const scale = (DENSITY_CELL * 0.9) / Texture.WHITE.width;
    const particles: IParticle[] = [];
    for (let cell = 0; cell < this.grid.cellCount; cell++) {
      const items = this.grid.itemsIn(cell);
      if (!items.length) continue;
      const first = items[0]!;
      const cx = Math.floor((x[first]! - minX) / DENSITY_CELL);
      const cy = Math.floor((y[first]! - minY) / DENSITY_CELL);
      this.cells.push(cell);
      particles.push({
        x: minX + (cx + 0.5) * DENSITY_CELL,
        y: minY + (cy + 0.5) * DENSITY_CELL,
        scaleX: scale,
        scaleY: scale,
        anchorX: 0.5,
        anchorY: 0.5,
        rotation: 0,
        color: colorAt(CELL_COLOR, cellShade(items.length, 0).alpha),
        texture: Texture.WHITE,
      });
    }
    this.container = new ParticleContainer({
      texture: Texture.WHITE,
      particles,
      dynamicProperties: { position: false, color: true },
    });
    this.container.visible = false;
    this.container.update();
  }

  /** How many cells are drawn. */
  get cellCount(): number {
    return this.cells.length;
  }

  /** Shades each cell from its nodes' styles (null: every node as drawn by default). */
  restyle(styles: NodeStyles | null) {
    const particles = this.container.particleChildren;
    for (let k = 0; k < this.cells.length; k++) {
      const items = this.grid.itemsIn(this.cells[k]!);
      let shown = items.length;
      let matched = 0;
      if (styles) {
        shown = 0;
        for (const node of items) {
          if (styles.alpha[node] === 1) shown++;
          if (styles.ring[node] === RING_COLORS.match) matched++;
        }
      }
      const { color, alpha } = cellShade(shown, matched);
      particles[k]!.color = colorAt(color, alpha);
    }
    this.container.update();
  }

  /** Frees its GPU buffers. */
  destroy() {
    this.container.destroy();
  }
}
