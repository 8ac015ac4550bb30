import { NODE_SIZE } from './node-size';

/** The badge's fill: a green at least 3:1 against the light and the dark canvas, unlike any ring colour. */
export const BADGE_COLOR = 0x15803d;

/** Badge radius in graph units. */
export const BADGE_RADIUS = 6;

/** Where a node's badge is drawn from the node's centre, in graph units: on its ring, top right. */
export const BADGE_OFFSET = { x: NODE_SIZE.ring / Math.SQRT2, y: -NODE_SIZE.ring / Math.SQRT2 } as const;
