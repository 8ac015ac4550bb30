/**
 * `npm run bench:render [-- --json] [--sizes=1000,10000,100000]`: the extension's graph page in headless
 * Chromium (the built extension, data already in IndexedDB) at 1k / 10k / 100k synthetic visits squeezed
 * into one day. Measures first paint from page open (User Timing mark), hover hit-test, search+filter
 * restyle, and the frame time while panning, against an SVG rendering of the same layout (the seed's
 * approach) panned the same way in the same browser. Frame times are rAF intervals with the frame-rate
 * limit off, so they are what a frame costs, not the display's refresh. Prints medians.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { instantiateGraphCore } from '../graph-layout-rs/ts/graph-core';
import { syntheticVisits } from '../graph-layout-rs/ts/synthetic-history';
import type { UrlVisit } from '../graph-layout-rs/ts/url-visit';
import { toVisitColumns } from '../graph-layout-rs/ts/visit-columns';
import { readWasmBytes } from '../graph-layout-rs/ts/wasm-bytes';
import { GRAPH_DRAWN_MARK } from '../extension/graph/graph-view-handle';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/fixtures/chromium';
import { putVisits } from '../tests/fixtures/graph-visits';
import { panFrameTimes, svgMarkup } from './render-svg';

const args = process.argv.slice(2);
const sizesArg = args.find((a) => a.startsWith('--sizes='));
const sizes = sizesArg ? sizesArg.slice(8).split(',').map(Number) : [1_000, 10_000, 100_000];
const log = (message: string) => process.stderr.write(`${message}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const DAY = new Date('2025-09-23T00:00:00').getTime();

/** Keeps the synthetic history's order and gaps in proportion, inside one local day (the page shows a day). */
function intoOneDay(visits: UrlVisit[]): UrlVisit[] {
  const first = visits[0]!.startTime;
  const span = Math.max(1, visits[visits.length - 1]!.startTime - first);
  const scale = Math.min(1, (23 * 3_600_000) / span);
  return visits.map((v) => {
    const startTime = DAY + (v.startTime - first) * scale;
    const length = Math.max(0, v.endTime - v.startTime) * scale;
    return { ...v, id: `${v.tabId}_${startTime}`, startTime, endTime: startTime + length, lastActiveTime: startTime + length, sourceInfo: undefined };
  });
}

async function seed(page: Page, visits: UrlVisit[]) {
  await page.evaluate(() => new Promise<void>((done) => {
    const open = indexedDB.open('intently');
    open.onsuccess = () => {
      const tx = open.result.transaction('visits', 'readwrite');
      tx.objectStore('visits').clear();
      tx.oncomplete = () => (open.result.close(), done());
    };
  }));
  for (let i = 0; i < visits.length; i += 10_000) await putVisits(page, visits.slice(i, i + 10_000));
}

async function firstPaint(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, GRAPH_DRAWN_MARK, { timeout: 120_000 });
  return page.evaluate((mark) => performance.getEntriesByName(mark)[0]!.startTime, GRAPH_DRAWN_MARK);
}

async function main() {
  const core = await instantiateGraphCore(await readWasmBytes());
  const profile = await mkdtemp(join(tmpdir(), 'intently-bench-'));
  const extension = resolve(process.env.WXT_OUT_DIR ?? '.output', 'chrome-mv3');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: { width: 1280, height: 800 },
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync', `--disable-extensions-except=${extension}`, `--load-extension=${extension}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const url = `chrome-extension://${new URL(worker.url()).host}/app.html?page=graph`;
  const page = await context.newPage();
  await page.goto(url);
  const rows = [];
  for (const n of sizes) {
    log(`${n} visits: generating, storing, rendering...`);
    const visits = intoOneDay(syntheticVisits(core, n));
    await seed(page, visits);
    const paints = [];
    for (let run = 0; run < 3; run++) paints.push(await firstPaint(page, url));
    const inPage = await page.evaluate(() => {
      const graph = window.intentlyGraph!;
      const box = document.querySelector('[data-testid="graph-canvas"]')!.getBoundingClientRect();
      const t0 = performance.now();
      for (let i = 0; i < 20_000; i++) graph.hitTest(Math.random() * box.width, Math.random() * box.height);
      const hit = (performance.now() - t0) / 20_000;
      const restyles = ['github', 'docs', '', 'youtube'].map((query, i) => {
        const started = performance.now();
        graph.restyle(query, i % 4);
        return performance.now() - started;
      });
      return { hit, restyle: restyles.sort((a, b) => a - b)[2]! };
    });
    const box = (await page.getByTestId('graph-canvas').boundingBox())!;
    const pixi = await panFrameTimes(page, async () => {
      await page.mouse.move(box.x + box.width - 30, box.y + box.height - 30);
      await page.mouse.down();
      await page.mouse.move(box.x + 200, box.y + 200, { steps: 90 });
      await page.mouse.up();
    });
    const layout = core.compute(toVisitColumns(visits), -new Date(DAY).getTimezoneOffset());
    const svgPage = await context.newPage();
    await svgPage.setViewportSize({ width: 1280, height: 800 });
    await svgPage.setContent(svgMarkup(layout.columns));
    layout.release();
    const svg = await panFrameTimes(svgPage, () => svgPage.evaluate(() => (window as unknown as { pan(): Promise<void> }).pan()));
    await svgPage.close();
    rows.push({ visits: n, firstPaintMs: median(paints), hitTestMs: inPage.hit, restyleMs: inPage.restyle, pixiFrameMs: pixi, svgFrameMs: svg, svgOverPixi: svg / pixi });
  }
  await context.close();
  await rm(profile, { recursive: true, force: true });
  if (args.includes('--json')) return console.log(JSON.stringify(rows, null, 2));
  const f = (x: number) => (x < 0.1 ? x.toFixed(4) : x.toFixed(1));
  console.log('| visits | first paint ms | hover hit-test ms | search+filter ms | Pixi frame ms | SVG frame ms | SVG / Pixi |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.visits} | ${f(r.firstPaintMs)} | ${f(r.hitTestMs)} | ${f(r.restyleMs)} | ${f(r.pixiFrameMs)} | ${f(r.svgFrameMs)} | ${r.svgOverPixi.toFixed(1)}x |`);
}

await main();
