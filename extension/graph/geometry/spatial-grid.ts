/** World-space bounds of a set of points. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Uniform grid over node positions: hover and click hit-tests touch only the cells around the point,
 * so they stay far under a millisecond at 100k nodes, and the renderer draws only the cells on screen.
 * Built with a counting sort into two flat arrays (no per-cell objects).
 */
export class SpatialGrid {
  /** The points' bounds (all zero when there are none). */
  readonly bounds: Bounds;
  private readonly minX: number;
  private readonly minY: number;
  private readonly cols: number;
  private readonly rows: number;
  private readonly cellStart: Uint32Array;
  private readonly items: Uint32Array;

  constructor(
    private readonly x: ArrayLike<number>,
    private readonly y: ArrayLike<number>,
    private readonly cellSize = 64,
  ) {
    const n = x.length;
    let minX = Infinity,
      minY = Infinity,
      maxX = -Infinity,
      maxY = -Infinity;
    for (let i = 0; i < n; i++) {
      minX = Math.min(minX, x[i]!);
      maxX = Math.max(maxX, x[i]!);
      minY = Math.min(minY, y[i]!);
      maxY = Math.max(maxY, y[i]!);
    }
    this.bounds = n ? { minX, minY, maxX, maxY } : { minX: 0, minY: 0, maxX: 0, maxY: 0 };
    this.minX = this.bounds.minX;
    this.minY = this.bounds.minY;
    this.cols = n ? Math.floor((maxX - minX) / cellSize) + 1 : 1;
    this.rows = n ? Math.floor((maxY - minY) / cellSize) + 1 : 1;
    const cellOf = new Uint32Array(n);
    this.cellStart = new Uint32Array(this.cols * this.rows + 1);
    for (let i = 0; i < n; i++) {
      cellOf[i] = this.cell(x[i]!, y[i]!);
      this.cellStart[cellOf[i]! + 1]!++;
    }
    for (let c = 1; c < this.cellStart.length; c++) this.cellStart[c]! += this.cellStart[c - 1]!;
    const fill = this.cellStart.slice(0, -1);
    this.items = new Uint32Array(n);
    for (let i = 0; i < n; i++) this.items[fill[cellOf[i]!]!++] = i;
  }

  /** How many cells the grid has (cells are numbered 0..cellCount-1). */
  get cellCount(): number {
    return this.cols * this.rows;
  }

  /** The points in a cell (a view into the grid's storage: do not modify). */
  itemsIn(cell: number): Uint32Array {
    return this.items.subarray(this.cellStart[cell]!, this.cellStart[cell + 1]!);
  }

  /** The cell holding (px, py); points outside the bounds clamp to the border cells. */
  cell(px: number, py: number): number {
    const cx = Math.min(this.cols - 1, Math.max(0, Math.floor((px - this.minX) / this.cellSize)));
    const cy = Math.min(this.rows - 1, Math.max(0, Math.floor((py - this.minY) / this.cellSize)));
    return cy * this.cols + cx;
  }

  /** The node nearest to (px, py) within `radius`, or -1. */
  nearest(px: number, py: number, radius: number): number {
    const x0 = Math.max(0, Math.floor((px - radius - this.minX) / this.cellSize));
    const x1 = Math.min(this.cols - 1, Math.floor((px + radius - this.minX) / this.cellSize));
    const y0 = Math.max(0, Math.floor((py - radius - this.minY) / this.cellSize));
    const y1 = Math.min(this.rows - 1, Math.floor((py + radius - this.minY) / this.cellSize));
    let best = -1;
    let bestDistance = radius * radius;
    for (let cy = y0; cy <= y1; cy++) {
      for (let cx = x0; cx <= x1; cx++) {
        const c = cy * this.cols + cx;
        for (let k = this.cellStart[c]!; k < this.cellStart[c + 1]!; k++) {
          const i = this.items[k]!;
          const dx = this.x[i]! - px;
          const dy = this.y[i]! - py;
          const distance = dx * dx + dy * dy;
          if (distance <= bestDistance) {
            bestDistance = distance;
            best = i;
          }
        }
      }
    }
    return best;
  }
}
