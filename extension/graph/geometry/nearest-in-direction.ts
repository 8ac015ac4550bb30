/** An arrow key's direction on screen (y grows downwards). */
export type Direction = 'left' | 'right' | 'up' | 'down';

const UNIT: Record<Direction, readonly [number, number]> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, -1],
  down: [0, 1],
};

/** How much being off the arrow's axis counts against a node, against its distance along the axis. */
const ACROSS_WEIGHT = 2;

/**
 * The node an arrow key moves to from node `from`: among the nodes ahead of it in that direction, the one with
 * the least distance along the direction plus twice its distance across it (so the next node in line beats a
 * nearer one off to the side); -1 when no node lies ahead. A linear pass: 100k nodes take about a millisecond.
 */
export function nearestInDirection(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  from: number,
  direction: Direction,
): number {
  const [ux, uy] = UNIT[direction];
  const fx = x[from]!;
  const fy = y[from]!;
  let best = -1;
  let bestScore = Infinity;
  for (let i = 0; i < x.length; i++) {
    const dx = x[i]! - fx;
    const dy = y[i]! - fy;
    const along = dx * ux + dy * uy;
    if (i === from || along <= 0) continue;
    const score = along + ACROSS_WEIGHT * Math.abs(dx * uy - dy * ux);
    if (score < bestScore) [best, bestScore] = [i, score];
  }
  return best;
}
