import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './start-server';
import { api, createPostgresDatabase, signInDirectly, type TestServer } from './test/test-server';

describe('several server processes on one PostgreSQL', () => {
  let servers: TestServer[];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    // Started together: the migration lock must let exactly one of them create the schema.
    const started: RunningServer[] = await Promise.all(
      [1, 2, 3].map(() => startServer({ port: 0, databaseUrl: database.url, siteDir: '/nonexistent', env: {}, log: () => {} })),
    );
    servers = started.map((s) => ({ ...s, origin: s.url }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await database.drop();
  });

  it('migrates once and all answer healthy', async () => {
    const migrations = await servers[0]!.storage.db.selectFrom('kysely_migration' as never).selectAll().execute();
    expect(migrations).toHaveLength(1);
    for (const server of servers) expect((await api(server, '/api/health')).body).toEqual({ ok: true, database: 'postgres' });
  });

  it('accepts a session created by one process on every other', async () => {
    const [a, b, c] = servers as [TestServer, TestServer, TestServer];
    const cookie = await signInDirectly(a, 'roaming');
    await api(b, '/api/sync/settings', { method: 'PUT', cookie, body: { settings: { via: 'b' } } });
    expect((await api(c, '/api/sync/settings', { cookie })).body.settings).toEqual({ via: 'b' });
  });

  it('sees a waitlist entry made through another process as a duplicate', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    expect((await api(a, '/api/waitlist', { body: { email: 'shared@example.com' } })).body.alreadyExists).toBe(false);
    expect((await api(b, '/api/waitlist', { body: { email: 'shared@example.com' } })).body.alreadyExists).toBe(true);
  });
});
