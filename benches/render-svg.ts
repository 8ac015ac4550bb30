import type { Page } from '@playwright/test';
import type { GraphColumns } from '../graph-layout-rs/ts/graph-columns';

/**
 * The same graph as one SVG (a <circle> per node, a <line> per link: the seed's approach), with a
 * `pan()` that moves it across the view one frame at a time, like a drag.
 */
export function svgMarkup(columns: GraphColumns): string {
  const parts: string[] = [];
  for (let i = 0; i < columns.linkSource.length; i++) {
    const s = columns.linkSource[i]!;
    const t = columns.linkTarget[i]!;
    parts.push(`<line x1="${columns.x[s]}" y1="${columns.y[s]}" x2="${columns.x[t]}" y2="${columns.y[t]}"/>`);
  }
  for (let i = 0; i < columns.x.length; i++) parts.push(`<circle cx="${columns.x[i]}" cy="${columns.y[i]}" r="16"/>`);
  return `<!doctype html><body style="margin:0"><svg width="1280" height="800" style="background:#fff">
<g id="world" transform="translate(40 40) scale(0.6)" stroke="#b8aca0" stroke-width="2" fill="#c2693a">${parts.join('')}</g></svg>
<script>
window.pan = () => new Promise((done) => {
  const world = document.getElementById('world');
  let frame = 0;
  const step = () => {
    world.setAttribute('transform', 'translate(' + (40 - frame * 12) + ' ' + (40 - frame * 7) + ') scale(0.6)');
    if (++frame < 90) requestAnimationFrame(step); else done();
  };
  requestAnimationFrame(step);
});
</script></body>`;
}

/** Median interval between animation frames while `pan` runs (frame-rate limit off: the frame's cost). */
export async function panFrameTimes(page: Page, pan: () => Promise<unknown>): Promise<number> {
  // A string, so the bundler's helpers never reach the page.
  await page.evaluate(`(() => {
    window.frameTimes = [];
    window.recording = true;
    let last = performance.now();
    const tick = (now) => {
      window.frameTimes.push(now - last);
      last = now;
      if (window.recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await pan();
  const times = await page.evaluate(() => {
    const w = window as unknown as { frameTimes: number[]; recording: boolean };
    w.recording = false;
    return w.frameTimes.slice(2);
  });
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN;
}
