/**
 * `npm run bench:store`: the tracker's storage in Chromium against real IndexedDB. Bundles
 * benches/store-page.ts with Vite, serves it from 127.0.0.1, drives headless Chromium with Playwright and
 * prints medians against the DESIGN bars (`--json` prints machine output instead).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/fixtures/chromium';
import { bundleBenchPage } from './bench-page';
import { printStoreTable, type StoreResult } from './store-report';

const json = process.argv.includes('--json');
const log = (line: string) => !json && console.error(line);

async function main(): Promise<void> {
  log('Bundling the benchmark page…');
  const code = await bundleBenchPage(join(import.meta.dirname, 'store-page.ts'));
  const server = createServer((request, response) => {
    const isScript = request.url === '/bench.js';
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html' });
    response.end(
      isScript
        ? code
        : '<!doctype html><title>bench:store</title><script type="module">import * as b from "/bench.js"; window.bench = b;</script>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => 'bench' in window);
    // The renderer's main-thread CPU time: what the code itself costs, whatever else loads the machine.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const threadMs = async () =>
      1_000 *
      ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? NaN);
    const measured = async <T>(work: () => Promise<T>): Promise<{ value: T; cpuMs: number }> => {
      const before = await threadMs();
      const value = await work();
      return { value, cpuMs: (await threadMs()) - before };
    };
    type Bench = typeof import('./store-page');
    const call = <K extends keyof Bench>(name: K, ...args: Parameters<Bench[K]>) =>
      page.evaluate(
        ({ name, args }) =>
          ((window as unknown as { bench: Bench }).bench[name] as (...a: unknown[]) => unknown)(...args),
        { name, args },
      ) as Promise<Awaited<ReturnType<Bench[K]>>>;

    const results: StoreResult[] = [];
    log(
      `Machine: ${cpus().length} cores, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min) at the start.`,
    );
    log('History import: 50,000 visits × 5 runs…');
    const imports = await measured(() => call('benchHistoryImport', 50_000, 5));
    results.push({
      name: 'history import (50k visits)',
      samples: imports.value,
      cpuMs: imports.cpuMs,
      unit: 'visits/s',
      perSample: 50_000,
      bar: 15_000,
      higherIsBetter: true,
    });
    log('Recording: 1,000 navigations…');
    const navigations = await measured(() => call('benchNavigation', 1_000));
    results.push({
      name: 'record one navigation',
      samples: navigations.value,
      cpuMs: navigations.cpuMs,
      unit: 'ms',
      bar: 5,
    });
    log('Seeding 100,000 visits over 100 days…');
    await call('seed', 100_000, 100);
    const day = await measured(() => call('benchReadDay', 30, 50));
    results.push({
      name: `read one day (${day.value.visits} visits)`,
      samples: day.value.samples,
      cpuMs: day.cpuMs,
      unit: 'ms',
      bar: 20,
    });
    const all = await measured(() => call('benchReadAll', 5));
    results.push({
      name: `read all (${all.value.visits} visits)`,
      samples: all.value.samples,
      cpuMs: all.cpuMs,
      unit: 'ms',
      bar: 1_000,
    });
    printStoreTable(results, json);
    // Other processes share this machine; the load says how far these medians are from an idle run.
    log(
      `Machine: ${cpus().length} cores, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min) at the end.`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
