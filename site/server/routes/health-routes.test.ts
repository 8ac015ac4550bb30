import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../start-server';
import { api, createPostgresDatabase, ENGINES, startTestServer, type TestServer } from '../test/test-server';
import { DATABASE_UNREACHABLE } from './health-routes';

describe.each(ENGINES)('GET /api/health on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('answers ok after a database round trip and names the engine', async () => {
    const response = await api(server, '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, database: engine });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/health when PostgreSQL goes away', () => {
  it('answers 503 with a sentence and no database text once the database is unreachable', async () => {
    const database = await createPostgresDatabase();
    const server = await startServer({
      port: 0,
      databaseUrl: database.url,
      siteDir: '/nonexistent',
      env: {},
      log: () => {},
    });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await database.drop(); // terminates the server's connections and removes the database
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ ok: false, database: 'postgres', error: DATABASE_UNREACHABLE });
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
