import type { CDPSession, Page } from '@playwright/test';
import type { GraphColumns } from '../graph-layout-rs/ts/graph-columns';

/** Frames of one pan and the screen pixels it moves per frame (left and up: new parts come into view). */
export const PAN_FRAMES = 90;
export const PAN_STEP = { x: -12, y: -7 } as const;
/** Frame numbers from 1 to PAN_FRAMES. */
const FRAMES = Array.from({ length: PAN_FRAMES }, (_, k) => k + 1);
/**
 * The frames a pan is timed over: the pan there, back and there again (`panStep` takes where to be, so it ends PAN_FRAMES
 * steps from where it began), three times the frames of one pan, so that one busy moment of the machine moves its median
 * less. A zoom's steps are relative: it takes its 90 frames (out and back) three times over (ZOOM_SEQUENCE).
 */
export const PAN_SEQUENCE = [...FRAMES, ...FRAMES.slice(0, -1).reverse(), 0, ...FRAMES];
/** The frames a zoom is timed over: its PAN_FRAMES wheel steps (there and back) three times. */
export const ZOOM_SEQUENCE = [...FRAMES, ...FRAMES, ...FRAMES];
/** The view every non-extension renderer starts from: screen = offset + scale × layout position. */
export const VIEW = { offsetX: 40, offsetY: 40, scale: 0.6, width: 1280, height: 800 } as const;
/** How every non-extension renderer draws the graph, in layout units: plain discs and straight links. */
export const LOOK = { node: '#c2693a', link: '#b8aca0', radius: 16, linkWidth: 2 } as const;

/**
 * The same graph as one SVG (a <circle> per node, a <line> per link: the seed's approach) at the
 * graph page's default zoom, with a `panStep(frame)` that moves it like a drag does.
 */
export function svgMarkup(columns: GraphColumns): string {
  const parts: string[] = [];
  for (let i = 0; i < columns.linkSource.length; i++) {
    const s = columns.linkSource[i]!;
    const t = columns.linkTarget[i]!;
    parts.push(`<line x1="${columns.x[s]}" y1="${columns.y[s]}" x2="${columns.x[t]}" y2="${columns.y[t]}"/>`);
  }
  for (let i = 0; i < columns.x.length; i++)
    parts.push(`<circle cx="${columns.x[i]}" cy="${columns.y[i]}" r="${LOOK.radius}"/>`);
  return `<!doctype html><body style="margin:0"><svg width="${VIEW.width}" height="${VIEW.height}" style="background:#fff">
<g id="world" transform="translate(${VIEW.offsetX} ${VIEW.offsetY}) scale(${VIEW.scale})" stroke="${LOOK.link}" stroke-width="${LOOK.linkWidth}" fill="${LOOK.node}">${parts.join('')}</g></svg>
<script>
window.panStep = (frame) => {
  document.getElementById('world').setAttribute('transform', 'translate(' + (${VIEW.offsetX} + frame * ${PAN_STEP.x}) + ' ' + (${VIEW.offsetY} + frame * ${PAN_STEP.y}) + ') scale(${VIEW.scale})');
};
</script></body>`;
}

/** The renderer's main-thread busy time so far (CDP Performance TaskDuration), in ms. */
export async function mainThreadMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'TaskDuration')!.value * 1000;
}

/**
 * Pans by calling the page's `window.panStep(frame)` once per animation frame for each frame of `sequence`
 * (PAN_SEQUENCE unless given), the same driver for every renderer. Returns the median and 90th-percentile interval
 * between frames (frame-rate limit off: what a frame costs) and the main thread's mean busy time per frame.
 */
export async function panFrameTimes(
  page: Page,
  cdp: CDPSession,
  sequence: readonly number[] = PAN_SEQUENCE,
): Promise<{ wallMs: number; p90Ms: number; cpuMs: number }> {
  const cpuBefore = await mainThreadMs(cdp);
  // A string, so the bundler's helpers never reach the page.
  const times: number[] = await page.evaluate(`new Promise((done) => {
    const sequence = ${JSON.stringify(sequence)};
    const times = [];
    let next = 0;
    let last = performance.now();
    const tick = (now) => {
      times.push(now - last);
      last = now;
      if (next === sequence.length) return done(times.slice(2));
      window.panStep(sequence[next++]);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`);
  const cpuMs = ((await mainThreadMs(cdp)) - cpuBefore) / sequence.length;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    wallMs: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    p90Ms: sorted[Math.floor(sorted.length * 0.9)] ?? NaN,
    cpuMs,
  };
}
