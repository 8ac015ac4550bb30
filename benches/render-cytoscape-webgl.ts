/**
 * The Cytoscape.js WebGL page of `npm run bench:render` (bundled on its own): the Cytoscape page's drawing with
 * Cytoscape's opt-in WebGL renderer on (`webgl: true`, which Cytoscape merges into
 * `renderer: { name: 'canvas' }`'s options; experimental since Cytoscape 3.31).
 */
import { drawWithCytoscape } from './render-cytoscape';
import type { PeerDay } from './render-peer-day';

/** Draws the day from data in hand with Cytoscape's WebGL renderer, and answers the ms until the frame is on screen. */
export const draw = (day: PeerDay): Promise<number> => drawWithCytoscape(day, true);
