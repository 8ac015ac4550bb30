import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './start-server';
import { api, createPostgresDatabase, signInDirectly, waitOutMinuteEnd, type TestServer } from './test/test-server';

describe('several server processes on one PostgreSQL', () => {
  let servers: TestServer[];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    // Started together: the migration lock must let exactly one of them create the schema.
    const started: RunningServer[] = await Promise.all(
      [1, 2, 3].map(() =>
        startServer({ port: 0, databaseUrl: database.url, siteDir: '/nonexistent', env: { TRUST_PROXY: '1', RATE_LIMIT_WAITLIST_PER_MINUTE: '4' }, log: () => {} }),
      ),
    );
    servers = started.map((s) => ({ ...s, origin: s.url }));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await database.drop();
  });

  it('migrates once and all answer healthy', async () => {
    const migrations = await servers[0]!.storage.db.selectFrom('kysely_migration' as never).selectAll().execute();
    expect(migrations).toHaveLength(2);
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

  it('counts one rate limit across all processes: a client spreading 6 sign-ups over 3 gets 4 through', async () => {
    await waitOutMinuteEnd();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${servers[i % 3]!.url}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
        body: JSON.stringify({ email: `spread${i}@example.com` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
