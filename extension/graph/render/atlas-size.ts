import { NODE_SIZE } from './node-size';

/** Side of a node's cell in the favicon atlas: the selection ring's diameter (SPEC §9: 40), which holds the 32 px disc and its border. */
export const CELL = 2 * NODE_SIZE.ring;
const MAX_ATLAS = 2048;

/** The side of the smallest power-of-two atlas with a cell for each of `domains` plus the fallback (at most MAX_ATLAS). */
export function atlasSize(domains: number): number {
  const cellsPerRow = Math.ceil(Math.sqrt(domains + 1));
  return Math.min(MAX_ATLAS, 2 ** Math.ceil(Math.log2(cellsPerRow * CELL)));
}
