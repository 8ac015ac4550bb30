import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_QUOTAS, SYNC_BOUNDS } from '../../../extension/account/api-contract';
import { BATCH_ID_DAYS } from '../storage/sync-store';
import { api, ENGINES, signInDirectly, startTestServer, type TestServer } from '../test/test-server';
import { writeUncounted } from '../test/write-uncounted';
import { QUOTA_SENTENCES } from './sync-routes';

const note = (site: string) => `/api/sync/notes/${encodeURIComponent(site)}`;

describe.each(ENGINES)('account quotas and bounds on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** A signed-in account of its own: its cookie and id. */
  async function account(subject: string) {
    const cookie = await signInDirectly(server, subject);
    const { id } = await server.storage.db
      .selectFrom('accounts')
      .select('id')
      .where('subject', '=', subject)
      .executeTakeFirstOrThrow();
    return { cookie, id };
  }
  const putNote = (cookie: string, site: string, content: string, baseVersion = 0) =>
    api(server, note(site), { method: 'PUT', cookie, body: { content, baseVersion } });
  const addCounts = (cookie: string, increments: Record<string, number>, batchId?: string) =>
    api(server, '/api/sync/commands', { method: 'POST', cookie, body: { increments, batchId } });

  describe('notes per account', () => {
    it(`keeps ${ACCOUNT_QUOTAS.notes} notes, deleted ones included, refuses the next with 403 and still updates those it has`, async () => {
      const { cookie, id } = await account('many-notes');
      // All but one written directly, and counted on the account's row as the quota's triggers count them.
      await writeUncounted(server.storage.db, id, (trx) =>
        sql`insert into notes (account_id, site, content, version)
        select ${id}, 'site-' || n || '.example', case when n % 2 = 0 then '' else 'x' end, 1
        from generate_series(2, ${ACCOUNT_QUOTAS.notes}) as n`.execute(trx),
      );
      expect((await putNote(cookie, 'site-1.example', 'the last one')).status).toBe(200);
      const refused = await putNote(cookie, 'one-too-many.example', 'no room');
      expect(refused).toMatchObject({ status: 403, body: { error: QUOTA_SENTENCES.notes } });
      expect(refused.body.error).toBe(
        'Your account already keeps 10,000 notes (deleted ones included), the most it can; this note stays on this device only.',
      );
      expect((await api(server, note('one-too-many.example'), { cookie })).status).toBe(404);
      expect((await putNote(cookie, 'site-3.example', 'changed', 1)).body.note).toMatchObject({ version: 2 });
    });

    it('refuses in a batch only the notes past the quota, with its sentence, and saves the rest', async () => {
      const { cookie, id } = await account('batch-notes');
      await writeUncounted(server.storage.db, id, (trx) =>
        sql`insert into notes (account_id, site, content, version)
        select ${id}, 'site-' || n || '.example', 'x', 1 from generate_series(1, ${ACCOUNT_QUOTAS.notes - 1}) as n`.execute(
          trx,
        ),
      );
      const notes = [
        { site: 'last-room.example', content: 'fits', baseVersion: 0 },
        { site: 'no-room.example', content: 'past the quota', baseVersion: 0 },
        { site: 'site-1.example', content: 'changed', baseVersion: 1 },
      ];
      const answer = await api(server, '/api/sync/notes', { method: 'POST', cookie, body: { notes } });
      expect(answer.status).toBe(200);
      expect(answer.body.results).toEqual([
        { site: 'last-room.example', note: expect.objectContaining({ version: 1 }) },
        { site: 'no-room.example', error: QUOTA_SENTENCES.notes },
        { site: 'site-1.example', note: expect.objectContaining({ content: 'changed', version: 2 }) },
      ]);
      expect((await api(server, note('no-room.example'), { cookie })).status).toBe(404);
    });

    it('counts exactly when 20 new notes of one account arrive at once', async () => {
      const { cookie, id } = await account('racing-notes');
      await writeUncounted(server.storage.db, id, (trx) =>
        sql`insert into notes (account_id, site, content, version)
        select ${id}, 'filled-' || n, 'x', 1 from generate_series(1, ${ACCOUNT_QUOTAS.notes - 5}) as n`.execute(trx),
      );
      const writes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => putNote(cookie, `race-${i}.example`, `note ${i}`)),
      );
      expect(writes.filter((w) => w.status === 200)).toHaveLength(5);
      expect(writes.filter((w) => w.status === 403)).toHaveLength(15);
      const { kept } = await server.storage.db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<string>().as('kept'))
        .where('account_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(kept)).toBe(ACCOUNT_QUOTAS.notes);
    });

    it("does not count another account's notes", async () => {
      const { cookie } = await account('few-notes');
      expect((await putNote(cookie, 'site-1.example', 'mine')).status).toBe(200);
    });
  });

  describe('note bytes per account', () => {
    it('refuses a note that would take the account past 50 MB, and lets a note shrink to make room', async () => {
      const { cookie, id } = await account('big-notes');
      const site = 'big.example';
      expect((await putNote(cookie, site, 'x'.repeat(900_000))).status).toBe(200);
      // Other notes of 50 MB less 1 KB in all, as the account's row counts them (written directly, since
      // storing 50 MB would take a minute here): the quota reads that count.
      await sql`update accounts set note_bytes = ${ACCOUNT_QUOTAS.noteBytes - 1024} where id = ${id}`.execute(
        server.storage.db,
      );
      expect((await putNote(cookie, 'small.example', 'x'.repeat(1000 - 'small.example'.length))).status).toBe(200);
      const refused = await putNote(cookie, 'more.example', 'x'.repeat(100));
      expect(refused).toMatchObject({ status: 403, body: { error: QUOTA_SENTENCES.noteBytes } });
      expect(refused.body.error).toBe(
        'Your notes would take more than 50 MB on the server, the most an account can keep; this note stays on this device only until you shorten or empty other notes.',
      );
      // Growing a note already stored is refused too; emptying the big one makes room.
      expect((await putNote(cookie, 'small.example', 'x'.repeat(2000), 1)).status).toBe(403);
      expect((await putNote(cookie, site, '', 1)).status).toBe(200);
      expect((await putNote(cookie, 'more.example', 'x'.repeat(800_000))).status).toBe(200);
      expect((await putNote(cookie, 'even-more.example', 'x'.repeat(200_000))).status).toBe(403);
    });
  });

  describe('command names per account', () => {
    it(`counts ${ACCOUNT_QUOTAS.commandNames} different commands, refuses a batch with more, and keeps counting those it has`, async () => {
      const { cookie, id } = await account('many-commands');
      await writeUncounted(server.storage.db, id, (trx) =>
        sql`insert into command_counts (account_id, command, count)
        select ${id}, 'cmd-' || n, 1 from generate_series(1, ${ACCOUNT_QUOTAS.commandNames - 1}) as n`.execute(trx),
      );
      const refused = await addCounts(cookie, { 'new-a': 1, 'new-b': 1, 'cmd-1': 5 }, 'batch-refused');
      expect(refused).toMatchObject({ status: 403, body: { error: QUOTA_SENTENCES.commandNames } });
      expect(refused.body.error).toBe(
        'Your account already counts 1,000 different commands, the most it can; these command counts were not kept.',
      );
      expect((await addCounts(cookie, { 'new-a': 1, 'cmd-1': 5 }, 'batch-fits')).body).toEqual({
        ok: true,
        applied: true,
      });
      expect((await addCounts(cookie, { 'new-b': 1 })).status).toBe(403);
      expect((await addCounts(cookie, { 'cmd-1': 1, 'new-a': 2 })).status).toBe(200);
      const { body } = await api(server, '/api/sync/commands', { cookie });
      expect(Object.keys(body.counts)).toHaveLength(ACCOUNT_QUOTAS.commandNames);
      expect(body.counts).toMatchObject({ 'cmd-1': 7, 'new-a': 3 });
      // The refused batch claimed nothing: sent again once there is room, it counts.
      await sql`delete from command_counts where account_id = ${id} and command = 'cmd-2'`.execute(server.storage.db);
      await sql`update accounts set command_names = command_names - 1 where id = ${id}`.execute(server.storage.db);
      expect((await addCounts(cookie, { 'new-b': 1 }, 'batch-refused')).body.applied).toBe(true);
    });

    it(`refuses a command name longer than ${SYNC_BOUNDS.commandName} characters with 400`, async () => {
      const { cookie } = await account('long-command');
      expect(await addCounts(cookie, { ['x'.repeat(SYNC_BOUNDS.commandName + 1)]: 1 })).toMatchObject({
        status: 400,
        body: { error: 'Each command name must be 1 to 64 letters, digits, - or _, optionally starting with /.' },
      });
    });
  });

  describe('settings per account', () => {
    it(`keeps ${ACCOUNT_QUOTAS.settings} settings exactly when 20 writes of new keys arrive at once`, async () => {
      const { cookie, id } = await account('racing-settings');
      await writeUncounted(server.storage.db, id, (trx) =>
        sql`insert into settings (account_id, key, value, at)
        select ${id}, 'k' || n, '1', 1 from generate_series(1, ${ACCOUNT_QUOTAS.settings - 5}) as n`.execute(trx),
      );
      const writes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          api(server, '/api/sync/settings', {
            method: 'PUT',
            cookie,
            body: { settings: { [`new-${i}`]: { value: i, at: 5 } } },
          }),
        ),
      );
      expect(writes.filter((w) => w.status === 200)).toHaveLength(5);
      expect(writes.filter((w) => w.status === 400)).toHaveLength(15);
      expect(writes.find((w) => w.status === 400)?.body.error).toBe(
        `An account keeps at most ${ACCOUNT_QUOTAS.settings} settings (removed ones included), and this write would make it ${ACCOUNT_QUOTAS.settings + 1}.`,
      );
      const { body } = await api(server, '/api/sync/settings', { cookie });
      expect(Object.keys(body.settings)).toHaveLength(ACCOUNT_QUOTAS.settings);
    });
  });

  describe('batch ids kept for retries', () => {
    it(`forgets batch ids after ${BATCH_ID_DAYS} days, on the first batch a server process writes, and keeps younger ones`, async () => {
      // A server of its own: each process prunes on its first batch, then once an hour.
      const fresh = await startTestServer(engine);
      try {
        const cookie = await signInDirectly(fresh, 'old-batches');
        const { id } = await fresh.storage.db
          .selectFrom('accounts')
          .select('id')
          .where('subject', '=', 'old-batches')
          .executeTakeFirstOrThrow();
        await sql`insert into command_batches (account_id, batch_id, created_at) values
          (${id}, 'batch-long-ago', now() - make_interval(days => ${BATCH_ID_DAYS + 1})),
          (${id}, 'batch-last-week', now() - make_interval(days => ${BATCH_ID_DAYS - 1}))`.execute(fresh.storage.db);
        const send = (batchId: string) =>
          api(fresh, '/api/sync/commands', { method: 'POST', cookie, body: { increments: { '/note': 1 }, batchId } });
        expect((await send('batch-today')).body.applied).toBe(true);
        const kept = await fresh.storage.db
          .selectFrom('command_batches')
          .select('batch_id')
          .where('account_id', '=', id)
          .orderBy('batch_id')
          .execute();
        expect(kept.map((b) => b.batch_id)).toEqual(['batch-last-week', 'batch-today']);
        // A retry that old counts again; a younger one still counts once.
        expect((await send('batch-long-ago')).body.applied).toBe(true);
        expect((await send('batch-last-week')).body.applied).toBe(false);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('integers', () => {
    it.each([
      [
        SYNC_BOUNDS.noteVersion + 1,
        `"baseVersion" must be at most ${SYNC_BOUNDS.noteVersion}: the version you last read.`,
      ],
      [2 ** 40, `"baseVersion" must be at most ${SYNC_BOUNDS.noteVersion}: the version you last read.`],
    ])('refuses baseVersion %i with 400, not an overflow', async (baseVersion, error) => {
      const { cookie } = await account(`version-${baseVersion}`);
      expect(await putNote(cookie, 'v.example', 'x', baseVersion)).toMatchObject({ status: 400, body: { error } });
    });

    it('stops a command count at its bound instead of overflowing', async () => {
      const { cookie, id } = await account('counting-forever');
      await addCounts(cookie, { '/note': 1 });
      await sql`update command_counts set count = ${SYNC_BOUNDS.commandCount - 5} where account_id = ${id}`.execute(
        server.storage.db,
      );
      expect((await addCounts(cookie, { '/note': 10_000 })).status).toBe(200);
      const { body } = await api(server, '/api/sync/commands', { cookie });
      expect(body.counts).toEqual({ '/note': SYNC_BOUNDS.commandCount });
    });
  });
});
