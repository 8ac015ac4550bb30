/**
 * The sigma.js page of `npm run bench:render` (bundled on its own, so its page holds only sigma and
 * graphology): draws the day with sigma's WebGL renderer, as discs and straight links at the SVG's view.
 */
import Graph from 'graphology';
import Sigma from 'sigma';
import { drawnAfter, peerContainer, type PeerDay } from './render-peer-day';
import { LOOK, PAN_STEP, VIEW } from './render-svg';

/** Draws the day from data in hand, sets window.panStep to move sigma's camera, and answers the ms until the frame is on screen. */
export function draw(day: PeerDay): Promise<number> {
  const started = performance.now();
  const graph = new Graph({ multi: true });
  // Without auto-rescale, one graph unit is one pixel at camera ratio 1, with the origin at the view's centre
  // and y pointing up; so the view's transform is applied to the positions here.
  for (let i = 0; i < day.x.length; i++) {
    graph.addNode(i, {
      x: VIEW.offsetX + VIEW.scale * day.x[i]! - VIEW.width / 2,
      y: VIEW.height / 2 - VIEW.offsetY - VIEW.scale * day.y[i]!,
      size: LOOK.radius * VIEW.scale,
      color: LOOK.node,
    });
  }
  for (let i = 0; i < day.linkSource.length; i++)
    graph.addEdge(day.linkSource[i], day.linkTarget[i], { size: LOOK.linkWidth * VIEW.scale, color: LOOK.link });
  const sigma = new Sigma(graph, peerContainer(), { settings: { autoRescale: false } });
  const camera = sigma.getCamera();
  const centre = sigma.viewportToFramedGraph({ x: VIEW.width / 2, y: VIEW.height / 2 });
  const step = sigma.viewportToFramedGraph({ x: VIEW.width / 2 - PAN_STEP.x, y: VIEW.height / 2 - PAN_STEP.y });
  window.panStep = (frame) =>
    camera.setState({ x: centre.x + frame * (step.x - centre.x), y: centre.y + frame * (step.y - centre.y) });
  return drawnAfter(started);
}
