import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER, type RequestLogLine } from './http/request-log';
import { migrations } from './storage/migrations';
import { openStorage } from './storage/storage';
import { startAiStandIn, STAND_IN_ANSWER, type AiStandIn } from './test/ai-stand-in';
import { productionDeploy, type ProductionDeploy } from './test/production-deploy';
import { spawnServer, type ServerProcess } from './test/server-process';
import { freshPgliteDir } from './test/pglite-template';
import { createPostgresDatabase, sessionTokenIn } from './test/test-server';

// Each case starts Node processes on the bundle (PGlite's WASM among them): slow on a busy machine.
const SPAWN_TIMEOUT_MS = 120_000;
/** startServer's close() cuts connections still open after this long (FORCE_CLOSE_MS): the grace period. */
const GRACE_MS = 5000;
const AI_KEY = 'sk-stand-in';
const NOTE_SITE = 'private-bank.example';
const MIGRATION_NAMES = Object.keys(migrations({ tokenKey: null }));
const { dependencies } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

let deploy: ProductionDeploy;
let standIn: AiStandIn;
beforeAll(async () => {
  deploy = productionDeploy();
  standIn = await startAiStandIn(AI_KEY);
}, SPAWN_TIMEOUT_MS);
afterAll(async () => {
  await standIn.close();
  rmSync(deploy.dir, { recursive: true, force: true });
});

/** Starts the bundle as production does: plain Node on dist/server/main.js in the deploy folder, NODE_ENV=production. */
const startBundle = (env: NodeJS.ProcessEnv) =>
  spawnServer(
    {
      NODE_ENV: 'production',
      AI_BASE_URL: standIn.url,
      AI_API_KEY: AI_KEY,
      AI_MODEL: 'stand-in-model',
      RATE_LIMIT_WAITLIST_PER_MINUTE: '0',
      ...env,
    },
    deploy.entry,
    [],
    deploy.dir,
  );

/** The JSON request log lines a server process wrote. */
const requestLines = (server: ServerProcess): RequestLogLine[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as RequestLogLine);

/** An account with a live session, made in the database the server uses; its bearer token. */
async function sessionIn(databaseUrl: string, subject: string): Promise<string> {
  const storage = await openStorage({ dataDir: '/nonexistent', databaseUrl });
  try {
    return await sessionTokenIn(storage, subject);
  } finally {
    await storage.close();
  }
}

/** Opens a /chat stream like the extension; `events` yields each event as it arrives. */
async function openChat(url: string, bearer: string) {
  const response = await fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content: 'Tell me a long story' }] }),
  });
  expect(response.status).toBe(200);
  const reader = response
    .body!.pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>)
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  return { response, next: () => reader.read() };
}

describe('the bundle (dist/server, npm run build)', () => {
  it("holds no TypeScript and imports nothing but Node's modules and package.json's dependencies", () => {
    const dir = join(deploy.dir, 'dist', 'server');
    const files = readdirSync(dir);
    expect(files).toContain('main.js');
    expect(files.filter((file) => file.endsWith('.ts'))).toEqual([]);
    const imported = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(dir, file), 'utf8');
      for (const match of code.matchAll(/(?:^import [^'"]*|\bimport\()["']([^"'./][^"']*)["']/gm))
        imported.add(match[1]!);
    }
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const outside = [...imported].filter(
      (specifier) =>
        !specifier.startsWith('node:') &&
        !builtinModules.includes(specifier) &&
        !(packageOf(specifier) in dependencies),
    );
    expect(outside).toEqual([]);
    expect([...imported]).toEqual(expect.arrayContaining(['hono', 'kysely', 'pg', '@electric-sql/pglite']));
  });
});

describe('the bundled server with only the production dependencies installed', () => {
  it("has no dev dependency to load (node_modules lacks tsx, TypeScript, Vite and WXT) and package.json's postinstall passes without them", () => {
    const installed = readdirSync(join(deploy.dir, 'node_modules'));
    expect(installed).toEqual(expect.arrayContaining(['hono', 'kysely', 'pg']));
    for (const dev of ['tsx', 'typescript', 'vite', 'vitest', 'wxt']) expect(installed).not.toContain(dev);
    // `npm ci --omit=dev` runs the root package's postinstall (`wxt prepare` where WXT is installed).
    const postinstall = spawnSync('npm', ['run', 'postinstall'], { cwd: deploy.dir, encoding: 'utf8' });
    expect(postinstall.stderr).not.toContain('not found');
    expect(postinstall.status).toBe(0);
  });

  it(
    'on PGlite, finds its wasm, migrates an empty data folder and answers live, ready and a waitlist write',
    async () => {
      const dataDir = await freshPgliteDir();
      const server = await startBundle({ DATA_DIR: dataDir });
      try {
        expect(server.output()).toContain(`Database migrated to ${MIGRATION_NAMES.at(-1)}: applied 001-initial`);
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({ ok: true, database: 'pglite' });
        const joined = await fetch(`${server.url}/api/waitlist`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ email: 'bundle@example.com' }),
        });
        expect(await joined.json()).toEqual({ ok: true, alreadyExists: false });
      } finally {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'on PostgreSQL, passes the API smoke tests and logs one JSON line per request with its id and nothing private',
    async () => {
      const database = await createPostgresDatabase();
      const server = await startBundle({
        DATABASE_URL: database.url,
        TRUST_PROXY: '1',
        PUBLIC_ORIGIN: 'https://intently.example',
      });
      try {
        const bearer = await sessionIn(database.url, 'smoke');
        const auth = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
        const client = { 'x-forwarded-for': '203.0.113.77', 'x-forwarded-proto': 'https' };
        const ids: string[] = [];
        const call = async (path: string, init: RequestInit = {}) => {
          const response = await fetch(server.url + path, { ...init, headers: { ...client, ...init.headers } });
          ids.push(response.headers.get(REQUEST_ID_HEADER) ?? 'none');
          return response;
        };
        expect(await (await call('/api/ready')).json()).toEqual({ ok: true, database: 'postgres' });
        expect((await call('/api/me', { headers: auth })).status).toBe(200);
        const note = `/api/sync/notes/${encodeURIComponent(NOTE_SITE)}?from=${NOTE_SITE}`;
        const saved = await call(note, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify({ content: 'my balance', baseVersion: 0 }),
        });
        expect(saved.status).toBe(200);
        const read = await call(`/api/sync/notes/${encodeURIComponent(NOTE_SITE)}`, { headers: auth });
        expect(await read.json()).toMatchObject({ note: { content: 'my balance' } });
        // Live sync's stream is written straight to Node's response: headers and id as any other, and its line once closed.
        const closeStream = new AbortController();
        const stream = await call('/api/sync/stream', { headers: auth, signal: closeStream.signal });
        expect(stream.headers.get('content-type')).toBe('text/event-stream');
        expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
        const first = await stream.body!.getReader().read();
        expect(new TextDecoder().decode(first.value)).toBe('event: live\ndata: {"heartbeatSeconds":20}\n\n');
        closeStream.abort();
        const chat = await openChat(server.url, bearer);
        ids.push(chat.response.headers.get(REQUEST_ID_HEADER) ?? 'none');
        let text = '';
        for (let event = await chat.next(); !event.done; event = await chat.next())
          if (event.value.event === 'text') text += (JSON.parse(event.value.data) as { text: string }).text;
        expect(text).toBe(STAND_IN_ANSWER);
        expect((await call('/api/nothing-here', { headers: { cookie: `intently_session=${bearer}` } })).status).toBe(
          404,
        );

        await expect.poll(() => requestLines(server).length).toBe(ids.length);
        const lines = requestLines(server);
        expect(lines.map((line) => line.id).sort()).toEqual([...ids].sort());
        expect(new Set(ids).size).toBe(ids.length);
        expect(lines.map((line) => [line.method, line.route, line.status])).toEqual(
          expect.arrayContaining([
            ['GET', '/api/ready', 200],
            ['GET', '/api/me', 200],
            ['PUT', '/api/sync/notes/:site', 200],
            ['GET', '/api/sync/notes/:site', 200],
            ['POST', '/api/chat', 200],
            ['GET', '/api/sync/stream', 200],
            ['GET', '/api/*', 404],
          ]),
        );
        for (const line of lines) {
          expect(Object.keys(line).sort()).toEqual(['id', 'method', 'ms', 'route', 'status', 'time']);
          expect(line.ms).toBeGreaterThanOrEqual(0);
        }
        const logged = server.output();
        for (const secret of ['private-bank', 'balance', bearer, '203.0.113.77', 'from=', 'Tell me', 'café'])
          expect(logged).not.toContain(secret);

        // A 500's line names where in our TypeScript it was thrown: the bundle's source map is applied.
        await database.drop();
        expect(
          (await call(note, { method: 'PUT', headers: auth, body: '{"content":"x","baseVersion":1}' })).status,
        ).toBe(500);
        await expect
          .poll(() => server.output())
          .toMatch(/^Unexpected .* on PUT \/api\/sync\/notes\/:site at site\/server\/[\w/.-]+\.ts:\d+\.$/m);
      } finally {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        await database.drop();
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('three bundled processes started together on one empty PostgreSQL', () => {
  it(
    "migrate it once: one applies every migration under Kysely's lock, the other two find it up to date",
    async () => {
      const database = await createPostgresDatabase();
      const servers = await Promise.all([1, 2, 3].map(() => startBundle({ DATABASE_URL: database.url })));
      try {
        const applied = servers.filter((server) =>
          server
            .output()
            .includes(`Database migrated to ${MIGRATION_NAMES.at(-1)}: applied ${MIGRATION_NAMES.join(', ')}.`),
        );
        const upToDate = servers.filter((server) =>
          server.output().includes(`Database schema is up to date (${MIGRATION_NAMES.at(-1)}): no migration to apply.`),
        );
        expect([applied.length, upToDate.length]).toEqual([1, 2]);
        const client = new pg.Client(database.url);
        await client.connect();
        const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
        await client.end();
        expect(rows.map((row) => row.name)).toEqual(MIGRATION_NAMES);
        for (const server of servers) expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      } finally {
        for (const server of servers) server.child.kill('SIGTERM');
        expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0, 0]);
        await database.drop();
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('SIGTERM to the bundled server with a /chat stream open', () => {
  it(
    'refuses new connections, ends the stream with its done event, and exits 0 within the grace period',
    async () => {
      const database = await createPostgresDatabase();
      const server = await startBundle({ DATABASE_URL: database.url });
      try {
        const bearer = await sessionIn(database.url, 'drain');
        // The answer in pieces 10 ms apart: the stream is still going for a second or more after SIGTERM.
        standIn.next({ kind: 'slow', pauseMs: 10 });
        const chat = await openChat(server.url, bearer);
        const events: string[] = [];
        let text = '';
        let doneAt = 0;
        const readAll = (async () => {
          for (let event = await chat.next(); !event.done; event = await chat.next()) {
            events.push(event.value.event ?? 'message');
            if (event.value.event === 'done') doneAt = performance.now();
            if (event.value.event === 'text') text += (JSON.parse(event.value.data) as { text: string }).text;
          }
        })();
        await expect.poll(() => events.includes('text')).toBe(true);
        const textsBefore = events.filter((event) => event === 'text').length;
        const sent = performance.now();
        server.child.kill('SIGTERM');
        const exitTime = server.exited.then(() => performance.now());
        await expect
          .poll(() =>
            fetch(`${server.url}/api/health`).then(
              () => 'answered',
              () => 'refused',
            ),
          )
          .toBe('refused');
        await readAll;
        const code = await server.exited;
        const exitedAt = await exitTime;
        const elapsed = Math.round(exitedAt - sent);
        console.log(
          `SIGTERM to exit with a /chat stream open: ${elapsed} ms (grace period ${GRACE_MS} ms), of which the stream's end to exit: ${Math.round(exitedAt - doneAt)} ms.`,
        );
        expect(code).toBe(0);
        expect(events.filter((event) => event === 'text').length).toBeGreaterThan(textsBefore);
        expect(text).toBe(STAND_IN_ANSWER);
        expect(events.at(-1)).toBe('done');
        expect(elapsed).toBeLessThan(GRACE_MS);
        expect(requestLines(server).find((line) => line.route === '/api/chat')).toMatchObject({ status: 200 });
      } finally {
        server.child.kill('SIGKILL');
        await database.drop();
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});
