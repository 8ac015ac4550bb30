/** bench:bar part 2 (Chromium): time to a visible bar, content-script cost, and console errors on 20 pages. */
import type { BrowserContext, Page } from '@playwright/test';
import { percentile } from './bar-stats';

const CONTROL = { key: 'Control', code: 'ControlLeft', windowsVirtualKeyCode: 17, nativeVirtualKeyCode: 17 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Presses Control twice. The events carry time stamps 100 ms apart (a quick human double press) so the
 * harness's own delays cannot stretch the gap; the latency clock starts when the second press is actually
 * handed to the browser. On a page that gets no further input, the last key-up (which opens the bar and
 * moves focus into its frame) is not awaited: Chromium sometimes never acknowledges it.
 */
async function doublePress(page: Page, awaitLastKeyUp = true): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const t0 = Date.now();
  const send = (type: 'rawKeyDown' | 'keyUp', modifiers: number, at: number) => cdp.send('Input.dispatchKeyEvent', { type, ...CONTROL, modifiers, timestamp: (t0 + at) / 1000 });
  await send('rawKeyDown', 2, 0);
  await send('keyUp', 0, 40);
  const second = Date.now();
  await send('rawKeyDown', 2, 100);
  const keyUp = send('keyUp', 0, 140);
  if (awaitLastKeyUp) await keyUp;
  else void keyUp.catch(() => undefined);
  return second;
}

/** Records, in the page, the first frame after the bar's dialog is shown (epoch ms in window.__barShownAt). */
async function watchShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __barShownAt: number | null };
    w.__barShownAt = null;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('dialog[data-intently-bar][open]')) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (w.__barShownAt = performance.timeOrigin + performance.now())));
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  });
}

/**
 * Epoch ms at which the bar is visible: its dialog shown in the page (next frame) and its frame painted
 * its list (the frame's 'bar-ready' mark), whichever is later; and the ready time alone.
 */
async function barPaintedAt(page: Page): Promise<{ visible: number; ready: number }> {
  for (let i = 0; i < 200; i++) {
    const frame = page.frames().find((f) => f.url().includes('/bar.html'));
    const ready = await frame
      ?.evaluate(() => {
        const mark = performance.getEntriesByName('bar-ready')[0];
        return mark ? performance.timeOrigin + mark.startTime : null;
      })
      .catch(() => null);
    const shown = await page.evaluate(() => (window as unknown as { __barShownAt: number | null }).__barShownAt);
    if (ready && shown) return { visible: Math.max(ready, shown), ready };
    await sleep(10);
  }
  const state = await page.evaluate(() => `${document.querySelectorAll('dialog[open]').length} open dialogs, shown at ${(window as unknown as { __barShownAt: unknown }).__barShownAt}`);
  throw new Error(`The bar did not become visible within 2 s (${state}; frames: ${page.frames().map((f) => f.url()).join(' ')}).`);
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
    await watchShown(page);
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
    await watchShown(page);
    await doublePress(page, false);
    if (await barPaintedAt(page).then(() => true, () => false)) opened++;
    await sleep(200);
    await page.close();
  }
  return { errors, opened };
}
