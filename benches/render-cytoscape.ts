/**
 * The Cytoscape.js page of `npm run bench:render` (bundled on its own): draws the day with Cytoscape's
 * canvas renderer (render-cytoscape-webgl.ts: its WebGL one), preset layout at our core's positions, as discs and straight links at the SVG's view.
 */
import cytoscape, { type ElementDefinition } from 'cytoscape';
import { drawnAfter, peerContainer, type PeerDay } from './render-peer-day';
import { LOOK, PAN_STEP, VIEW } from './render-svg';

/**
 * Draws the day from data in hand with Cytoscape's canvas renderer (its WebGL one when `webgl`), sets window.panStep
 * to move Cytoscape's pan, and answers the ms until the frame is on screen.
 */
export function drawWithCytoscape(day: PeerDay, webgl: boolean): Promise<number> {
  const started = performance.now();
  const elements: ElementDefinition[] = [];
  for (let i = 0; i < day.x.length; i++)
    elements.push({ group: 'nodes', data: { id: `n${i}` }, position: { x: day.x[i]!, y: day.y[i]! } });
  for (let i = 0; i < day.linkSource.length; i++)
    elements.push({
      group: 'edges',
      data: { id: `e${i}`, source: `n${day.linkSource[i]}`, target: `n${day.linkTarget[i]}` },
    });
  const cy = cytoscape({
    container: peerContainer(),
    elements,
    layout: { name: 'preset', fit: false },
    webgl, // a rendering hint in the top-level options, as Cytoscape merges them into `renderer`'s
    zoom: VIEW.scale,
    pan: { x: VIEW.offsetX, y: VIEW.offsetY },
    style: [
      { selector: 'node', style: { width: 2 * LOOK.radius, height: 2 * LOOK.radius, 'background-color': LOOK.node } },
      { selector: 'edge', style: { width: LOOK.linkWidth, 'line-color': LOOK.link } },
    ],
  });
  window.panStep = (frame) => cy.pan({ x: VIEW.offsetX + frame * PAN_STEP.x, y: VIEW.offsetY + frame * PAN_STEP.y });
  return drawnAfter(started);
}

/** Draws the day from data in hand with Cytoscape's canvas renderer, and answers the ms until the frame is on screen. */
export const draw = (day: PeerDay): Promise<number> => drawWithCytoscape(day, false);
