/** bench:bar part 2 (Chromium): time to a visible bar, content-script cost, and console errors on 20 pages. */
import type { BrowserContext, Page } from '@playwright/test';
import { percentile } from './bar-stats';

const CONTROL = { key: 'Control', code: 'ControlLeft', windowsVirtualKeyCode: 17, nativeVirtualKeyCode: 17 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Presses Control twice in real time; returns the epoch ms at which the second press was sent. */
async function doublePress(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const send = (type: string, modifiers: number) => cdp.send('Input.dispatchKeyEvent', { type, ...CONTROL, modifiers, timestamp: Date.now() / 1000 });
  await send('rawKeyDown', 2);
  await sleep(40);
  await send('keyUp', 0);
  await sleep(60);
  const second = Date.now();
  await send('rawKeyDown', 2);
  await send('keyUp', 0);
  await cdp.detach();
  return second;
}

/** Epoch ms of the bar frame's first paint (the bar visible) and of its 'bar-ready' mark (the list rendered). */
async function barPaintedAt(page: Page): Promise<{ visible: number; ready: number }> {
  for (let i = 0; i < 200; i++) {
    const frame = page.frames().find((f) => f.url().includes('/bar.html'));
    const at = await frame
      ?.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const ready = performance.getEntriesByName('bar-ready')[0];
        return paint && ready ? { visible: performance.timeOrigin + paint.startTime, ready: performance.timeOrigin + ready.startTime } : null;
      })
      .catch(() => null);
    if (at) return at;
    await sleep(10);
  }
  throw new Error('The bar did not become visible within 2 s.');
}

/** Latency from the second key press to the painted bar (and to the rendered list), over `runs` openings on one page. */
export async function measureOpen(context: BrowserContext, url: string, runs: number): Promise<{ p50: number; p95: number; readyP50: number; readyP95: number }> {
  const page = await context.newPage();
  await page.goto(url);
  await sleep(500);
  const samples: number[] = [];
  const ready: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.mouse.click(5, 5);
    const pressed = await doublePress(page);
    const painted = await barPaintedAt(page);
    samples.push(painted.visible - pressed);
    ready.push(painted.ready - pressed);
    await page.mouse.click(5, 5); // a click outside closes the bar
    for (let wait = 0; wait < 200 && page.frames().some((f) => f.url().includes('/bar.html')); wait++) await sleep(10);
    await sleep(150);
  }
  await page.close();
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), readyP50: percentile(ready, 50), readyP95: percentile(ready, 95) };
}

interface ProfileNode {
  id: number;
  callFrame: { url: string };
  hitCount?: number;
}

/** Main-thread time (ms) the content script takes on page load before the bar opens, from CPU profiles. */
export async function measureContentScript(context: BrowserContext, url: string, runs: number): Promise<{ p50: number; max: number }> {
  const samples: number[] = [];
  const ready: number[] = [];
  for (let i = 0; i < runs; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await sleep(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    const inContent = new Set(profile.nodes.filter((n) => n.callFrame.url.includes('/content-scripts/content.js')).map((n) => n.id));
    let us = 0;
    profile.samples.forEach((id, k) => {
      if (inContent.has(id)) us += profile.timeDeltas[k] ?? 0;
    });
    samples.push(us / 1000);
    await page.close();
  }
  return { p50: percentile(samples, 50), max: Math.max(...samples) };
}

/** Console errors while opening and closing the bar on each page. */
export async function countConsoleErrors(context: BrowserContext, urls: readonly string[]): Promise<{ errors: string[]; opened: number }> {
  const errors: string[] = [];
  let opened = 0;
  for (const url of urls) {
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(`${url}: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${url}: ${e.message}`));
    await page.goto(url);
    await sleep(400);
    await page.mouse.click(5, 5);
    await doublePress(page);
    if (await barPaintedAt(page).then(() => true, () => false)) opened++;
    await page.mouse.click(5, 5);
    await sleep(200);
    await page.close();
  }
  return { errors, opened };
}
