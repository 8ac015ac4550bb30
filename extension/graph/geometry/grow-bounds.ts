import type { Bounds } from './spatial-grid';

const NODE_EXTENT = 26; // how far a node's disc and ring reach from its centre

/** Grows `bounds` to cover a node drawn at (x, y), disc and ring included. */
export function growBounds(bounds: Bounds, x: number, y: number) {
  bounds.minX = Math.min(bounds.minX, x - NODE_EXTENT);
  bounds.minY = Math.min(bounds.minY, y - NODE_EXTENT);
  bounds.maxX = Math.max(bounds.maxX, x + NODE_EXTENT);
  bounds.maxY = Math.max(bounds.maxY, y + NODE_EXTENT);
}
