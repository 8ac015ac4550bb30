import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from './auth/session-token';
import { INTENTLY_EXTENSION_ORIGIN } from './config';
import { startServer, type RunningServer } from './start-server';
import { extensionSignIn } from './test/local-sign-in-flow';
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
