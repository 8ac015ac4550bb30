import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../start-server';
import { api, createPostgresDatabase, ENGINES, startTestServer, type TestServer } from '../test/test-server';
import { DATABASE_UNREACHABLE } from './health-routes';

describe.each(ENGINES)('GET /api/health and /api/ready on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it.each(['/api/health', '/api/ready'])('%s answers ok and names the engine', async (path) => {
    const response = await api(server, path);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, database: engine });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/health and /api/ready when PostgreSQL goes away', () => {
  it('stays live but answers not ready, 503 with a sentence and no database text, once the database is unreachable', async () => {
    const database = await createPostgresDatabase();
    const server = await startServer({
      port: 0,
      databaseUrl: database.url,
      siteDir: '/nonexistent',
      env: {},
      log: () => {},
    });
    try {
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      await database.drop(); // terminates the server's connections and removes the database
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ ok: false, database: 'postgres', error: DATABASE_UNREACHABLE });
      const live = await fetch(`${server.url}/api/health`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ ok: true, database: 'postgres' });
    } finally {
      await server.close();
    }
  });

  it('refuses to start with a clear error when the URL points nowhere', async () => {
    const url = new URL(inject('postgresUrl'));
    url.port = '1';
    url.password = 'hunter2';
    const start = startServer({ port: 0, databaseUrl: url.toString(), env: {}, log: () => {} });
    await expect(start).rejects.toThrow(
      /^The database at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/postgres could not be opened: /,
    );
  });
});
