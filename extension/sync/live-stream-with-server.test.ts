import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, OfflineError, SignedOutError } from '../account/account-api';
import { openStorage, type Storage } from '../../site/server/storage/storage';
import { startNetworkProxy } from '../../site/server/test/network-proxy';
import { freshPgliteDir } from '../../site/server/test/pglite-template';
import { spawnServer, type ServerProcess } from '../../site/server/test/server-process';
import {
  createPostgresDatabase,
  ENGINES,
  sessionTokenIn,
  signInDirectly,
  startTestServer,
  type TestServer,
} from '../../site/server/test/test-server';
import {
  keepSyncStream,
  readSyncStream,
  reconnectDelay,
  RECONNECT_FIRST_MS,
  RECONNECT_MAX_MS,
  type LiveEvent,
} from './live-stream';

const tokenOf = (cookie: string) => cookie.split('=')[1]!;

/** Opens a stream on `origin` and collects its events until `stop()`. */
function listen(origin: string, token: string) {
  const events: LiveEvent['type'][] = [];
  const abort = new AbortController();
  const done = readSyncStream(origin, token, (event) => events.push(event.type), abort.signal);
  return { events, done, stop: () => abort.abort() };
}

describe('reconnectDelay', () => {
  it('doubles from the first wait up to the longest, each between half and all of it', () => {
    expect([1, 2, 3, 4].map((n) => reconnectDelay(n, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(3, () => 0)).toBe(2000);
    expect(reconnectDelay(30, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(1, () => 0)).toBe(RECONNECT_FIRST_MS / 2);
  });
});

describe.each(ENGINES)('the live sync stream on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it("opens with live, tells a device of another device's note and settings, never of its own", async () => {
    const cookie = await signInDirectly(server, 'live-a');
    const other = tokenOf(await signInDirectly(server, 'live-a'));
    const b = listen(server.url, tokenOf(cookie));
    await expect.poll(() => b.events).toEqual(['live']);

    await accountApi(server.url, tokenOf(cookie)).putNotes([{ site: 'own.example', content: 'mine', baseVersion: 0 }]);
    await accountApi(server.url, other).putNotes([{ site: 'other.example', content: 'theirs', baseVersion: 0 }]);
    await expect.poll(() => b.events).toEqual(['live', 'changed']);
    await accountApi(server.url, other).putSettings({ theme: { value: 'dark', at: Date.now() } });
    await expect.poll(() => b.events).toEqual(['live', 'changed', 'changed']);
    // Another account's writes are not this account's news.
    const stranger = tokenOf(await signInDirectly(server, 'live-stranger'));
    await accountApi(server.url, stranger).putNotes([{ site: 'other.example', content: 'not yours', baseVersion: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(b.events).toEqual(['live', 'changed', 'changed']);
    b.stop();
    await b.done;
    await expect.poll(() => server.storage.changes.size()).toBe(0);
  });

  it('refuses a stream without a session with the sign-in sentence', async () => {
    await expect(readSyncStream(server.url, 'not-a-session', () => {}, new AbortController().signal)).rejects.toThrow(
      SignedOutError,
    );
  });
});

/** Starting a server process through tsx takes seconds on a loaded machine. */
const SPAWN_TIMEOUT_MS = 120_000;

describe('live sync streams on server processes of their own, on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let storage: Storage;
  const processes: ServerProcess[] = [];
  const spawn = async () => {
    const server = await spawnServer({ DATABASE_URL: database.url, RATE_LIMIT_API_PER_MINUTE: '0' });
    processes.push(server);
    return server;
  };
  beforeAll(async () => {
    database = await createPostgresDatabase();
    storage = await openStorage({ dataDir: await freshPgliteDir(), databaseUrl: database.url });
  });
  afterAll(async () => {
    for (const server of processes) server.child.kill('SIGKILL');
    await Promise.all(processes.map((server) => server.exited));
    await storage.close();
    await database.drop();
  });

  it(
    'tells a device on one process of a note written through the other',
    async () => {
      const [one, two] = await Promise.all([spawn(), spawn()]);
      const a = await sessionTokenIn(storage, 'two-processes');
      const b = await sessionTokenIn(storage, 'two-processes');
      const onTwo = listen(two.url, b);
      await expect.poll(() => onTwo.events).toEqual(['live']);
      await accountApi(one.url, a).putNotes([{ site: 'across.example', content: 'from process one', baseVersion: 0 }]);
      await expect.poll(() => onTwo.events).toEqual(['live', 'changed']);
      onTwo.stop();
      await onTwo.done;
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'ends them at once when the server stops, so they do not hold its drain',
    async () => {
      const server = await spawn();
      const token = await sessionTokenIn(storage, 'drain');
      const streams = [listen(server.url, token), listen(server.url, token)];
      await expect.poll(() => streams.map((s) => s.events.length)).toEqual([1, 1]);
      const started = performance.now();
      server.child.kill('SIGTERM');
      await Promise.all(streams.map((stream) => stream.done));
      // Far below the 5 s grace period after which the server cuts the connections still open.
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(await server.exited).toBe(0);
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe('the live sync stream, written to many devices', () => {
  it('tells a device once of changes announced while its last event waits to go out', async () => {
    const server = await startTestServer('pglite');
    try {
      const token = tokenOf(await signInDirectly(server, 'burst'));
      const { id } = await server.storage.accounts.upsert({
        subject: 'burst',
        email: 'burst@example.com',
        name: 'burst',
        picture: '',
        refreshToken: null,
      });
      const b = listen(server.url, token);
      await expect.poll(() => b.events).toEqual(['live']);
      // Three writes by another device announced in one turn of the server's event loop: one event says it all.
      await Promise.all([1, 2, 3].map(() => server.storage.changes.publish(id, 'another-device')));
      await expect.poll(() => b.events).toEqual(['live', 'changed']);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(b.events).toEqual(['live', 'changed']);
      // Once that event has gone out, the next change is news again.
      await server.storage.changes.publish(id, 'another-device');
      await expect.poll(() => b.events).toEqual(['live', 'changed', 'changed']);
      b.stop();
      await b.done;
    } finally {
      await server.close();
    }
  });
});

describe('keepSyncStream', () => {
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof startNetworkProxy>>;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    proxy = await startNetworkProxy(server.url);
  });
  afterAll(async () => {
    await proxy.close();
    await server.close();
  });

  it('reconnects with growing waits while the server is unreachable, and is live again once it answers', async () => {
    const token = tokenOf(await signInDirectly(server, 'back-off'));
    const log: string[] = [];
    const waits: number[] = [];
    proxy.setDown(true);
    const keeper = keepSyncStream(
      (onEvent, signal) => readSyncStream(proxy.url, token, onEvent, signal),
      {
        live: () => log.push('live'),
        changed: () => log.push('changed'),
        down: (error, retryInMs) =>
          log.push(error instanceof OfflineError ? `offline ${retryInMs}` : `down ${retryInMs}`),
      },
      // The waits are recorded and shortened, so the test does not sit through them.
      async (ms) => {
        waits.push(ms);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    );
    await expect.poll(() => waits.length).toBeGreaterThanOrEqual(4);
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[0]).toBeLessThanOrEqual(1000);
    expect(waits[3]).toBeGreaterThanOrEqual(4000);
    expect(waits[3]).toBeLessThanOrEqual(8000);
    expect(log.every((line) => line.startsWith('offline'))).toBe(true);
    expect(keeper.isLive()).toBe(false);

    proxy.setDown(false);
    await expect.poll(() => keeper.isLive()).toBe(true);
    expect(log.at(-1)).toBe('live');
    // Cut once more: the count starts over (the first wait again).
    const before = waits.length;
    proxy.setDown(true);
    await expect.poll(() => waits.length).toBeGreaterThan(before);
    expect(waits[before]).toBeLessThanOrEqual(1000);
    keeper.stop();
  });

  it('stops for good when the session is refused', async () => {
    const downs: (number | null)[] = [];
    keepSyncStream((onEvent, signal) => readSyncStream(server.url, 'revoked', onEvent, signal), {
      live: () => {},
      changed: () => {},
      down: (_, retryInMs) => downs.push(retryInMs),
    });
    await expect.poll(() => downs).toEqual([null]);
  });
});
