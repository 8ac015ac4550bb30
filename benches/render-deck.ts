/**
 * The deck.gl page of `npm run bench:render` (bundled on its own): draws the day with a `ScatterplotLayer` (discs)
 * and a `LineLayer` (straight links) in an orthographic view at the SVG's view, from binary attributes (typed arrays,
 * deck.gl's fastest input). deck.gl creates its WebGL device asynchronously, so the frame counts once deck has
 * rendered the layers (onAfterRender) and two more frames have begun.
 */
import { Deck, OrthographicView } from '@deck.gl/core';
import { LineLayer, ScatterplotLayer } from '@deck.gl/layers';
import { drawnAfter, peerContainer, type PeerDay } from './render-peer-day';
import { LOOK, PAN_STEP, VIEW } from './render-svg';

/** '#rrggbb' as deck.gl's [r, g, b]. */
const rgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Draws the day from data in hand, sets window.panStep to move deck's view state, and answers the ms until the frame is on screen. */
export function draw(day: PeerDay): Promise<number> {
  const started = performance.now();
  const n = day.x.length;
  const positions = new Float32Array(2 * n);
  for (let i = 0; i < n; i++) {
    positions[2 * i] = day.x[i]!;
    positions[2 * i + 1] = day.y[i]!;
  }
  const m = day.linkSource.length;
  const sources = new Float32Array(2 * m);
  const targets = new Float32Array(2 * m);
  for (let i = 0; i < m; i++) {
    const s = day.linkSource[i]!;
    const t = day.linkTarget[i]!;
    sources.set(positions.subarray(2 * s, 2 * s + 2), 2 * i);
    targets.set(positions.subarray(2 * t, 2 * t + 2), 2 * i);
  }
  const layers = [
    new LineLayer({
      id: 'links',
      data: {
        length: m,
        attributes: { getSourcePosition: { value: sources, size: 2 }, getTargetPosition: { value: targets, size: 2 } },
      },
      getColor: rgb(LOOK.link),
      getWidth: LOOK.linkWidth,
      widthUnits: 'common',
    }),
    new ScatterplotLayer({
      id: 'nodes',
      data: { length: n, attributes: { getPosition: { value: positions, size: 2 } } },
      getFillColor: rgb(LOOK.node),
      getRadius: LOOK.radius,
      radiusUnits: 'common',
    }),
  ];
  // Orthographic, y down: screen = (position - target) × 2^zoom + half the view; solved for the SVG's view.
  const viewAt = (frame: number) => ({
    target: [
      (VIEW.width / 2 - VIEW.offsetX - frame * PAN_STEP.x) / VIEW.scale,
      (VIEW.height / 2 - VIEW.offsetY - frame * PAN_STEP.y) / VIEW.scale,
      0,
    ] as [number, number, number],
    zoom: Math.log2(VIEW.scale),
  });
  const container = peerContainer();
  return new Promise((done) => {
    let drawn = false;
    const deck = new Deck({
      parent: container,
      width: VIEW.width,
      height: VIEW.height,
      useDevicePixels: 1,
      views: new OrthographicView({ flipY: true }),
      viewState: viewAt(0),
      controller: false,
      layers,
      onAfterRender: () => {
        if (drawn) return;
        drawn = true;
        void drawnAfter(started).then(done);
      },
    });
    window.panStep = (frame) => deck.setProps({ viewState: viewAt(frame) });
  });
}
