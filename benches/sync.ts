/**
 * `npm run bench:sync`: the extension's sync in Chromium (real IndexedDB, the extension's own sync code)
 * against the real server, per storage engine (PGlite; PostgreSQL on a throwaway local cluster):
 * the first sync of a device holding 1,000 notes (up), the first sync of a fresh profile holding none of an
 * account's 1,000 notes (issue bar ≤ 2 s), and
 * 10,000 queued command-count increments flushed by one sync (bar ≤ 10 requests). Prints a table
 * (`--json`: machine output). The page is served from the server's own origin through a small proxy that
 * also serves the bundled page, so the page's fetches are same-origin as the extension's are host-permitted.
 * Then live sync's figures (sync-live.ts, on PostgreSQL); `--live-only` runs those alone, `--no-live` leaves them out.
 */
import { rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startPostgresCluster } from '../site/server/test/postgres-cluster';
import { freshPgliteDir } from '../site/server/test/pglite-template';
import { signInDirectly } from '../site/server/test/test-server';
import { startServer } from '../site/server/start-server';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/fixtures/chromium';
import { bundleBenchPage } from './bench-page';
import { median } from './median';
import { benchLiveSync } from './sync-live';

const NOTES = 1_000;
const INCREMENTS = 10_000;
const RUNS = 5;
const json = process.argv.includes('--json');
const log = (line: string) => !json && console.error(line);

/** A server for the page: the bundle at /bench.js, a page at /, everything else forwarded to the API server. */
async function servePage(code: string, api: string): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    if (req.url === '/' || req.url === '/bench.js') {
      res.writeHead(200, { 'content-type': req.url === '/' ? 'text/html' : 'text/javascript' });
      return void res.end(
        req.url === '/'
          ? '<!doctype html><title>bench:sync</title><script type="module">import * as b from "/bench.js"; window.bench = b;</script>'
          : code,
      );
    }
    const { origin: _origin, host: _host, ...headers } = req.headers; // as from the extension's worker: no page origin
    const upstream = request(new URL(req.url ?? '/', api), { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

interface Row {
  engine: string;
  measure: string;
  median: number;
  runs: number[];
  unit: string;
  bar: string;
}

async function benchEngine(engine: 'pglite' | 'postgres', code: string): Promise<Row[]> {
  const cluster = engine === 'postgres' ? await startPostgresCluster({ durable: true }) : undefined;
  const dataDir = await freshPgliteDir();
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    siteDir: '/nonexistent',
    dataDir,
    databaseUrl: cluster?.url,
    env: { RATE_LIMIT_WAITLIST_PER_MINUTE: '0', RATE_LIMIT_AUTH_PER_MINUTE: '0', RATE_LIMIT_API_PER_MINUTE: '0' },
    log: () => {},
  });
  const pageServer = await servePage(code, server.url);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(pageServer.url);
    await page.waitForFunction(() => 'bench' in window);
    type Bench = typeof import('./sync-page');
    const call = <K extends keyof Bench>(name: K, ...args: Parameters<Bench[K]>) =>
      page.evaluate(
        ({ name, args }) =>
          ((window as unknown as { bench: Bench }).bench[name] as (...a: unknown[]) => unknown)(...args),
        { name, args },
      ) as Promise<Awaited<ReturnType<Bench[K]>>>;
    const token = (await signInDirectly(server, `bench-${engine}`)).split('=')[1]!;

    log(`${engine}: a device holding ${NOTES.toLocaleString('en')} notes syncs them up, ${RUNS} accounts…`);
    const uploads = [await call('uploadNotes', token, NOTES)];
    for (let run = 1; run < RUNS; run++) {
      const other = (await signInDirectly(server, `bench-${engine}-${run}`)).split('=')[1]!;
      uploads.push(await call('uploadNotes', other, NOTES));
    }
    const fresh = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await call('syncIntoFreshProfile', token);
      if (result.notes !== NOTES) throw new Error(`a fresh profile got ${result.notes} notes, not ${NOTES}`);
      fresh.push(result);
    }
    log(`${engine}: ${INCREMENTS.toLocaleString('en')} command uses, queued and flushed…`);
    const oneCommand = [];
    const manyCommands = [];
    for (let run = 0; run < RUNS; run++) {
      oneCommand.push(await call('flushCounts', token, INCREMENTS, 1));
      manyCommands.push(await call('flushCounts', token, INCREMENTS, 500));
    }
    for (const result of [...oneCommand, ...manyCommands])
      if (result.waiting !== 0) throw new Error(`${result.waiting} count batches still waiting`);
    return [
      {
        engine,
        measure: `first sync of a device holding ${NOTES.toLocaleString('en')} notes, up (${uploads[0]!.requests} requests)`,
        median: median(uploads.map((r) => r.ms)),
        runs: uploads.map((r) => Math.round(r.ms)),
        unit: 'ms',
        bar: '-',
      },
      {
        engine,
        measure: `first sync of a fresh profile, ${NOTES.toLocaleString('en')} notes (${fresh[0]!.requests} requests)`,
        median: median(fresh.map((r) => r.ms)),
        runs: fresh.map((r) => Math.round(r.ms)),
        unit: 'ms',
        bar: '≤ 2,000 ms',
      },
      {
        engine,
        measure: `${INCREMENTS.toLocaleString('en')} uses of 1 command: count requests`,
        median: median(oneCommand.map((r) => r.countRequests)),
        runs: oneCommand.map((r) => r.countRequests),
        unit: 'requests',
        bar: '≤ 10',
      },
      {
        engine,
        measure: `${INCREMENTS.toLocaleString('en')} uses over 500 commands: count requests`,
        median: median(manyCommands.map((r) => r.countRequests)),
        runs: manyCommands.map((r) => r.countRequests),
        unit: 'requests',
        bar: '≤ 10',
      },
      {
        engine,
        measure: `${INCREMENTS.toLocaleString('en')} uses over 500 commands: sync time`,
        median: median(manyCommands.map((r) => r.ms)),
        runs: manyCommands.map((r) => Math.round(r.ms)),
        unit: 'ms',
        bar: '-',
      },
    ];
  } finally {
    await browser.close();
    pageServer.close();
    await server.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  log('Bundling the sync page…');
  const code = await bundleBenchPage(join(import.meta.dirname, 'sync-page.ts'));
  log(
    `Machine: ${cpus().length} cores, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) at the start.`,
  );
  const liveOnly = process.argv.includes('--live-only');
  const rows = liveOnly ? [] : [...(await benchEngine('pglite', code)), ...(await benchEngine('postgres', code))];
  const live = process.argv.includes('--no-live') ? [] : await benchLiveSync(log);
  if (json) return void console.log(JSON.stringify({ rows, live }, null, 2));
  console.log('| engine | measure | median | runs | bar |\n|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.engine} | ${row.measure} | ${Math.round(row.median).toLocaleString('en')} ${row.unit} | ${row.runs.join(', ')} | ${row.bar} |`,
    );
  console.log('\n| live sync (PostgreSQL) | value | runs | bar |\n|---|---|---|---|');
  for (const row of live)
    console.log(
      `| ${row.measure} | ${Math.round(row.value).toLocaleString('en')} ${row.unit} | ${row.runs.join(', ')} | ${row.bar} |`,
    );
  log(
    `Machine: load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} at the end.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
