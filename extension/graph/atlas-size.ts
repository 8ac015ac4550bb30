/** Side of a node disc's cell in the favicon atlas: the disc (radius 16, SPEC §9) plus room for antialiasing. */
export const CELL = 40;
const MAX_ATLAS = 2048;

/** The side of the smallest power-of-two atlas with a cell for each of `domains` plus the fallback (at most MAX_ATLAS). */
export function atlasSize(domains: number): number {
  const cellsPerRow = Math.ceil(Math.sqrt(domains + 1));
  return Math.min(MAX_ATLAS, 2 ** Math.ceil(Math.log2(cellsPerRow * CELL)));
}
