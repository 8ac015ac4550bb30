import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_REQUIRED, ADMIN_TOKEN_UNSET } from '../http/require-admin-token';
import { api, ENGINES, startTestServer, type TestServer, waitOutMinuteEnd } from '../test/test-server';
import { NOT_FOUND_PATH } from './page-view-routes';

const TOKEN = 'test-admin-token-0123456789abcdef0123456789';
const USER_AGENT = 'IntentlyTestBrowser/1.0 (unique-visitor-fingerprint)';
const today = () => new Date().toISOString().slice(0, 10);

/** Posts a page view as the site's page does, with a browser's identifying headers on top. */
const view = (server: TestServer, body: object, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/page-views`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.origin,
      'user-agent': USER_AGENT,
      cookie: 'visitor=abc123',
      ...headers,
    },
    body: JSON.stringify(body),
  });

describe.each(ENGINES)('page views on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { STATS_ADMIN_TOKEN: TOKEN });
  });
  afterAll(() => server.close());

  it('counts views per day, page and referring host, and returns them to the admin token', async () => {
    for (const body of [
      { path: '/' },
      { path: '/', referrer: '' },
      { path: '/pricing/', referrer: 'News.Example.com' },
      { path: '/no/such/page' },
    ]) {
      expect((await view(server, body)).status).toBe(204);
    }
    const stats = await api(server, '/api/stats', { bearer: TOKEN });
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      pageViews: [
        { day: today(), path: '/', referrer: '', views: 2 },
        { day: today(), path: NOT_FOUND_PATH, referrer: '', views: 1 },
        { day: today(), path: '/pricing', referrer: 'news.example.com', views: 1 },
      ],
    });
  });

  it('stores no address, cookie, browser or other identifier: only day, page, referring host and a count', async () => {
    await view(server, { path: '/privacy', referrer: 'search.example' });
    const columns = await sql<{
      column_name: string;
    }>`select column_name from information_schema.columns where table_name = 'page_views' order by ordinal_position`.execute(
      server.storage.db,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual(['day', 'path', 'referrer', 'views']);
    // Nothing of the request is anywhere in the database; the rate limiter's counters (deleted after their
    // minute, as for every endpoint) are off in this server, so they hold nothing either.
    const tables = await sql<{
      table_name: string;
    }>`select table_name from information_schema.tables where table_schema = 'public'`.execute(server.storage.db);
    const everything = [];
    for (const { table_name } of tables.rows)
      everything.push(...(await sql`select * from ${sql.table(table_name)}`.execute(server.storage.db)).rows);
    const dump = JSON.stringify(everything);
    expect(dump).toContain('search.example');
    for (const trace of ['127.0.0.1', '::1', 'IntentlyTestBrowser', 'unique-visitor-fingerprint', 'abc123'])
      expect(dump).not.toContain(trace);
  });

  it.each([
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['Do Not Track', { dnt: '1' }],
  ])('counts nothing for a browser sending %s', async (_, headers) => {
    expect((await view(server, { path: '/terms' }, headers)).status).toBe(204);
    const { body } = await api(server, '/api/stats', { bearer: TOKEN });
    expect(body.pageViews.filter((row: { path: string }) => row.path === '/terms')).toEqual([]);
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'test-admin-token-0123456789abcdef012345678X'],
    ['a prefix of the token', TOKEN.slice(0, -1)],
  ])('refuses the counts with %s', async (_, bearer) => {
    const answer = await api(server, '/api/stats', { bearer });
    expect(answer).toMatchObject({ status: 401, body: { error: ADMIN_TOKEN_REQUIRED } });
  });

  it.each([
    ['a missing path', {}, 'Send the page\'s path as text in the "path" field, like {"path": "/pricing"}.'],
    [
      'a referrer that is a whole address',
      { path: '/', referrer: 'https://news.example.com/item?id=1' },
      'The "referrer" field must be a host name, like "news.example.com", or empty.',
    ],
  ])('refuses %s with 400 and a sentence', async (_, body, error) => {
    const answer = await view(server, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error });
  });
});

describe('page-view statistics without an admin token set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('refuses every request for the counts, and still counts views', async () => {
    expect(await api(server, '/api/stats', { bearer: 'anything-at-all-0123456789abcdef0123' })).toMatchObject({
      status: 503,
      body: { error: ADMIN_TOKEN_UNSET },
    });
    expect((await view(server, { path: '/' })).status).toBe(204);
  });
});

describe('page-view rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { RATE_LIMIT_PAGE_VIEW_PER_MINUTE: '3' });
  });
  afterAll(() => server.close());

  it('answers 429 once a client sends more views than the limit in a minute', async () => {
    await waitOutMinuteEnd();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await view(server, { path: '/' })).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});
