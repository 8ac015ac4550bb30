// `npm run bench:api`: throughput and latency of the API server (site/server) on PGlite and PostgreSQL.
// Spawns the real server per engine twice, with limits on and off (benches/api-server.ts), and drives each
// scenario against both back to back with autocannon over HTTP keep-alive, so a change in the machine's load
// touches both alike. Flags: --duration <s> (10), --connections <n> (50), --engine pglite|postgres (both),
// --rounds <n> (1: each scenario on and off that many times, alternating which goes first; the table shows
// medians), --scenario <part of its name> (all), --json.
// PostgreSQL: BENCH_DATABASE_URL, or a throwaway local cluster with default (fsync on) settings.
// Limits on: rate limits as in production but too high to refuse anything, with one client address per
// connection (behind a trusted proxy) as many users would send, and the account quotas; limits off: neither.
// The `on` rows say what the limits cost: their throughput below the `off` row's.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Request, type Result } from 'autocannon';
import { newSessionToken } from '../site/server/auth/session-token';
import type { DatabaseKind } from '../site/server/storage/database';
import { openStorage } from '../site/server/storage/storage';
import { startPostgresCluster } from '../site/server/test/postgres-cluster';
import { spawnServer } from '../site/server/test/server-process';
import { freshPgliteDir } from '../site/server/test/pglite-template';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '1' },
    scenario: { type: 'string' },
    engine: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

interface Scenario {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  body: string;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'waitlist POST (new email)',
    method: 'POST',
    path: '/api/waitlist',
    body: '{"email":"bench-[<id>]@example.com"}',
  },
  {
    name: 'sync PUT note (new site)',
    method: 'PUT',
    path: '/api/sync/notes/site-[<id>]',
    body: '{"content":"Read chapter 3 before Friday.","baseVersion":0}',
  },
  {
    name: 'sync PUT settings (3 keys)',
    method: 'PUT',
    path: '/api/sync/settings',
    body: '{"settings":{"tracking.readingStats":{"value":true,"at":1767225600000},"bar.theme":{"value":"dark","at":1767225600000},"limit:youtube.com":{"value":120,"at":1767225600000}}}',
  },
  {
    name: 'sync POST command counts',
    method: 'POST',
    path: '/api/sync/commands',
    body: '{"increments":{"/note":1,"/timer":2,"/group":1}}',
  },
];

/** One measured row of the table. */
interface Row {
  engine: DatabaseKind | '-';
  scenario: string;
  /** Rate limits and quotas on (as in production) or off; '-' for the baseline. */
  limits: 'on' | 'off' | '-';
  /** With limits on: throughput lost against the same scenario with limits off, in percent. */
  costPercent: number | null;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  serverCpuMsPerRequest: number;
}

/** A per-minute limit no run reaches, so limits are counted but never refuse a request. */
const UNREACHED_LIMIT = '1000000000';

const progress = (line: string) => process.stderr.write(`${line}\n`);

/** CPU time (user + system, ms) a process has used so far; Linux only, else 0. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime in 100 Hz ticks
  } catch {
    return 0;
  }
}

const autocannonOptions = () => ({ connections: Number(flags.connections), duration: Number(flags.duration) });

/** Calibration on a shared machine: the same load against a bare node:http server that answers fixed JSON. */
async function benchBareNode(): Promise<Row> {
  const code =
    "require('node:http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end('{\"ok\":true}')}).listen(0,'127.0.0.1',function(){console.log('listening on http://127.0.0.1:'+this.address().port)})";
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve) =>
    child.stdout.once('data', (d: Buffer) => resolve(/listening on (\S+)/.exec(d.toString())![1]!)),
  );
  progress(`baseline: bare node:http for ${flags.duration} s with ${flags.connections} connections`);
  const before = cpuMs(child.pid);
  const result = await autocannon({ url, ...autocannonOptions() });
  const row = toRow('-', 'baseline: bare node:http, no framework or database', '-', result, cpuMs(child.pid) - before);
  child.kill();
  return row;
}

function toRow(engine: Row['engine'], scenario: string, limits: Row['limits'], result: Result, cpu: number): Row {
  return {
    engine,
    scenario,
    limits,
    costPercent: null,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // Contention-proof cost: CPU the server process spent per answered request (PostgreSQL's own CPU not included).
    serverCpuMsPerRequest: Math.round((cpu / Math.max(1, result.requests.total)) * 1000) / 1000,
  };
}

/** The median of each figure over a scenario's rounds (errors and refusals: their sum). */
function medianRow(rounds: Row[]): Row {
  const median = (pick: (row: Row) => number) => {
    const sorted = rounds.map(pick).sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const sum = (pick: (row: Row) => number) => rounds.reduce((total, row) => total + pick(row), 0);
  return {
    ...rounds[0]!,
    requestsPerSecond: Math.round(median((r) => r.requestsPerSecond)),
    p50Ms: median((r) => r.p50Ms),
    p99Ms: median((r) => r.p99Ms),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    serverCpuMsPerRequest: median((r) => r.serverCpuMsPerRequest),
  };
}

/** The bench's server: main.ts's, with limits on, or without them (benches/api-server.ts). */
const SERVER_ENTRY = resolve(import.meta.dirname, 'api-server.ts');

async function benchEngine(engine: DatabaseKind, databaseUrl: string | undefined): Promise<Row[]> {
  // PGlite is one process's database: each server has its own. PostgreSQL: both share one, as processes would.
  const dataDirs = { on: await freshPgliteDir(), off: await freshPgliteDir() };
  // Signed-in accounts for the sync scenarios, one per connection (many users syncing, not one user's hot row),
  // created before the servers open their (single-process) PGlite. They call as the extension does: a bearer token.
  const tokens = { on: [] as string[], off: [] as string[] };
  for (const limits of ['on', 'off'] as const) {
    if (databaseUrl && limits === 'off') {
      tokens.off = tokens.on;
      break;
    }
    const storage = await openStorage({ dataDir: dataDirs[limits], databaseUrl });
    for (let i = 0; i < Number(flags.connections); i++) {
      const account = await storage.accounts.upsert({
        subject: `bench-${Date.now()}-${i}`,
        email: `bench${i}@example.com`,
        name: 'Bench',
        picture: '',
        refreshToken: null,
      });
      const session = newSessionToken();
      await storage.accounts.createSession(account.id, session.hash, new Date(Date.now() + 86_400_000));
      tokens[limits].push(session.token);
    }
    await storage.close();
  }

  const env = (limits: 'on' | 'off') => ({
    DATA_DIR: dataDirs[limits],
    DATABASE_URL: databaseUrl ?? '',
    TRUST_PROXY: '1',
    RATE_LIMIT_WAITLIST_PER_MINUTE: UNREACHED_LIMIT,
    RATE_LIMIT_API_PER_MINUTE: UNREACHED_LIMIT,
  });
  const servers = {
    on: await spawnServer(env('on'), SERVER_ENTRY),
    off: await spawnServer(env('off'), SERVER_ENTRY, ['--without-limits']),
  };
  let sent = 0;
  const signIn =
    (limits: 'on' | 'off') =>
    (request: Request): Request => {
      const client = sent++ % tokens[limits].length;
      return {
        ...request,
        headers: {
          ...request.headers,
          authorization: `Bearer ${tokens[limits][client]!}`,
          'x-forwarded-for': `10.0.${client >> 8}.${client & 255}`,
        },
      };
    };
  const rows: Row[] = [];
  try {
    const scenarios = SCENARIOS.filter((s) => !flags.scenario || s.name.includes(flags.scenario));
    /** One run of `scenario` against the server with `limits`, as autocannon measures it. */
    const load = (scenario: Scenario, limits: 'on' | 'off', duration: number) =>
      autocannon({
        url: servers[limits].url,
        headers: { 'content-type': 'application/json', origin: servers[limits].url },
        requests: [{ method: scenario.method, path: scenario.path, body: scenario.body, setupRequest: signIn(limits) }],
        idReplacement: true,
        ...autocannonOptions(),
        duration,
      });
    // Every route each server will answer, for 2 s: the first measured run is not the one that warms up V8.
    for (const limits of ['on', 'off'] as const) {
      progress(`${engine}: warming up the server with limits ${limits}`);
      for (const scenario of scenarios) await load(scenario, limits, 2);
    }
    for (const scenario of scenarios) {
      const measured: Record<'on' | 'off', Row[]> = { on: [], off: [] };
      for (let round = 0; round < Number(flags.rounds); round++) {
        // Each round swaps which runs first, so a drift in the machine's load touches both alike.
        for (const limits of round % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
          const server = servers[limits];
          progress(
            `${engine}: ${scenario.name}, limits ${limits}, round ${round + 1}, for ${flags.duration} s with ${flags.connections} connections`,
          );
          const before = cpuMs(server.child.pid);
          const result = await load(scenario, limits, Number(flags.duration));
          const row = toRow(engine, scenario.name, limits, result, cpuMs(server.child.pid) - before);
          progress(
            `  ${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms, ${row.serverCpuMsPerRequest} server CPU ms/req`,
          );
          measured[limits].push(row);
        }
      }
      const [on, off] = [medianRow(measured.on), medianRow(measured.off)];
      on.costPercent = Math.round((1 - on.requestsPerSecond / Math.max(1, off.requestsPerSecond)) * 1000) / 10;
      rows.push(on, off);
    }
  } finally {
    for (const server of Object.values(servers)) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    for (const dataDir of Object.values(dataDirs)) rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const header = [
    'engine',
    'scenario',
    'limits',
    'req/s',
    'cost of limits',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'server CPU ms/req',
  ];
  const lines = rows.map((r) =>
    [
      r.engine,
      r.scenario,
      r.limits,
      r.requestsPerSecond,
      r.costPercent === null ? '' : `${r.costPercent} %`,
      r.p50Ms,
      r.p99Ms,
      r.non2xx,
      r.errors,
      r.serverCpuMsPerRequest,
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log([format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n'));
}

const engines: DatabaseKind[] = flags.engine ? [flags.engine as DatabaseKind] : ['pglite', 'postgres'];
const rows: Row[] = [await benchBareNode()];
for (const engine of engines) {
  if (engine === 'postgres') {
    const cluster = process.env.BENCH_DATABASE_URL ? undefined : await startPostgresCluster({ durable: true });
    try {
      rows.push(...(await benchEngine(engine, process.env.BENCH_DATABASE_URL ?? cluster!.url)));
    } finally {
      cluster?.stop();
    }
  } else {
    rows.push(...(await benchEngine(engine, undefined)));
  }
}
if (flags.json) console.log(JSON.stringify(rows, null, 2));
else printTable(rows);
