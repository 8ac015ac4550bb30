import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from './auth/session-token';
import { INTENTLY_EXTENSION_ORIGIN } from './config';
import { startServer, type RunningServer } from './start-server';
import { RATE_FLUSH_MS } from './storage/rate-limit-store';
import { extensionSignIn } from './test/local-sign-in-flow';
import { ACCOUNT_QUOTAS } from '../../extension/account/api-contract';
import { freshPgliteDir } from './test/pglite-template';
import { api, createPostgresDatabase, signInDirectly, waitOutMinuteEnd, type TestServer } from './test/test-server';

describe('several server processes on one PostgreSQL', () => {
  let servers: TestServer[];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    // Started together: the migration lock must let exactly one of them create the schema.
    const started: RunningServer[] = await Promise.all(
      [1, 2, 3].map(() =>
        startServer({
          port: 0,
          databaseUrl: database.url,
          siteDir: '/nonexistent',
          env: { TRUST_PROXY: '1', RATE_LIMIT_WAITLIST_PER_MINUTE: '4' },
          log: () => {},
        }),
      ),
    );
    servers = started.map((s) => ({ ...s, origin: s.url }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await database.drop();
  });

  it('migrates once and all answer healthy', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      servers[0]!.storage.db,
    );
    expect(rows.map((row) => row.name)).toEqual([
      '001-initial',
      '002-rate-limits',
      '003-extension-sign-in',
      '004-page-views',
      '005-google-grants',
      '006-chat',
      '007-slack-grants',
      '008-account-quotas',
      '009-sealed-tokens-name-their-account',
    ]);
    for (const server of servers)
      expect((await api(server, '/api/health')).body).toEqual({ ok: true, database: 'postgres' });
  });

  it('accepts a session created by one process on every other', async () => {
    const [a, b, c] = servers as [TestServer, TestServer, TestServer];
    const cookie = await signInDirectly(a, 'roaming');
    await api(b, '/api/sync/settings', { method: 'PUT', cookie, body: { settings: { via: { value: 'b', at: 1 } } } });
    expect((await api(c, '/api/sync/settings', { cookie })).body.settings).toEqual({ via: { value: 'b', at: 1 } });
  });

  it('redeems on one process the sign-in hand-over code another process made', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    await signInDirectly(a, 'handed');
    const account = await a.storage.db
      .selectFrom('accounts')
      .select('id')
      .where('subject', '=', 'handed')
      .executeTakeFirstOrThrow();
    const { extension, verifier } = extensionSignIn();
    const code = randomBytes(32).toString('base64url');
    const handOver = {
      accountId: account.id,
      extensionId: extension.id,
      challenge: extension.challenge,
      expiresAt: new Date(Date.now() + 60_000),
    };
    await a.storage.accounts.saveHandOverCode(hashSecret(code), handOver);
    const token = await api(b, '/api/auth/extension-token', {
      body: { code, verifier },
      origin: INTENTLY_EXTENSION_ORIGIN,
    });
    expect(token).toMatchObject({ status: 200, body: { account: { email: 'handed@example.com' } } });
  });

  it('sees a waitlist entry made through another process as a duplicate', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    expect((await api(a, '/api/waitlist', { body: { email: 'shared@example.com' } })).body.alreadyExists).toBe(false);
    expect((await api(b, '/api/waitlist', { body: { email: 'shared@example.com' } })).body.alreadyExists).toBe(true);
  });

  it('counts one rate limit across all processes: spread over 3, a client passes its limit of 4 by one request per other process, then none gets through', async () => {
    await waitOutMinuteEnd();
    const statuses = [];
    for (let i = 0; i < 9; i++) {
      const response = await fetch(`${servers[i % 3]!.url}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
        body: JSON.stringify({ email: `spread${i}@example.com` }),
      });
      statuses.push(response.status);
      // Each process writes its counts and learns the others' within one flush.
      await new Promise((resolve) => setTimeout(resolve, 3 * RATE_FLUSH_MS));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('lets no process count past the limit alone: a burst at one process gets exactly 4 through', async () => {
    await waitOutMinuteEnd();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${servers[0]!.url}/api/waitlist`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.51' },
          body: JSON.stringify({ email: `burst${i}@example.com` }),
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
  });
});

describe('a server started without limits (the API benchmark only)', () => {
  it('refuses nothing for rate or quota, though the environment sets a limit', async () => {
    const dataDir = await freshPgliteDir();
    const started = await startServer({
      port: 0,
      dataDir,
      siteDir: '/nonexistent',
      env: { RATE_LIMIT_WAITLIST_PER_MINUTE: '1', RATE_LIMIT_API_PER_MINUTE: '1' },
      log: () => {},
      withoutLimits: true,
    });
    const server = { ...started, origin: started.url };
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await api(server, '/api/waitlist', { body: { email: `free${i}@example.com` } })).status);
      expect(statuses).toEqual([200, 200, 200]);
      const cookie = await signInDirectly(server, 'unlimited');
      await sql`update accounts set notes_kept = ${ACCOUNT_QUOTAS.notes} where subject = 'unlimited'`.execute(
        server.storage.db,
      );
      for (const site of ['a.example', 'b.example'])
        expect(
          (
            await api(server, `/api/sync/notes/${site}`, {
              method: 'PUT',
              cookie,
              body: { content: 'x', baseVersion: 0 },
            })
          ).status,
        ).toBe(200);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
