import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { bundleBenchPage } from './bench-page';
import type { PeerDay } from './render-peer-day';
import { mainThreadMs, panFrameTimes, VIEW } from './render-svg';
import { median } from './median';
import { tracedPan } from './render-trace';

/** The graph libraries bench:render compares the graph page with, and the page module that draws with each. */
export const PEERS = {
  sigma: 'render-sigma.ts',
  cytoscape: 'render-cytoscape.ts',
  cytoscapeWebgl: 'render-cytoscape-webgl.ts',
  cosmos: 'render-cosmos.ts',
  deck: 'render-deck.ts',
} as const;
/** Each peer's name in the bench's tables. */
export const PEER_NAMES: Record<keyof typeof PEERS, string> = {
  sigma: 'sigma.js',
  cytoscape: 'Cytoscape.js (canvas)',
  cytoscapeWebgl: 'Cytoscape.js (WebGL)',
  cosmos: 'cosmos.gl',
  deck: 'deck.gl',
};
/**
 * How long a peer may take to draw or to pan a size before it is reported as not doing it: one that does not draw a size
 * is skipped at larger ones, one that does not pan it is still drawn at larger ones, not panned.
 */
export const PEER_LIMIT_MS = 60_000;
/** One peer's figures on one day (ms and MiB); `frame` says why there are no pan figures when there are none. */
export interface PeerFigures {
  firstPaintMs: number;
  firstPaintCpuMs: number;
  frame: Awaited<ReturnType<typeof panFrameTimes>> | string;
  memoryMiB: number;
}

const ORIGIN = 'http://peer.bench';

/** Bundles each named peer's page module (one bundle per peer, so a page holds only its own library). */
export async function bundlePeers(
  names: readonly (keyof typeof PEERS)[],
): Promise<Partial<Record<keyof typeof PEERS, string>>> {
  const codes = await Promise.all(names.map((name) => bundleBenchPage(join(import.meta.dirname, PEERS[name]))));
  return Object.fromEntries(names.map((name, i) => [name, codes[i]!]));
}

/**
 * The page's memory after a forced collection, in MiB: CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage's
 * V8 heap, Blink's garbage-collected heap (the DOM) and array-buffer backing stores of the page's main thread.
 * Workers, canvas bitmaps and the GPU process's textures are not in it.
 */
export async function pageMiB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  return (heap.usedSize + heap.embedderHeapUsedSize + heap.backingStorageSize) / 2 ** 20;
}

/**
 * The memory of the page's dedicated workers (the graph page's layout worker) after a forced collection, in MiB,
 * counted as pageMiB counts the page, plus the graph core's WebAssembly memory (which those heap figures leave out;
 * the test build's worker answers its size as `intentlyWasmBytes()`): each worker is reached through CDP auto-attach
 * (non-flat sessions, so the page's own session carries their messages).
 */
export async function workersMiB(cdp: CDPSession): Promise<number> {
  const sessions: string[] = [];
  const attached = (event: { sessionId: string; targetInfo: { type: string } }) => {
    if (event.targetInfo.type === 'worker') sessions.push(event.sessionId);
  };
  cdp.on('Target.attachedToTarget', attached);
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  cdp.off('Target.attachedToTarget', attached);
  let lastId = 0;
  const call = (sessionId: string, method: string, params: object = {}) =>
    new Promise<Record<string, number> & { result?: { value?: number } }>((done) => {
      const id = ++lastId;
      const reply = (event: { sessionId: string; message: string }) => {
        const message = JSON.parse(event.message) as {
          id?: number;
          result?: Record<string, number> & { result?: { value?: number } };
        };
        if (event.sessionId !== sessionId || message.id !== id) return;
        cdp.off('Target.receivedMessageFromTarget', reply);
        done(message.result ?? {});
      };
      cdp.on('Target.receivedMessageFromTarget', reply);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    });
  let bytes = 0;
  for (const sessionId of sessions) {
    await call(sessionId, 'HeapProfiler.collectGarbage');
    const heap = await call(sessionId, 'Runtime.getHeapUsage');
    bytes += (heap.usedSize ?? 0) + (heap.embedderHeapUsedSize ?? 0) + (heap.backingStorageSize ?? 0);
    const wasm = await call(sessionId, 'Runtime.evaluate', {
      expression: 'globalThis.intentlyWasmBytes?.() ?? 0',
      awaitPromise: true,
      returnByValue: true,
    });
    bytes += wasm.result?.value ?? 0;
  }
  await cdp.send('Target.setAutoAttach', { autoAttach: false, waitForDebuggerOnStart: false });
  return bytes / 2 ** 20;
}

/** Opens a fresh page with one peer's bundle loaded (window.bench.draw), at the SVG's viewport. */
async function peerPage(context: BrowserContext, code: string): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  await page.setViewportSize({ width: VIEW.width, height: VIEW.height });
  await page.route(`${ORIGIN}/**`, (route) =>
    route.request().url().endsWith('/bench.js')
      ? route.fulfill({ contentType: 'text/javascript', body: code })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><script type="module">import * as b from "/bench.js"; window.bench = b;</script>',
        }),
  );
  const failed = new Promise<never>((_, fail) =>
    page.once('pageerror', (error) => fail(new Error(`A peer's bench page did not load: ${error.message}`))),
  );
  failed.catch(() => {}); // only the race below reports it
  await page.goto(`${ORIGIN}/`);
  await Promise.race([page.waitForFunction(() => 'bench' in window), failed]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

/** Has the peer's page draw the day from data in hand: the ms until the frame is on screen (its bundle's `draw`). */
function drawDay(page: Page, day: PeerDay): Promise<number> {
  return page.evaluate(
    (d) => (window as unknown as { bench: { draw(d: PeerDay): Promise<number> } }).bench.draw(d),
    day,
  );
}

/** Draws the day with one peer in a fresh page and pans it once, traced (tracedPan); a sentence where it failed. */
export async function tracedPeerPan(context: BrowserContext, code: string, day: PeerDay): Promise<string> {
  const { page, cdp } = await peerPage(context, code);
  try {
    await within(PEER_LIMIT_MS, 'drawing', drawDay(page, day));
    await within(PEER_LIMIT_MS, 'panning', panFrameTimes(page, cdp)); // untraced first, as measurePeer pans it
    return await within(PEER_LIMIT_MS, 'panning', tracedPan(context, page, cdp));
  } catch (error) {
    return reasonOf(error);
  } finally {
    await page.close();
  }
}

/** The sentence a failed draw or pan is reported with. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Rejects after `ms` with a sentence naming what did not finish. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Draws the day with one peer in `runs` fresh pages (first paint from data in hand: median wall time, and
 * the main thread's busy time), then pans the last one as the SVG is panned and reads its memory. A draw that takes
 * longer than PEER_LIMIT_MS answers why instead (a sentence); a pan that does, or `noPan` (why it is not tried), leaves
 * the sentence in place of the pan's figures (the memory is then read after the draw, or not at all after a pan cut
 * short).
 */
export async function measurePeer(
  context: BrowserContext,
  code: string,
  day: PeerDay,
  runs = 3,
  noPan?: string,
): Promise<PeerFigures | string> {
  const paints: { wallMs: number; cpuMs: number }[] = [];
  for (;;) {
    const { page, cdp } = await peerPage(context, code);
    const cpuBefore = await mainThreadMs(cdp);
    let wallMs: number;
    try {
      wallMs = await within(PEER_LIMIT_MS, 'drawing', drawDay(page, day));
    } catch (error) {
      await page.close();
      return reasonOf(error);
    }
    paints.push({ wallMs, cpuMs: (await mainThreadMs(cdp)) - cpuBefore });
    if (paints.length === runs) {
      const frame = noPan ?? (await within(PEER_LIMIT_MS, 'panning', panFrameTimes(page, cdp)).catch(reasonOf));
      // A pan cut short still runs in its page, whose heap then holds more than the drawn day: not read.
      const memoryMiB = typeof frame === 'string' && !noPan ? NaN : await pageMiB(cdp);
      await page.close();
      return {
        firstPaintMs: median(paints.map((p) => p.wallMs)),
        firstPaintCpuMs: median(paints.map((p) => p.cpuMs)),
        frame,
        memoryMiB,
      };
    }
    await page.close();
  }
}
