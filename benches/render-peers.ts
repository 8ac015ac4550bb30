import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { bundleBenchPage } from './bench-page';
import type { PeerDay } from './render-peer-day';
import { mainThreadMs, panFrameTimes, VIEW } from './render-svg';
import { median } from './median';

/** The graph libraries bench:render compares the graph page with, and the page module that draws with each. */
export const PEERS = { sigma: 'render-sigma.ts', cytoscape: 'render-cytoscape.ts' } as const;
/** One peer's figures on one day (ms and MiB). */
export interface PeerFigures {
  firstPaintMs: number;
  firstPaintCpuMs: number;
  frame: Awaited<ReturnType<typeof panFrameTimes>>;
  memoryMiB: number;
}

const ORIGIN = 'http://peer.bench';

/** Bundles each peer's page module (one bundle per peer, so a page holds only its own library). */
export async function bundlePeers(): Promise<Record<keyof typeof PEERS, string>> {
  const [sigma, cytoscape] = await Promise.all(
    Object.values(PEERS).map((file) => bundleBenchPage(join(import.meta.dirname, file))),
  );
  return { sigma: sigma!, cytoscape: cytoscape! };
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
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'bench' in window);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

/**
 * Draws the day with one peer in three fresh pages (first paint from data in hand: median wall time, and
 * the main thread's busy time), then pans the last one as the SVG is panned and reads its memory.
 */
export async function measurePeer(context: BrowserContext, code: string, day: PeerDay): Promise<PeerFigures> {
  const paints: { wallMs: number; cpuMs: number }[] = [];
  for (;;) {
    const { page, cdp } = await peerPage(context, code);
    const cpuBefore = await mainThreadMs(cdp);
    const wallMs = await page.evaluate(
      (d) => (window as unknown as { bench: { draw(d: PeerDay): Promise<number> } }).bench.draw(d),
      day,
    );
    paints.push({ wallMs, cpuMs: (await mainThreadMs(cdp)) - cpuBefore });
    if (paints.length === 3) {
      const frame = await panFrameTimes(page, cdp);
      const memoryMiB = await pageMiB(cdp);
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
