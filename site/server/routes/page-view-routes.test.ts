import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_REQUIRED, ADMIN_TOKEN_UNSET } from '../http/require-admin-token';
import { OTHER_REFERRERS, REFERRERS_PER_DAY } from '../storage/page-view-store';
import { api, ENGINES, startTestServer, type TestServer, waitOutMinuteEnd } from '../test/test-server';
import { NOT_FOUND_PATH, STATS_PAGE } from './page-view-routes';

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
        { day: today(), path: NOT_FOUND_PATH, referrer: '', views: 1 },
        { day: today(), path: '/', referrer: '', views: 2 },
        { day: today(), path: '/pricing', referrer: 'news.example.com', views: 1 },
      ],
      next: null,
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

  it(`counts ${REFERRERS_PER_DAY} referring hosts a day by name and every other host as ${OTHER_REFERRERS}`, async () => {
    // Another day's counters, so this test's day starts empty whatever ran before.
    const day = '2001-02-03';
    await sql`insert into page_views (day, path, referrer, views)
      select ${day}, '/', 'spam-' || n || '.example', 1 from generate_series(1, ${REFERRERS_PER_DAY - 1}) as n`.execute(
      server.storage.db,
    );
    const { pageViews } = server.storage;
    await pageViews.count(day, '/pricing', 'last-room.example');
    await pageViews.count(day, '/', 'one-too-many.example');
    await pageViews.count(day, '/', 'another.example');
    await pageViews.count(day, '/pricing', 'spam-1.example'); // a host counted that day is still counted by name
    await pageViews.count(day, '/', ''); // no referrer takes no room
    const rows = await server.storage.db.selectFrom('page_views').selectAll().where('day', '=', day).execute();
    const named = new Set(rows.map((r) => r.referrer).filter((r) => r !== '' && r !== OTHER_REFERRERS));
    expect(named.size).toBe(REFERRERS_PER_DAY);
    expect(rows.filter((r) => r.referrer === OTHER_REFERRERS)).toEqual([
      { day, path: '/', referrer: OTHER_REFERRERS, views: 2 },
    ]);
    expect(rows.find((r) => r.path === '/pricing' && r.referrer === 'spam-1.example')?.views).toBe(1);
  });

  it('keeps the cap when 30 new hosts arrive at once through the API', async () => {
    await sql`insert into page_views (day, path, referrer, views)
      select ${today()}, '/terms', 'filler-' || n || '.example', 1
      from generate_series(1, ${REFERRERS_PER_DAY - 10}) as n`.execute(server.storage.db);
    const before = await server.storage.db
      .selectFrom('page_views')
      .select('referrer')
      .distinct()
      .where('day', '=', today())
      .execute();
    const room = REFERRERS_PER_DAY - before.filter((r) => r.referrer !== '' && r.referrer !== OTHER_REFERRERS).length;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => view(server, { path: '/', referrer: `burst-${i}.example` })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(204));
    const rows = await server.storage.db.selectFrom('page_views').selectAll().where('day', '=', today()).execute();
    expect(rows.filter((r) => r.referrer.startsWith('burst-'))).toHaveLength(room);
    expect(rows.find((r) => r.path === '/' && r.referrer === OTHER_REFERRERS)?.views).toBe(30 - room);
  });

  it('answers the counts a page at a time, each counter once, and the last page with next: null', async () => {
    const day = '2001-03-04';
    await sql`insert into page_views (day, path, referrer, views)
      select ${day}, p, r, 1 from unnest(array['/', '/pricing', '(not found)']) as p,
        unnest(array['', 'a.example', 'B.example', 'b.example']) as r`.execute(server.storage.db);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const { status, body } = await api(server, `/api/stats?limit=5${query}`, { bearer: TOKEN });
      expect(status).toBe(200);
      expect(body.pageViews.length).toBeLessThanOrEqual(5);
      for (const row of body.pageViews) seen.push(`${row.day} ${row.path} ${row.referrer}`);
      cursor = body.next;
      pages++;
    } while (cursor);
    const all = await server.storage.db.selectFrom('page_views').select(['day', 'path', 'referrer']).execute();
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(all.length);
    expect(pages).toBe(Math.ceil(all.length / 5));
    // Newest day first; within a day by page, then referrer, in byte order.
    const ours = seen.filter((s) => s.startsWith(day));
    expect(ours.slice(0, 4)).toEqual([
      `${day} (not found) `,
      `${day} (not found) B.example`,
      `${day} (not found) a.example`,
      `${day} (not found) b.example`,
    ]);
  });

  it(`answers ${STATS_PAGE.default} counters when no limit is given`, async () => {
    await sql`insert into page_views (day, path, referrer, views)
      select '2001-04-05', '/', 'many-' || n || '.example', 1 from generate_series(1, ${STATS_PAGE.default + 1}) as n`.execute(
      server.storage.db,
    );
    const { body } = await api(server, '/api/stats', { bearer: TOKEN });
    expect(body.pageViews).toHaveLength(STATS_PAGE.default);
    expect(body.next).toEqual(expect.any(String));
  });

  it.each([
    ['limit=0', `"limit" must be a whole number from 1 to ${STATS_PAGE.max}, not "0".`],
    ['limit=1001', `"limit" must be a whole number from 1 to ${STATS_PAGE.max}, not "1001".`],
    ['limit=ten', `"limit" must be a whole number from 1 to ${STATS_PAGE.max}, not "ten".`],
    [
      'limit=99999999999999999999',
      `"limit" must be a whole number from 1 to ${STATS_PAGE.max}, not "99999999999999999999".`,
    ],
    ['cursor=not-a-cursor', '"cursor" must be the "next" value of the previous page, unchanged.'],
    [
      `cursor=${Buffer.from('["a",1,"b"]').toString('base64url')}`,
      '"cursor" must be the "next" value of the previous page, unchanged.',
    ],
  ])('refuses %s with 400 and a sentence', async (query, error) => {
    expect(await api(server, `/api/stats?${query}`, { bearer: TOKEN })).toMatchObject({ status: 400, body: { error } });
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

describe('the statistics rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      STATS_ADMIN_TOKEN: TOKEN,
      RATE_LIMIT_STATS_PER_MINUTE: '2',
      RATE_LIMIT_AUTH_PER_MINUTE: '2',
    });
  });
  afterAll(() => server.close());

  it('counts reads of the counts in a bucket of their own, apart from sign-in', async () => {
    await waitOutMinuteEnd();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api(server, '/api/stats', { bearer: TOKEN })).status);
    expect(statuses).toEqual([200, 200, 429]);
    // Sign-in's bucket is untouched: its endpoint still reads the request (and refuses this empty one).
    expect((await api(server, '/api/auth/extension-token', { body: {} })).status).toBe(400);
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
