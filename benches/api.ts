// `npm run bench:api`: throughput and latency of the API server (site/server) on PGlite and PostgreSQL.
// Spawns the real server (main.ts) per engine and drives it with autocannon over HTTP keep-alive.
// Flags: --duration <s> (10), --connections <n> (50), --engine pglite|postgres (both), --json.
// PostgreSQL: BENCH_DATABASE_URL, or a throwaway local cluster with default (fsync on) settings.
// Rate limits are on, as in production, but too high to refuse anything: the cost of counting every request
// is measured, with one client address per connection (behind a trusted proxy) as many users would send.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon, { type Request, type Result } from 'autocannon';
import { newSessionToken } from '../site/server/auth/session-token';
import type { DatabaseKind } from '../site/server/storage/database';
import { openStorage } from '../site/server/storage/storage';
import { startPostgresCluster } from '../site/server/test/postgres-cluster';
import { spawnServer } from '../site/server/test/server-process';
import { freshPgliteDir } from '../site/server/test/test-server';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
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
  const row = toRow('-', 'baseline: bare node:http, no framework or database', result, cpuMs(child.pid) - before);
  child.kill();
  return row;
}

function toRow(engine: Row['engine'], scenario: string, result: Result, cpu: number): Row {
  return {
    engine,
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // Contention-proof cost: CPU the server process spent per answered request (PostgreSQL's own CPU not included).
    serverCpuMsPerRequest: Math.round((cpu / Math.max(1, result.requests.total)) * 1000) / 1000,
  };
}

async function benchEngine(engine: DatabaseKind, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = await freshPgliteDir();
  // Signed-in accounts for the sync scenarios, one per connection (many users syncing, not one user's hot row),
  // created before the server opens the (single-process) PGlite. They call as the extension does: a bearer token.
  const storage = await openStorage({ dataDir, databaseUrl });
  const tokens: string[] = [];
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
    tokens.push(session.token);
  }
  await storage.close();

  const server = await spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    TRUST_PROXY: '1',
    RATE_LIMIT_WAITLIST_PER_MINUTE: UNREACHED_LIMIT,
    RATE_LIMIT_API_PER_MINUTE: UNREACHED_LIMIT,
  });
  const headers = { 'content-type': 'application/json', origin: server.url };
  let sent = 0;
  const signIn = (request: Request): Request => {
    const client = sent++ % tokens.length;
    return {
      ...request,
      headers: {
        ...request.headers,
        authorization: `Bearer ${tokens[client]!}`,
        'x-forwarded-for': `10.0.${client >> 8}.${client & 255}`,
      },
    };
  };
  const rows: Row[] = [];
  try {
    progress(`${engine}: warming up`);
    await autocannon({ url: `${server.url}/api/health`, connections: 10, duration: 2 });
    for (const scenario of SCENARIOS) {
      progress(`${engine}: ${scenario.name} for ${flags.duration} s with ${flags.connections} connections`);
      const before = cpuMs(server.child.pid);
      const result = await autocannon({
        url: server.url,
        headers,
        requests: [{ method: scenario.method, path: scenario.path, body: scenario.body, setupRequest: signIn }],
        idReplacement: true,
        ...autocannonOptions(),
      });
      rows.push(toRow(engine, scenario.name, result, cpuMs(server.child.pid) - before));
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const header = ['engine', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'server CPU ms/req'];
  const lines = rows.map((r) =>
    [r.engine, r.scenario, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.non2xx, r.errors, r.serverCpuMsPerRequest].map(
      String,
    ),
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
