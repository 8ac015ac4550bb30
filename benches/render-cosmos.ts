/**
 * The cosmos.gl page of `npm run bench:render` (bundled on its own): draws the day with `@cosmograph/cosmos`, its
 * force simulation off and our core's positions, as discs and straight links at the SVG's view. cosmos keeps
 * positions in a square space (at most `spaceSize` units) with y up, so the day is scaled into it and cosmos's zoom
 * transform undoes that scale; it draws every animation frame whether or not anything moved.
 */
import { Graph } from '@cosmograph/cosmos';
import { drawnAfter, peerContainer, type PeerDay } from './render-peer-day';
import { LOOK, PAN_STEP, VIEW } from './render-svg';

/** cosmos's default space: positions are kept in [0, SPACE] on both axes. */
const SPACE = 4096;
/** Units left free at the space's edges. */
const MARGIN = 16;

/** What cosmos keeps of its d3 zoom (internal, not in its types): the transform the canvas is drawn with. */
interface CosmosZoom {
  zoomInstance: {
    eventTransform: { constructor: new (k: number, x: number, y: number) => unknown };
    behavior: { transform: unknown };
  };
  canvasD3Selection: { call(fn: unknown, transform: unknown): void };
}

/** Draws the day from data in hand, sets window.panStep to move cosmos's zoom transform, and answers the ms until the frame is on screen. */
export function draw(day: PeerDay): Promise<number> {
  const started = performance.now();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < day.x.length; i++) {
    minX = Math.min(minX, day.x[i]!);
    maxX = Math.max(maxX, day.x[i]!);
    minY = Math.min(minY, day.y[i]!);
    maxY = Math.max(maxY, day.y[i]!);
  }
  const c = (SPACE - 2 * MARGIN) / Math.max(1, maxX - minX, maxY - minY); // space units per layout unit
  const nodes = day.x.map((x, i) => ({
    id: String(i),
    x: (x - minX) * c + MARGIN,
    y: SPACE - ((day.y[i]! - minY) * c + MARGIN),
  }));
  const links = day.linkSource.map((s, i) => ({ source: String(s), target: String(day.linkTarget[i]) }));
  const canvas = peerContainer().appendChild(document.createElement('canvas'));
  canvas.style.cssText = 'width:100%;height:100%;display:block';
  const graph = new Graph(canvas, {
    disableSimulation: true,
    spaceSize: SPACE,
    fitViewOnInit: false,
    backgroundColor: '#ffffff',
    nodeColor: LOOK.node,
    nodeSize: 2 * LOOK.radius * c,
    scaleNodesOnZoom: true,
    linkColor: LOOK.link,
    linkWidth: LOOK.linkWidth * VIEW.scale,
    linkArrows: false,
    curvedLinks: false,
    linkGreyoutOpacity: 1,
    linkVisibilityMinTransparency: 1,
    pixelRatio: 1,
  });
  graph.setData(nodes, links, false);
  // cosmos draws a space point p at screen (t + k (p - S/2 + w/2), t + k (S/2 - p + h/2)); solved for the SVG's view.
  const k = VIEW.scale / c;
  const zoom = graph as unknown as CosmosZoom;
  const Transform = zoom.zoomInstance.eventTransform.constructor;
  const tx = VIEW.offsetX + VIEW.scale * minX - k * (MARGIN - SPACE / 2 + VIEW.width / 2);
  const ty = VIEW.offsetY + VIEW.scale * minY - k * (MARGIN - SPACE / 2 + VIEW.height / 2);
  const at = (frame: number) =>
    zoom.canvasD3Selection.call(
      zoom.zoomInstance.behavior.transform,
      new Transform(k, tx + frame * PAN_STEP.x, ty + frame * PAN_STEP.y),
    );
  at(0);
  window.panStep = at;
  return drawnAfter(started);
}
