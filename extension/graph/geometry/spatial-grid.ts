/** World-space bounds of a set of points. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** World units per hit-testing cell: a hover looks only at the cells within its radius. */
export const HIT_CELL = 64;

/** A grid's index over some positions, without them: what the graph's worker makes and sends with a graph. */
export interface GridIndex {
  /** The points' bounds (all zero when there are none). */
  bounds: Bounds;
  cellSize: number;
  cols: number;
  rows: number;
  /** Where each cell's points start in `items`, plus the total at the end. */
  cellStart: Uint32Array;
  /** The points, cell by cell. */
  items: Uint32Array;
}

/** The index of a uniform grid of `cellSize` over the points (x[i], y[i]), by a counting sort into two flat arrays. */
export function gridIndex(x: ArrayLike<number>, y: ArrayLike<number>, cellSize: number): GridIndex {
  const n = x.length;
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const px = x[i]!;
    const py = y[i]!;
    if (px < minX) minX = px;
    if (px > maxX) maxX = px;
    if (py < minY) minY = py;
    if (py > maxY) maxY = py;
  }
  const bounds = n ? { minX, minY, maxX, maxY } : { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const cols = n ? Math.floor((maxX - minX) / cellSize) + 1 : 1;
  const rows = n ? Math.floor((maxY - minY) / cellSize) + 1 : 1;
  const cellOf = new Uint32Array(n);
  const cellStart = new Uint32Array(cols * rows + 1);
  for (let i = 0; i < n; i++) {
    cellOf[i] = cellAt(minX, minY, cellSize, cols, rows, x[i]!, y[i]!);
    cellStart[cellOf[i]! + 1]!++;
  }
  for (let c = 1; c < cellStart.length; c++) cellStart[c]! += cellStart[c - 1]!;
  const fill = cellStart.slice(0, -1);
  const items = new Uint32Array(n);
  for (let i = 0; i < n; i++) items[fill[cellOf[i]!]!++] = i;
  return { bounds, cellSize, cols, rows, cellStart, items };
}

/** The cell holding (px, py) in a grid from (minX, minY); points outside the grid clamp to the border cells. */
function cellAt(minX: number, minY: number, cellSize: number, cols: number, rows: number, px: number, py: number) {
  const cx = Math.min(cols - 1, Math.max(0, Math.floor((px - minX) / cellSize)));
  const cy = Math.min(rows - 1, Math.max(0, Math.floor((py - minY) / cellSize)));
  return cy * cols + cx;
}

/**
 * Uniform grid over node positions: hover and click hit-tests touch only the cells around the point,
 * so they stay far under a millisecond at 100k nodes, and the renderer draws only the cells on screen.
 * Built with a counting sort into two flat arrays (no per-cell objects), or over an index made elsewhere (the
 * graph's worker) for the same positions.
 */
export class SpatialGrid {
  /** The points' bounds (all zero when there are none). */
  readonly bounds: Bounds;
  private readonly minX: number;
  private readonly minY: number;
  private readonly cellSize: number;
  private readonly cols: number;
  private readonly rows: number;
  private readonly cellStart: Uint32Array;
  private readonly items: Uint32Array;

  constructor(
    private readonly x: ArrayLike<number>,
    private readonly y: ArrayLike<number>,
    /** A cell's side, or the index of a grid over these same positions. */
    cells: number | GridIndex = HIT_CELL,
  ) {
    const index = typeof cells === 'number' ? gridIndex(x, y, cells) : cells;
    this.bounds = index.bounds;
    this.minX = index.bounds.minX;
    this.minY = index.bounds.minY;
    this.cellSize = index.cellSize;
    this.cols = index.cols;
    this.rows = index.rows;
    this.cellStart = index.cellStart;
    this.items = index.items;
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
    return cellAt(this.minX, this.minY, this.cellSize, this.cols, this.rows, px, py);
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
