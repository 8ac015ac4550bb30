/**
 * Live sync's part of `npm run bench:sync` (issue 38), on PostgreSQL (the engine that runs several processes):
 * - a change on device A visible on device B, from A's local save (A's debounce, its sync, the notify, B's event and
 *   B's sync) to the text in B's database, with both devices on one server process and on two;
 * - 5,000 idle live streams on one server process: its memory, how long a notify takes to reach all of them (p50
 *   and p95 over every stream and several notifies), and the CPU time the server spent on each fan-out (which a
 *   loaded machine does not inflate, unlike the wall-clock times);
 * Every server is a separate Node process as production runs it (the bundle, dist/server/main.js, when built; main.ts
 * through tsx otherwise), with NODE_ENV=production. The devices are the extension's own sync code (sync-now.ts,
 * live-stream.ts) on fake-indexeddb in this process.
 */
import 'fake-indexeddb/auto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { request } from 'node:http';
import { accountApi } from '../extension/account/account-api';
import { saveNote } from '../extension/commands/note/notes';
import { AccountDb } from '../extension/storage/account-db';
import { IntentlyDb } from '../extension/storage/db';
import { ToolsDb } from '../extension/storage/tools-db';
import { keepSyncStream, readSyncStream } from '../extension/sync/live-stream';
import { SYNC_DEBOUNCE_MS } from '../extension/sync/sync-scheduler';
import { syncNow, type SyncDatabases } from '../extension/sync/sync-now';
import { startPostgresCluster } from '../site/server/test/postgres-cluster';
import { spawnServer, type ServerProcess } from '../site/server/test/server-process';
import { freshPgliteDir } from '../site/server/test/pglite-template';
import { sessionTokenIn } from '../site/server/test/test-server';
import { openStorage, type Storage } from '../site/server/storage/storage';

/** A bench figure: its median or p95, every run, and the bar. */
export interface LiveRow {
  measure: string;
  value: number;
  runs: number[];
  unit: string;
  bar: string;
}

const CHANGES = 20;
const STREAMS = 5_000;
const NOTIFIES = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(values.length * p) - 1]!;
const p95 = (values: number[]) => percentile(values, 0.95);

/** A server process on PostgreSQL at `databaseUrl`, run as production runs it. */
function serverProcess(databaseUrl: string): Promise<ServerProcess> {
  const bundle = resolve('dist/server/main.js');
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_API_PER_MINUTE: '0', NODE_ENV: 'production' };
  return existsSync(bundle) ? spawnServer(env, bundle, [], process.cwd()) : spawnServer(env);
}

/** A process's CPU time so far (user and system), in seconds, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks of 1/100 s
}

let devices = 0;
function device(): SyncDatabases {
  devices++;
  return {
    account: new AccountDb(`live-bench-account-${devices}`),
    tools: new ToolsDb(`live-bench-tools-${devices}`),
    tracker: new IntentlyDb(`live-bench-tracker-${devices}`),
  };
}

/** An account with `n` sessions, made in the database; answers their tokens. */
async function sessions(storage: Storage, subject: string, n: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) tokens.push(await sessionTokenIn(storage, subject));
  return tokens;
}

/** A on `aUrl`, B on `bUrl`: milliseconds from A's save to B's database holding the text, CHANGES times. */
async function changeToOtherDevice(aUrl: string, bUrl: string, [aToken, bToken]: string[]): Promise<number[]> {
  const a = device();
  const b = device();
  const apiA = accountApi(aUrl, aToken!);
  const apiB = accountApi(bUrl, bToken!);
  await syncNow(a, apiA, Date.now);
  await syncNow(b, apiB, Date.now);
  let running: Promise<unknown> = Promise.resolve();
  let queued = false;
  // B as the scheduler runs it: a sync per event, one at a time, events while one waits being that one.
  const bSync = () => {
    if (queued) return;
    queued = true;
    running = running.then(() => {
      queued = false;
      return syncNow(b, apiB, Date.now);
    });
  };
  let live = false;
  const stream = keepSyncStream((onEvent, signal) => readSyncStream(bUrl, bToken!, onEvent, signal), {
    live: () => (live = true),
    changed: bSync,
    down: () => (live = false),
  });
  while (!live) await sleep(10);
  const times: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    const text = `change ${i} at ${Date.now()}`;
    const started = performance.now();
    await saveNote(a.tools, 'live.example', text, Date.now());
    await sleep(SYNC_DEBOUNCE_MS); // A's scheduler waits this long after a change
    await syncNow(a, apiA, Date.now);
    while ((await b.tools.notes.get('live.example'))?.text !== text) await sleep(5);
    times.push(performance.now() - started);
    await sleep(200);
  }
  stream.stop();
  return times;
}

/** Opens one raw stream; calls `changed` at each `changed` event. */
function openRawStream(url: string, token: string, changed: () => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/api/sync/stream`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        let opened = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (!opened && chunk.includes('event: live')) {
            opened = true;
            resolve(() => req.destroy());
          }
          if (chunk.includes('event: changed')) changed();
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * 5,000 streams on one server process of their own: its resident memory, and the fan-out of NOTIFIES notes to all
 * of them (each stream's arrival time, and the server's CPU time from the write to the last arrival).
 */
async function idleStreams(databaseUrl: string, storage: Storage) {
  const server = await serverProcess(databaseUrl);
  try {
    const rss = () =>
      Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) * 1024;
    const before = rss();
    const [writer, listener] = await sessions(storage, 'live-fan-out', 2);
    const closers: (() => void)[] = [];
    let sentAt = 0;
    const arrivals: number[] = [];
    for (let i = 0; i < STREAMS; i += 250) {
      closers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(250, STREAMS - i) }, () =>
            openRawStream(server.url, listener!, () => arrivals.push(performance.now() - sentAt)),
          ),
        )),
      );
    }
    await sleep(2_000);
    const withStreams = rss();
    const api = accountApi(server.url, writer!);
    const fanOuts: number[] = [];
    const cpu: number[] = [];
    const all: number[] = [];
    for (let i = 0; i < NOTIFIES; i++) {
      arrivals.length = 0;
      const cpuBefore = cpuSeconds(server.child.pid!);
      sentAt = performance.now();
      await api.putNotes([{ site: 'fan-out.example', content: `notify ${i}`, baseVersion: i }]);
      const deadline = performance.now() + 30_000;
      while (arrivals.length < STREAMS && performance.now() < deadline) await sleep(5);
      if (arrivals.length < STREAMS) throw new Error(`only ${arrivals.length} of ${STREAMS} streams heard notify ${i}`);
      cpu.push(cpuSeconds(server.child.pid!) - cpuBefore);
      fanOuts.push(Math.max(...arrivals));
      all.push(...arrivals);
      await sleep(500);
    }
    for (const close of closers) close();
    return { before, withStreams, p50: percentile(all, 0.5), p95: p95(all), fanOuts, cpu };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** Every live-sync figure. */
export async function benchLiveSync(log: (line: string) => void): Promise<LiveRow[]> {
  const cluster = await startPostgresCluster({ durable: true });
  // This process makes the accounts and sessions in the database directly; the servers are processes of their own.
  const storage = await openStorage({ dataDir: await freshPgliteDir(), databaseUrl: cluster.url });
  const servers: ServerProcess[] = [];
  try {
    servers.push(await serverProcess(cluster.url), await serverProcess(cluster.url));
    log(`live: a change on A seen on B, ${CHANGES} times, one process then two…`);
    const oneProcess = await changeToOtherDevice(servers[0]!.url, servers[0]!.url, await sessions(storage, 'one', 2));
    const twoProcesses = await changeToOtherDevice(servers[0]!.url, servers[1]!.url, await sessions(storage, 'two', 2));
    log(`live: ${STREAMS.toLocaleString('en')} idle streams on one server process…`);
    const idle = await idleStreams(cluster.url, storage);
    const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
    const cpuMs = idle.cpu.map((seconds) => Math.round(seconds * 1000));
    return [
      {
        measure: 'a change on A visible on B, one server process: p95',
        value: p95(oneProcess),
        runs: oneProcess.map(Math.round),
        unit: 'ms',
        bar: '≤ 2,000 ms',
      },
      {
        measure: 'a change on A visible on B, two server processes: p95',
        value: p95(twoProcesses),
        runs: twoProcesses.map(Math.round),
        unit: 'ms',
        bar: '≤ 3,000 ms',
      },
      {
        measure: `${STREAMS.toLocaleString('en')} idle live streams on one server process: its memory (before: ${mb(idle.before)} MB)`,
        value: mb(idle.withStreams),
        runs: [mb(idle.withStreams)],
        unit: 'MB',
        bar: '≤ 300 MB',
      },
      {
        measure: `a notify fanned out to all ${STREAMS.toLocaleString('en')} streams: p50 (runs: slowest stream per notify)`,
        value: idle.p50,
        runs: idle.fanOuts.map(Math.round),
        unit: 'ms',
        bar: 'no bar',
      },
      {
        measure: `a notify fanned out to all ${STREAMS.toLocaleString('en')} streams: p95 (runs: slowest stream per notify)`,
        value: idle.p95,
        runs: idle.fanOuts.map(Math.round),
        unit: 'ms',
        bar: '≤ 500 ms',
      },
      {
        measure: `the server's CPU time for one fan-out to ${STREAMS.toLocaleString('en')} streams: median (runs: each notify)`,
        value: percentile(cpuMs, 0.5),
        runs: cpuMs,
        unit: 'ms',
        bar: 'no bar',
      },
    ];
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await storage.close();
    cluster.stop();
  }
}
