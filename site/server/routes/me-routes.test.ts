import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionToken } from '../auth/session-token';
import { SIGN_IN_REQUIRED } from '../http/require-session';
import { api, ENGINES, signInDirectly, startTestServer, type TestServer } from '../test/test-server';

const OWNED_TABLES = ['sessions', 'hand_over_codes', 'notes', 'settings', 'command_counts', 'command_batches'] as const;

describe.each(ENGINES)('/api/me on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** Signs in and stores one of everything the server keeps for an account. */
  async function accountWithData(name: string) {
    const cookie = await signInDirectly(server, name);
    await api(server, '/api/sync/notes/site.example', {
      method: 'PUT',
      cookie,
      body: { content: `${name} note`, baseVersion: 0 },
    });
    await api(server, '/api/sync/settings', {
      method: 'PUT',
      cookie,
      body: { settings: { owner: { value: name, at: 1 } } },
    });
    await api(server, '/api/sync/commands', { cookie, body: { increments: { '/note': 4 }, batchId: `batch-${name}` } });
    const account = await server.storage.db
      .selectFrom('accounts')
      .select('id')
      .where('subject', '=', name)
      .executeTakeFirstOrThrow();
    const handOver = {
      accountId: account.id,
      extensionId: 'a'.repeat(32),
      challenge: 'c'.repeat(43),
      expiresAt: new Date(Date.now() + 60_000),
    };
    await server.storage.accounts.saveHandOverCode(`hand-over-${name}`, handOver);
    return { cookie, bearer: cookie.split('=')[1]!, id: account.id };
  }
  const rowsOf = async (accountId: string) => {
    const counts = await Promise.all(
      OWNED_TABLES.map((t) =>
        server.storage.db.selectFrom(t).select('account_id').where('account_id', '=', accountId).execute(),
      ),
    );
    return Object.fromEntries(OWNED_TABLES.map((t, i) => [t, counts[i]!.length]));
  };

  it('answers the profile of the signed-in account only', async () => {
    const cookie = await signInDirectly(server, 'profile-owner');
    expect((await api(server, '/api/me', { cookie })).body).toEqual({
      email: 'profile-owner@example.com',
      name: 'profile-owner',
      picture: '',
    });
  });

  it.each([
    ['no cookie', undefined],
    ['a forged cookie', 'intently_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('answers 401 with %s', async (_, cookie) => {
    expect(await api(server, '/api/me', { cookie })).toMatchObject({ status: 401, body: { error: SIGN_IN_REQUIRED } });
  });

  it('answers 401 for an expired session', async () => {
    const account = await server.storage.accounts.upsert({
      subject: 'expired',
      email: 'e@example.com',
      name: '',
      picture: '',
      refreshToken: null,
    });
    const session = newSessionToken();
    await server.storage.accounts.createSession(account.id, session.hash, new Date(Date.now() - 1000));
    expect((await api(server, '/api/me', { cookie: `intently_session=${session.token}` })).status).toBe(401);
  });

  it('exports everything stored for the account and nothing secret', async () => {
    const { cookie } = await accountWithData('exporter');
    await server.storage.db
      .updateTable('accounts')
      .set({ refresh_token: 'v1.sealed.secret' })
      .where('subject', '=', 'exporter')
      .execute();
    const response = await api(server, '/api/me/export', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="intently-account-export.json"');
    expect(response.body).toMatchObject({
      account: { email: 'exporter@example.com', name: 'exporter' },
      notes: [{ site: 'site.example', content: 'exporter note', version: 1 }],
      settings: { owner: { value: 'exporter', at: 1 } },
      commandCounts: { '/note': 4 },
      quotaCounts: {
        notesKept: 1,
        noteBytes: 'site.example'.length + 'exporter note'.length,
        commandNames: 1,
        settingsKept: 1,
      },
    });
    expect(response.body.sessions).toHaveLength(1);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('sealed');
    expect(text).not.toContain(cookie.split('=')[1]);
  });

  it('deletes the account and everything stored for it, and nothing of anyone else', async () => {
    const doomed = await accountWithData('leaver');
    const other = await accountWithData('stayer');
    const response = await api(server, '/api/me', { method: 'DELETE', cookie: doomed.cookie });
    expect(response).toMatchObject({ status: 200, body: { ok: true } });
    expect(response.headers.getSetCookie().join()).toMatch(/intently_session=;.*Max-Age=0/);
    const none = Object.fromEntries(OWNED_TABLES.map((t) => [t, 0]));
    expect(await rowsOf(doomed.id)).toEqual(none);
    expect(await server.storage.db.selectFrom('accounts').select('id').where('id', '=', doomed.id).execute()).toEqual(
      [],
    );
    expect(await rowsOf(other.id)).toEqual(Object.fromEntries(OWNED_TABLES.map((t) => [t, 1])));
    expect((await api(server, '/api/me', { cookie: doomed.cookie })).status).toBe(401);
  });

  it("deletes the account with the extension's bearer token, from no web Origin, and sets no cookie", async () => {
    const doomed = await accountWithData('extension-leaver');
    const response = await api(server, '/api/me', { method: 'DELETE', bearer: doomed.bearer, origin: null });
    expect(response).toMatchObject({ status: 200, body: { ok: true } });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await rowsOf(doomed.id)).toEqual(Object.fromEntries(OWNED_TABLES.map((t) => [t, 0])));
    expect(await api(server, '/api/me', { bearer: doomed.bearer })).toMatchObject({
      status: 401,
      body: { error: SIGN_IN_REQUIRED },
    });
  });

  const expiredToken = async () => {
    const account = await server.storage.accounts.upsert({
      subject: 'expired-bearer',
      email: 'eb@example.com',
      name: '',
      picture: '',
      refreshToken: null,
    });
    const session = newSessionToken();
    await server.storage.accounts.createSession(account.id, session.hash, new Date(Date.now() - 1000));
    return session.token;
  };
  it.each([
    ['a forged bearer token', async () => 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['an expired bearer token', expiredToken],
  ])('answers 401 to %s, reading or deleting', async (_, token) => {
    const bearer = await token();
    expect(await api(server, '/api/me', { bearer })).toMatchObject({ status: 401, body: { error: SIGN_IN_REQUIRED } });
    expect(await api(server, '/api/me', { method: 'DELETE', bearer, origin: null })).toMatchObject({
      status: 401,
      body: { error: SIGN_IN_REQUIRED },
    });
  });

  it.each([
    ['no Origin', null],
    ['another site', 'https://evil.example'],
  ])('refuses to delete with %s', async (_, origin) => {
    const { cookie } = await accountWithData(`kept-${origin}`);
    expect((await api(server, '/api/me', { method: 'DELETE', cookie, origin })).status).toBe(403);
    expect((await api(server, '/api/me', { cookie })).status).toBe(200);
  });
});
