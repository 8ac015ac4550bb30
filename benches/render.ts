/**
 * `npm run bench:render [-- --json] [--quick] [--sizes=1000,10000,100000,1000000] [--peers=sigma,deck]
 * [--range=day|week|month] [--no-svg] [--stages] [--trace] [--trace-pan]`: the extension's graph page in headless Chromium (the test build) at 1k / 10k /
 * 100k / 1M synthetic visits (the default; `--quick`: 1k and 10k, one first paint each) squeezed into one day, or into
 * the week or month the page then opens (`?range=`), stored first through the import's code path (render-seed-page.ts;
 * the seconds it took are printed). Measures first paint (User Timing marks, the last set once a frame with the
 * range's first nodes has been drawn) on two clocks: from page open, and from the moment the page has the worker's
 * laid-out graph in hand (the clock every peer is timed on), and when the whole range is in (a week or a month paints
 * its first day first); zoom frames (wheel steps to a hundredth or a hundred times the opening zoom and back, see zoomStep);
 * hover hit-test, search+filter restyle (20 once the page is idle, and the first search right at first paint, which
 * first waits for the graph's search texts from the worker, as the page's search does), the frame time while panning, and the memory of
 * the page and of its layout worker, against an SVG rendering of the same layout (the seed's approach) in the same
 * browser. Both pans are driven the same way: one step per animation frame from the same script (the graph page
 * gets real pointer events on its canvas, the SVG a new transform), over the same distance at the same zoom,
 * revealing new parts of the graph.
 * The SVG draws plain discs and no favicons, axis or labels, so it does less per frame than the page.
 * Frame times are rAF intervals with the frame-rate limit off, so they are what a frame costs, not the
 * display's refresh; the graph page redraws its WebGL canvas only when a pan leaves the overscan it drew,
 * so its frames are printed as median and 90th percentile. Next to each wall time is the renderer main
 * thread's busy time (CDP TaskDuration, including waits on the GPU process), which other processes' load
 * distorts less; the load average is printed with each size. Medians unless noted. Worker memory includes the
 * core's WebAssembly memory. Each first paint is paired with one of the graph opened at a moment of the same day
 * (`&at=`, issue 37: the day around it, the visit in front then highlighted with its path), timed to the first frame
 * that shows the highlight; the pairs alternate so both see the same load.
 * The same day is then drawn by each peer of render-peers.ts (sigma.js, Cytoscape.js with its canvas and its WebGL
 * renderer, cosmos.gl, deck.gl; `--peers` picks some), each in a page of its own, at the SVG's view and panned by
 * the same driver: a second table gives first paint, pan frames and memory with ratios peer ÷ ours. A peer that
 * takes over a minute to draw a size is reported as such and not tried at larger sizes; one that takes over a minute
 * to pan it is reported as such, and at larger sizes drawn, not panned.
 * It loads the extension's test build (`node scripts/build.mjs --test`): the page's window.intentlyGraph
 * is how it finds empty spots to press on and restyles the graph. WebGL is SwiftShader (software) unless
 * `CHROMIUM_GPU=1` asks for the machine's GPU (ANGLE over Vulkan), `CHROMIUM_GPU=compositor` SwiftShader with the compositor
 * drawing through it as on a GPU; the renderer it got and how the compositor draws (chrome://gpu) are printed first.
 * `--trace` traces the last first paint of each size and prints its page's main-thread tasks (render-trace.ts): by
 * then V8 has the page's code cached, as for anyone who opened the graph before (the first timed paint, the page's
 * second load, makes that cache: some 25 ms of the main thread on an H200).
 * `--trace-pan` then pans ours and each peer once more at the last size, traced, and prints where a pan frame's time
 * went on each thread (render-trace.ts's panThreads). It comes after every timed figure, each traced pan in a browser
 * of its own on the same profile: after a trace, a peer's frames in the same browser were slowed (cosmos.gl's first
 * paint 7-18 s, or its pan over the minute, with the compositor on SwiftShader).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { instantiateGraphCore } from '../graph-layout-rs/ts/graph-core';
import {
  instantiateSyntheticGenerator,
  squeezeInto,
  syntheticColumns,
  syntheticVisitRows,
} from '../graph-layout-rs/ts/synthetic-history';
import { toVisitColumns } from '../graph-layout-rs/ts/visit-columns';
import { readWasmBytes, SYNTHETIC_WASM_PATH } from '../graph-layout-rs/ts/wasm-bytes';
import {
  GRAPH_DRAWN_MARK,
  GRAPH_LAID_OUT_MARK,
  GRAPH_RANGE_IN_MARK,
  GRAPH_STAGE_PREFIX,
} from '../extension/graph/graph-view-handle';
import { visitAt } from '../extension/graph/data/visit-at';
import { RING_COLORS } from '../extension/graph/render/node-styles';
import { MAX_ZOOM, MIN_ZOOM, WHEEL_ZOOM_RATE } from '../extension/graph/geometry/view-transform';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/fixtures/chromium';
import { EXTENSION_DIR } from '../tests/fixtures/extension';
import {
  bundlePeers,
  measurePeer,
  pageMiB,
  PEER_LIMIT_MS,
  PEER_NAMES,
  PEERS,
  tracedPeerPan,
  workersMiB,
  type PeerFigures,
} from './render-peers';
import { mainThreadMs, PAN_FRAMES, PAN_STEP, panFrameTimes, svgMarkup, ZOOM_SEQUENCE } from './render-svg';
import { median } from './median';
import type { PeerDay } from './render-peer-day';
import { bundleBenchPage } from './bench-page';
import { gpuReport, webglRenderer } from './gpu-info';
import { mainThreadTasks, startTrace, tracedPan } from './render-trace';

const args = process.argv.slice(2);
const valueOf = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = args.includes('--quick');
const sizes = (valueOf('sizes') ?? (quick ? '1000,10000' : '1000,10000,100000,1000000')).split(',').map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 10))
  throw new Error(
    `--sizes takes visit counts of at least 10, separated by commas (like --sizes=1000,10000), not ${valueOf('sizes')}.`,
  );
const peerNames = (valueOf('peers')?.split(',').filter(Boolean) ?? Object.keys(PEERS)) as (keyof typeof PEERS)[];
const unknownPeer = peerNames.find((name) => !(name in PEERS));
if (unknownPeer)
  throw new Error(`--peers takes names from ${Object.keys(PEERS).join(', ')} separated by commas, not ${unknownPeer}.`);
/** `--no-svg` leaves out the SVG baseline (a 1M-visit month is a million DOM elements). */
const withSvg = !args.includes('--no-svg');
/** First paints per size and renderer (the median is reported): 3, or 1 with --quick. */
const RUNS = quick ? 1 : 3;
const log = (message: string) => process.stderr.write(`${message}\n`);
const DAY = new Date('2025-09-23T00:00:00').getTime();

/** The days each `--range` shows, ending on DAY (the page opens on the latest day with visits). */
const RANGE_DAYS = { day: 1, week: 7, month: 30 } as const;
const range = (valueOf('range') ?? 'day') as keyof typeof RANGE_DAYS;
if (!(range in RANGE_DAYS))
  throw new Error(`--range takes one of ${Object.keys(RANGE_DAYS).join(', ')}, not ${valueOf('range')}.`);
/** Where the synthetic history is squeezed: the range's days up to 23:00 on DAY, order and gaps kept in proportion. */
const RANGE_START = DAY - (RANGE_DAYS[range] - 1) * 86_400_000;
const RANGE_SPAN = DAY + 23 * 3_600_000 - RANGE_START;

/**
 * Stores the visits as an import does (putArchivedVisits into the `visitDays` archive, through Dexie, in bulk
 * transactions), replacing what was stored: the seed page (render-seed-page.ts) runs the same synthetic generator
 * inside the extension's page, so only its wasm crosses CDP. Answers the seconds it took.
 */
async function seed(page: Page, code: string, wasm: string, n: number): Promise<number> {
  const started = performance.now();
  await page
    .exposeFunction('benchSeedProgress', (stored: number) => {
      if (stored % 200_000 === 0 || stored === n) log(`  stored ${stored} of ${n} visits`);
    })
    .catch(() => undefined); // exposed once per page
  await page.evaluate(`${code}\nvoid 0`);
  await page.evaluate(
    ({ wasm, n, start, span }) =>
      (
        window as unknown as { bench: typeof import('./render-seed-page') } & { benchSeedProgress(n: number): void }
      ).bench.seedSynthetic(wasm, n, start, span, (stored) =>
        (window as unknown as { benchSeedProgress(n: number): void }).benchSeedProgress(stored),
      ),
    { wasm, n, start: RANGE_START, span: RANGE_SPAN },
  );
  return (performance.now() - started) / 1000;
}

/**
 * Evaluates `expression` (a promise) in the page through the DevTools protocol alone and answers its value: no script
 * of Playwright's is evaluated in the page first.
 */
async function inPage<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails)
    throw new Error(`In the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as T;
}

/** A promise's source that settles once the page has the User Timing mark `mark` (observed, not polled). */
function markSeen(mark: string): string {
  return `new Promise((done) => new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName(${JSON.stringify(mark)}).length === 0) return;
    observer.disconnect();
    done(true);
  }).observe({ type: 'mark', buffered: true }))`;
}

/**
 * Opens the graph in a fresh tab (the previous one closed: extension pages share a renderer process):
 * wall time from page open to the drawn mark, and the main thread's busy time until it was seen.
 */
async function firstPaint(
  context: BrowserContext,
  previous: Page,
  url: string,
  highlighted?: string,
  trace = false,
): Promise<{
  page: Page;
  cdp: CDPSession;
  wallMs: number;
  inHandMs: number;
  rangeInMs: number;
  cpuMs: number;
  highlightMs: number;
}> {
  await previous.close();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const cpuBefore = await mainThreadMs(cdp);
  const stopTrace = trace ? await startTrace(context) : null;
  await page.goto(url);
  // Waited for in the page, from its load on, by the protocol's own evaluation: Playwright's waitForFunction would
  // first evaluate its injected script in the page (12 ms of the main thread on an H200, 26 in software), in the
  // middle of the start being timed. Opened at a moment: the first animation frame whose styles show that visit
  // selected (its path follows), so the time is the page's own and not a round trip of this script's.
  const highlightMs = highlighted
    ? await inPage<number>(
        cdp,
        `new Promise((done) => {
          const seen = () => window.intentlyGraph?.styleOf(${JSON.stringify(highlighted)})?.ring === ${RING_COLORS.selected};
          const check = () => (seen() ? done(performance.now()) : requestAnimationFrame(check));
          check();
        })`,
      )
    : 0;
  await inPage(cdp, markSeen(GRAPH_DRAWN_MARK));
  const cpuAfter = await mainThreadMs(cdp);
  if (stopTrace)
    log(`  main thread from page open (ms):\n    ${mainThreadTasks(await stopTrace(), 'app.html').join('\n    ')}`);
  // A week or a month paints its first chunk first; the whole range is in when its last chunk is drawn.
  await inPage(cdp, markSeen(GRAPH_RANGE_IN_MARK));
  const [wallMs, laidOutMs, rangeInMs] = await page.evaluate(
    (marks) => marks.map((mark) => performance.getEntriesByName(mark)[0]!.startTime),
    [GRAPH_DRAWN_MARK, GRAPH_LAID_OUT_MARK, GRAPH_RANGE_IN_MARK],
  );
  return {
    page,
    cdp,
    wallMs: wallMs!,
    inHandMs: wallMs! - laidOutMs!,
    rangeInMs: rangeInMs!,
    highlightMs,
    cpuMs: cpuAfter >= cpuBefore ? cpuAfter - cpuBefore : cpuAfter,
  }; // the counter restarts when the navigation swaps documents
}

/**
 * `--stages`: the first frame's stages (test-build User Timing entries named GRAPH_STAGE_PREFIX…), each as its start
 * and duration in ms from the moment positions were in hand, and the drawn mark, read a second after it (so frames
 * drawn after the first show too); then the page's timeline from page open (the document in, interactive, positions
 * in hand), and the layout worker's own stages from page open, timed in the worker alone: `read` (each IndexedDB read
 * of visits, decoded), `layout <visits>` (the core's layout of each chunk read, the whole range last; `core
 * <visits>`: of it, the core's compute, the rest being the visits turned into columns), `nodes <visits>` (the nodes'
 * strings and times picked out for the page) and `asked` (when the page's request reached the worker).
 */
async function stagesOf(page: Page): Promise<string> {
  await page.waitForTimeout(1000);
  const inPage = await page.evaluate(
    ({ prefix, laidOut, drawn }) => {
      const from = performance.getEntriesByName(laidOut)[0]!.startTime;
      const entries = performance
        .getEntries()
        .filter((e) => e.name.startsWith(prefix) || e.name === drawn)
        .sort((a, b) => a.startTime - b.startTime);
      return entries
        .map((e) => `${e.name.replace(prefix, '')}@${(e.startTime - from).toFixed(0)}+${e.duration.toFixed(0)}`)
        .join(' ');
    },
    { prefix: GRAPH_STAGE_PREFIX, laidOut: GRAPH_LAID_OUT_MARK, drawn: GRAPH_DRAWN_MARK },
  );
  // The page's own timeline from page open (its navigation start): the document in, interactive, positions in hand.
  // (An extension page's scripts and wasm give no resource timing entries.)
  const [pageOrigin, timeline] = await page.evaluate((laidOut) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const inHand = performance.getEntriesByName(laidOut)[0]!.startTime;
    const page = `html@0-${nav.responseEnd.toFixed(0)} interactive@${nav.domInteractive.toFixed(0)}`;
    return [performance.timeOrigin, `${page} positions-in-hand@${inHand.toFixed(0)}`] as const;
  }, GRAPH_LAID_OUT_MARK);
  // The worker's measures on the page's clock (its time origin is its own start), as ms from page open.
  const inWorkers = await Promise.all(
    page.workers().map((worker) =>
      worker.evaluate(
        ({ prefix, pageOrigin }) => {
          const offset = performance.timeOrigin - pageOrigin;
          return [
            `started@${offset.toFixed(0)}`,
            ...performance
              .getEntriesByType('measure')
              .filter((e) => e.name.startsWith(prefix))
              .map(
                (e) => `${e.name.replace(prefix, '')}@${(offset + e.startTime).toFixed(0)}+${e.duration.toFixed(0)}`,
              ),
          ];
        },
        { prefix: GRAPH_STAGE_PREFIX, pageOrigin },
      ),
    ),
  );
  return `${inPage}; from page open: ${timeline}; in the worker, from page open: ${inWorkers.flat().join(' ') || 'none'}`;
}

/** How the compositor draws, as chrome://gpu says: pan frames, which move the canvas, cost differently under each. */
async function compositing(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  const { compositing } = await gpuReport(page);
  await page.close();
  return compositing;
}

/** Presses on an empty spot near the canvas's bottom-right corner and moves by PAN_STEP each frame (pointer events on the canvas). */
async function startPixiPan(page: Page) {
  const box = (await page.getByTestId('graph-canvas').boundingBox())!;
  const start = await page.evaluate(({ width, height }) => {
    for (let y = height - 30; y > height / 2; y -= 9) {
      for (let x = width - 30; x > width / 2; x -= 9) if (window.intentlyGraph!.hitTest(x, y) < 0) return { x, y };
    }
    throw new Error('no empty spot to press on');
  }, box);
  await page.mouse.move(box.x + start.x, box.y + start.y);
  await page.mouse.down();
  await page.evaluate(`(() => {
    const canvas = document.querySelector('[data-testid="graph-canvas"] canvas');
    window.panStep = (frame) => canvas.dispatchEvent(new PointerEvent('pointermove', {
      bubbles: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, buttons: 1,
      clientX: ${box.x + start.x} + frame * ${PAN_STEP.x}, clientY: ${box.y + start.y} + frame * ${PAN_STEP.y},
    }));
  })()`);
}

/**
 * The zoom's wheel step (deltaY; above 0 zooms out) from the opening `scale`: PAN_FRAMES / 2 steps reach the farther
 * of a hundredth and a hundred times it within the view's limits (out of a day through every level of detail of a
 * large range; into a month, which opens near the smallest zoom). A step against a limit would change nothing, and
 * the browser would then draw no frame: its interval would time the idle display clock, not a zoom frame.
 */
function zoomStep(scale: number): { deltaY: number; to: number } {
  const out = Math.max(MIN_ZOOM, scale / 100);
  const into = Math.min(MAX_ZOOM, scale * 100);
  const to = scale / out >= into / scale ? out : into;
  // 0.999: a hair inside the limit, so rounding never presses the last step against it.
  return {
    deltaY: (0.999 * Math.log(scale / to)) / (PAN_FRAMES / 2) / WHEEL_ZOOM_RATE,
    to: scale * (to / scale) ** 0.999,
  };
}

/**
 * Sets `window.panStep(frame)` to one wheel event on the canvas's centre per frame (the page's own wheel handler
 * zooms), zoomStep's way for the first half of PAN_FRAMES and back for the rest; answers the zooms it goes between.
 */
async function startPixiZoom(page: Page): Promise<{ from: number; to: number }> {
  const box = (await page.getByTestId('graph-canvas').boundingBox())!;
  const from = await page.evaluate(() => window.intentlyGraph!.transform().scale);
  const { deltaY, to } = zoomStep(from);
  await page.evaluate(`(() => {
    const canvas = document.querySelector('[data-testid="graph-canvas"] canvas');
    window.panStep = (frame) => canvas.dispatchEvent(new WheelEvent('wheel', {
      bubbles: true, cancelable: true, clientX: ${box.x + box.width / 2}, clientY: ${box.y + box.height / 2},
      deltaY: frame <= ${PAN_FRAMES / 2} ? ${deltaY} : ${-deltaY},
    }));
  })()`);
  return { from, to };
}

async function main() {
  const core = await instantiateGraphCore(await readWasmBytes());
  const syntheticWasm = await readWasmBytes(SYNTHETIC_WASM_PATH);
  const generator = await instantiateSyntheticGenerator(syntheticWasm);
  const seedCode = await bundleBenchPage(join(import.meta.dirname, 'render-seed-page.ts'), 'iife');
  const wasmBase64 = Buffer.from(syntheticWasm).toString('base64');
  const peerCode = await bundlePeers(peerNames);
  const profile = await mkdtemp(join(tmpdir(), 'intently-bench-'));
  const extension = EXTENSION_DIR; // the test build: the page's window.intentlyGraph drives and reads the graph
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      viewport: { width: 1280, height: 800 },
      ignoreDefaultArgs: ['--disable-extensions'],
      args: [
        ...CHROMIUM_ARGS,
        '--disable-frame-rate-limit',
        '--disable-gpu-vsync',
        `--disable-extensions-except=${extension}`,
        `--load-extension=${extension}`,
      ],
    });
  const context = await launch();
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const url = `chrome-extension://${new URL(worker.url()).host}/app.html?page=graph${range === 'day' ? '' : `&range=${range}`}`;
  let page = await context.newPage();
  await page.goto(url);
  const renderer = `${await page.evaluate(webglRenderer)}; compositing: ${await compositing(context)}`;
  log(`WebGL renderer: ${renderer}`);
  const rows = [];
  /** Why a peer did not draw a size (larger sizes skip it), or did not pan one (larger sizes are drawn, not panned). */
  const failures: Partial<Record<keyof typeof PEERS, string>> = {};
  const panFailures: Partial<Record<keyof typeof PEERS, string>> = {};
  /** The last size's day as the peers draw it (for --trace-pan). */
  let lastDay: PeerDay | null = null;
  for (const n of sizes) {
    log(`${n} visits: generating, storing, rendering...`);
    const visits = syntheticVisitRows(squeezeInto(syntheticColumns(generator, n), RANGE_START, RANGE_SPAN), 0, n);
    // Stored from an extension page (the last size's peers left a blank one, closing the graph page before them).
    if (page.url() !== url) await page.goto(url);
    const seedS = await seed(page, seedCode, wasmBase64, n);
    log(`  stored in ${seedS.toFixed(1)} s`);
    const load = loadavg()[0]!;
    // A moment in the middle of the day's visits, and the visit the page should highlight there: one whose start
    // no other visit shares, so the page's node order cannot pick another of equal start.
    const starts = visits.map((v) => v.startTime);
    const ends = visits.map((v) => v.endTime);
    let moment = 0;
    let inFront = '';
    for (let mid = Math.floor(visits.length / 2); !inFront; mid++) {
      moment = Math.ceil(starts[mid]!); // the address takes whole milliseconds
      const node = visitAt(starts, ends, moment);
      if (starts.filter((start) => start === starts[node]).length === 1) inFront = visits[node]!.id;
    }
    const paints: Awaited<ReturnType<typeof firstPaint>>[] = [];
    const atMoment: Awaited<ReturnType<typeof firstPaint>>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const trace = run === RUNS - 1 && args.includes('--trace');
      paints.push(await firstPaint(context, atMoment.at(-1)?.page ?? page, url, undefined, trace));
      if (args.includes('--stages')) log(`  stages: ${await stagesOf(paints.at(-1)!.page)}`);
      atMoment.push(await firstPaint(context, paints.at(-1)!.page, `${url}&at=${moment}`, inFront));
      const steps = await atMoment.at(-1)!.page.locator('.graph-path li').count();
      log(
        `  first paint ${run + 1} of ${RUNS}: ${paints.at(-1)!.wallMs.toFixed(0)} ms from page open; at a moment, drawn at ${atMoment.at(-1)!.wallMs.toFixed(0)} ms, highlighted at ${atMoment.at(-1)!.highlightMs.toFixed(0)} ms, its path ${steps} steps`,
      );
    }
    // The measures below run on the graph opened as before, in a page of its own (not counted as a first paint).
    const last = await firstPaint(context, atMoment.at(-1)!.page, url);
    const { cdp } = last;
    page = last.page;
    const inPage = await page.evaluate(async () => {
      const graph = window.intentlyGraph!;
      const box = document.querySelector('[data-testid="graph-canvas"]')!.getBoundingClientRect();
      // The first search, typed at first paint: it waits for the graph's search texts, as the page's search does.
      const started = performance.now();
      await graph.searchable();
      graph.restyle('github', 0);
      const firstRestyle = performance.now() - started;
      const t0 = performance.now();
      for (let i = 0; i < 20_000; i++) graph.hitTest(Math.random() * box.width, Math.random() * box.height);
      return { hit: (performance.now() - t0) / 20_000, firstRestyle };
    });
    await page.waitForTimeout(2_500); // the SPEC §4 intro sweep is over
    const restyles = await page.evaluate(() => {
      const times: number[] = [];
      for (let round = 0; round < 5; round++) {
        ['github', 'docs', '', 'youtube'].forEach((query, filter) => {
          const started = performance.now();
          window.intentlyGraph!.restyle(query, filter);
          times.push(performance.now() - started);
        });
      }
      return times.sort((a, b) => a - b);
    });
    const probe = visits[0]!.id;
    const before = (await page.evaluate((id) => window.intentlyGraph!.screenPositionOf(id), probe))!;
    await startPixiPan(page);
    const pixi = await panFrameTimes(page, cdp);
    await page.mouse.up();
    const after = (await page.evaluate((id) => window.intentlyGraph!.screenPositionOf(id), probe))!;
    const moved = { x: after.x - before.x, y: after.y - before.y };
    if (Math.abs(moved.x - PAN_FRAMES * PAN_STEP.x) > 1 || Math.abs(moved.y - PAN_FRAMES * PAN_STEP.y) > 1)
      throw new Error(`the pan moved the graph by ${JSON.stringify(moved)}`);
    const zoomed = await startPixiZoom(page);
    const zoom = await panFrameTimes(page, cdp, ZOOM_SEQUENCE);
    const zoomedTo = await page.evaluate(() => window.intentlyGraph!.transform().scale);
    if (Math.abs(zoomedTo / zoomed.from - 1) > 1e-6)
      throw new Error(`the zoom ended at ${zoomedTo}, not ${zoomed.from}`);
    log(`  zoom: from ${zoomed.from.toPrecision(3)} to ${zoomed.to.toPrecision(3)} and back`);
    const pixiMemoryMiB = await pageMiB(cdp);
    const workerMemoryMiB = await workersMiB(cdp);
    // The graph page is closed before the SVG and the peers draw, so nothing of ours runs beside them.
    await page.close();
    page = await context.newPage();
    // The SVG baseline and the peers draw our core's positions, laid out here (skipped when neither is asked for).
    const layout =
      withSvg || peerNames.length ? core.compute(toVisitColumns(visits), -new Date(DAY).getTimezoneOffset()) : null;
    const day = layout && {
      x: Array.from(layout.columns.x),
      y: Array.from(layout.columns.y),
      linkSource: Array.from(layout.columns.linkSource),
      linkTarget: Array.from(layout.columns.linkTarget),
    };
    let svg = { wallMs: NaN, p90Ms: NaN, cpuMs: NaN };
    let svgMemoryMiB = NaN;
    if (withSvg && layout) {
      const svgPage = await context.newPage();
      await svgPage.setViewportSize({ width: 1280, height: 800 });
      await svgPage.setContent(svgMarkup(layout.columns));
      const svgCdp = await context.newCDPSession(svgPage);
      await svgCdp.send('Performance.enable');
      svg = await panFrameTimes(svgPage, svgCdp);
      svgMemoryMiB = await pageMiB(svgCdp);
      await svgPage.close();
    }
    layout?.release();
    const peers: Partial<Record<keyof typeof PEERS, PeerFigures | string>> = {};
    for (const name of peerNames) {
      if (failures[name]) {
        peers[name] = `not tried: at a smaller size, ${failures[name]}`;
        continue;
      }
      log(`${n} visits: ${name}...`);
      const noPan = panFailures[name] && `not tried: at a smaller size, ${panFailures[name]}`;
      const figures = await measurePeer(context, peerCode[name]!, day!, RUNS, noPan);
      if (typeof figures === 'string') failures[name] = figures;
      else if (typeof figures.frame === 'string') panFailures[name] ??= figures.frame;
      peers[name] = figures;
    }
    lastDay = day;
    rows.push({
      visits: n,
      load,
      firstPaintMs: median(paints.map((p) => p.wallMs)),
      firstPaintCpuMs: median(paints.map((p) => p.cpuMs)),
      inHandMs: median(paints.map((p) => p.inHandMs)),
      rangeInMs: median(paints.map((p) => p.rangeInMs)),
      seedS,
      zoomFrameMs: zoom.wallMs,
      zoomFrameP90Ms: zoom.p90Ms,
      atMomentMs: median(atMoment.map((p) => Math.max(p.highlightMs, p.wallMs))), // drawn and highlighted
      atMomentCpuMs: median(atMoment.map((p) => p.cpuMs)),
      workerMemoryMiB,
      hitTestMs: inPage.hit,
      firstRestyleMs: inPage.firstRestyle,
      restyleMs: median(restyles),
      restyleP90Ms: restyles[Math.floor(restyles.length * 0.9)]!,
      pixiFrameMs: pixi.wallMs,
      pixiFrameP90Ms: pixi.p90Ms,
      pixiFrameCpuMs: pixi.cpuMs,
      svgFrameMs: svg.wallMs,
      svgFrameP90Ms: svg.p90Ms,
      svgFrameCpuMs: svg.cpuMs,
      svgOverPixi: svg.wallMs / pixi.wallMs,
      pixiMemoryMiB,
      svgMemoryMiB,
      peers,
    });
  }
  await context.close();
  if (args.includes('--trace-pan')) {
    // Each traced pan in a browser of its own, on the same profile: after a trace, or after some builds' pages, a
    // page's frames in the same browser were slowed.
    const inFreshBrowser = async (traced: (context: BrowserContext) => Promise<string>) => {
      const fresh = await launch();
      try {
        return await traced(fresh);
      } finally {
        await fresh.close();
      }
    };
    log(
      `  ours, traced: ${await inFreshBrowser(async (fresh) => {
        const { page: shown, cdp } = await firstPaint(fresh, await fresh.newPage(), url);
        await shown.waitForTimeout(2_500); // the intro sweep is over, as for the timed pan
        await startPixiPan(shown);
        return tracedPan(fresh, shown, cdp);
      })}`,
    );
    for (const name of peerNames)
      if (!failures[name] && !panFailures[name] && lastDay)
        log(`  ${name}, traced: ${await inFreshBrowser((fresh) => tracedPeerPan(fresh, peerCode[name]!, lastDay!))}`);
  }
  await rm(profile, { recursive: true, force: true });
  if (args.includes('--json')) return console.log(JSON.stringify({ renderer, rows }, null, 2));
  console.log(`WebGL renderer: ${renderer}`);
  const f = (x: number) => (x < 0.1 ? x.toFixed(4) : x.toFixed(1));
  console.log(
    `Pan: ${PAN_FRAMES} frames of (${PAN_STEP.x}, ${PAN_STEP.y}) px, there, back and there again. Wall ms (main-thread busy ms in brackets); frames: median / p90 (busy: mean).`,
  );
  console.log(
    'Search+filter: 5 rounds of 4 searches and filters once the page is idle; first: the first search, at first paint (waiting for the search texts, then searching).',
  );
  console.log(
    `Range: ${range}; first paint and whole range in from page open; zoom: ${PAN_FRAMES / 2} wheel steps from the opening zoom to the farther of a hundredth and a hundred times it within the view's limits, and back, three times; stored: seconds to store the visits (putArchivedVisits). At a moment: the page opened with &at= in the middle of the day, to the first frame showing the visit in front then highlighted (+ over first paint; busy in brackets).`,
  );
  console.log(
    '| visits | load avg | first paint ms | at a moment ms | whole range in ms | hover hit-test ms | search+filter ms: median / p90 (first) | Pixi frame ms | zoom frame ms: median / p90 | SVG frame ms | SVG / Pixi | memory MiB: page + worker (with wasm) | stored s |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const both = (wall: number, cpu: number) => `${f(wall)} (${f(cpu)})`;
  const signed = (x: number) => `${x < 0 ? '−' : '+'}${f(Math.abs(x))}`;
  for (const r of rows) {
    console.log(
      `| ${r.visits} | ${r.load.toFixed(1)} | ${both(r.firstPaintMs, r.firstPaintCpuMs)} | ${both(r.atMomentMs, r.atMomentCpuMs)}: ${signed(r.atMomentMs - r.firstPaintMs)} (${signed(r.atMomentCpuMs - r.firstPaintCpuMs)}) | ${f(r.rangeInMs)} | ${f(r.hitTestMs)} | ${f(r.restyleMs)} / ${f(r.restyleP90Ms)} (${f(r.firstRestyleMs)}) | ${f(r.pixiFrameMs)} / ${both(r.pixiFrameP90Ms, r.pixiFrameCpuMs)} | ${f(r.zoomFrameMs)} / ${f(r.zoomFrameP90Ms)} | ${f(r.svgFrameMs)} / ${both(r.svgFrameP90Ms, r.svgFrameCpuMs)} | ${r.svgOverPixi.toFixed(1)}x | ${f(r.pixiMemoryMiB)} + ${f(r.workerMemoryMiB)} | ${r.seedS.toFixed(1)} |`,
    );
  }
  console.log(
    '\nAgainst its peers: the same day, view and pan, each peer in a page of its own. First paint from positions in hand, for',
  );
  console.log(
    "every renderer the same clock: ours from the moment the page has the worker's laid-out day (User Timing marks), the peers",
  );
  console.log(
    "from data in hand (our core's positions as plain arrays) to their drawn frame; ours also from page open (module evaluation,",
  );
  console.log(
    'the IndexedDB read and the layout in the worker). Memory: a main thread after a forced GC (CDP Runtime.getHeapUsage: V8',
  );
  console.log(
    "heap + DOM heap + array buffers; canvas bitmaps and GPU textures are not in it), and for ours also its layout worker's.",
  );
  console.log(
    `Ratios: peer ÷ ours (above 1: ours is ahead). A peer that takes over ${PEER_LIMIT_MS / 1000} s to draw a size says so, and larger sizes skip it; one that takes that long to pan says so, and is drawn at larger sizes, not panned.`,
  );
  console.log(
    '| visits | load avg | renderer | first paint ms, positions in hand (busy) | ÷ ours | from page open ms | pan frame ms: median / p90 (ours: busy, mean) | ÷ ours | memory MiB: page (worker) | ÷ ours |',
  );
  console.log('| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const x = (peer: number, ours: number) => `${(peer / ours).toFixed(1)}x`;
  for (const r of rows) {
    const start = `| ${r.visits} | ${r.load.toFixed(1)}`;
    const oursMemory = r.pixiMemoryMiB + r.workerMemoryMiB;
    console.log(
      `${start} | ours (PixiJS) | ${f(r.inHandMs)} | 1.0x | ${both(r.firstPaintMs, r.firstPaintCpuMs)} | ${f(r.pixiFrameMs)} / ${both(r.pixiFrameP90Ms, r.pixiFrameCpuMs)} | 1.0x / 1.0x | ${f(r.pixiMemoryMiB)} (${f(r.workerMemoryMiB)}) | 1.0x |`,
    );
    console.log(
      `${start} | SVG | - | - | - | ${f(r.svgFrameMs)} / ${f(r.svgFrameP90Ms)} | ${x(r.svgFrameMs, r.pixiFrameMs)} / ${x(r.svgFrameP90Ms, r.pixiFrameP90Ms)} | ${f(r.svgMemoryMiB)} | ${x(r.svgMemoryMiB, oursMemory)} |`,
    );
    for (const name of peerNames) {
      const peer = r.peers[name]!;
      if (typeof peer === 'string') {
        console.log(`${start} | ${PEER_NAMES[name]} | ${peer} | | | | | | |`);
        continue;
      }
      const { frame } = peer;
      const pan =
        typeof frame === 'string'
          ? `${frame} | -`
          : `${f(frame.wallMs)} / ${f(frame.p90Ms)} | ${x(frame.wallMs, r.pixiFrameMs)} / ${x(frame.p90Ms, r.pixiFrameP90Ms)}`;
      const memory = Number.isNaN(peer.memoryMiB) ? '- | -' : `${f(peer.memoryMiB)} | ${x(peer.memoryMiB, oursMemory)}`;
      console.log(
        `${start} | ${PEER_NAMES[name]} | ${both(peer.firstPaintMs, peer.firstPaintCpuMs)} | ${x(peer.firstPaintMs, r.inHandMs)} | - | ${pan} | ${memory} |`,
      );
    }
  }
}

await main();
