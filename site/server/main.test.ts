import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionToken } from './auth/session-token';
import { openStorage } from './storage/storage';
import { spawnServer } from './test/server-process';
import { freshPgliteDir } from './test/pglite-template';
import { createPostgresDatabase, ENGINES } from './test/test-server';

// Each case starts Node processes (tsx, PGlite's WASM): slow on a busy machine.
const SPAWN_TIMEOUT_MS = 120_000;

const post = (url: string, path: string, body: unknown, cookie?: string) =>
  fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe('main.ts (npm start)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await freshPgliteDir();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'prints its URL and missing secrets, stops cleanly on SIGTERM and SIGINT, and a second start reuses the data',
    async () => {
      const first = await spawnServer({ DATA_DIR: dataDir });
      expect(first.output()).toMatch(/^Intently server listening on http:\/\/127\.0\.0\.1:\d+ \(database: pglite\)$/m);
      expect(first.output()).toContain(
        'Sign-in is not configured on this server: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and AUTH_REDIRECT_URIS.',
      );
      expect(await (await post(first.url, '/api/waitlist', { email: 'kept@example.com' })).json()).toEqual({
        ok: true,
        alreadyExists: false,
      });
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = await spawnServer({ DATA_DIR: dataDir });
      expect(await (await post(second.url, '/api/waitlist', { email: 'kept@example.com' })).json()).toEqual({
        ok: true,
        alreadyExists: true,
      });
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe.each(ENGINES)('killing the server during a burst of writes on %s', (engine) => {
  it(
    'loses no acknowledged write',
    async () => {
      const dataDir = await freshPgliteDir();
      const postgres = engine === 'postgres' ? await createPostgresDatabase() : undefined;
      const where = { dataDir, databaseUrl: postgres?.url };
      // Prepare a signed-in account before the server runs (PGlite allows one process at a time).
      const setup = await openStorage(where);
      const account = await setup.accounts.upsert({
        subject: 'burst',
        email: 'burst@example.com',
        name: '',
        picture: '',
        refreshToken: null,
      });
      const session = newSessionToken();
      await setup.accounts.createSession(account.id, session.hash, new Date(Date.now() + 3_600_000));
      await setup.close();

      const server = await spawnServer({
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url ?? '',
        RATE_LIMIT_WAITLIST_PER_MINUTE: '0',
        RATE_LIMIT_API_PER_MINUTE: '0',
      });
      const cookie = `intently_session=${session.token}`;
      const ackedEmails: string[] = [];
      let ackedIncrements = 0;
      let sent = 0;
      let killed = false;
      const worker = async () => {
        while (!killed) {
          const i = sent++;
          if (i === 160) {
            killed = true;
            server.child.kill('SIGKILL');
          }
          const email = `burst${i}@example.com`;
          const write =
            i % 2 === 0
              ? post(server.url, '/api/waitlist', { email })
              : post(server.url, '/api/sync/commands', { increments: { '/burst': 1 } }, cookie);
          const ok = await write.then((r) => r.ok).catch(() => false);
          if (ok && i % 2 === 0) ackedEmails.push(email);
          if (ok && i % 2 === 1) ackedIncrements++;
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      expect(await server.exited).toBe('SIGKILL');
      expect(ackedEmails.length).toBeGreaterThan(30);

      const after = await openStorage(where);
      try {
        const stored = await after.db.selectFrom('waitlist').select('email').execute();
        const storedEmails = new Set(stored.map((r) => r.email));
        expect(ackedEmails.filter((e) => !storedEmails.has(e))).toEqual([]);
        expect((await after.sync.getCommandCounts(account.id))['/burst']).toBeGreaterThanOrEqual(ackedIncrements);
      } finally {
        await after.close();
        await postgres?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});
