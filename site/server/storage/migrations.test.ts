import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptToken } from '../auth/token-cipher';
import { sealLegacyToken } from '../test/seal-legacy-token';
import { freshPgliteDir } from '../test/pglite-template';
import { createPostgresDatabase, ENGINES } from '../test/test-server';
import { migrations, RESEAL_NEEDS_KEY } from './migrations';
import { pgliteDialect } from './pglite-dialect';
import type { Schema } from './schema';
import { openStorage, type Storage } from './storage';

const KEY = randomBytes(32);

describe.each(ENGINES)('migrations 008 and 009 over data stored before them, on %s', (engine) => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps) await cleanUp();
  });

  /** A database migrated up to 007, holding what an older server stored: two accounts with sealed tokens, notes, counts. */
  async function before009(otherKey = KEY) {
    const dataDir = await freshPgliteDir();
    const postgres = engine === 'postgres' ? await createPostgresDatabase() : undefined;
    cleanUps.push(async () => {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const pglite = postgres ? undefined : await PGlite.create(dataDir);
    const db = new Kysely<Schema>({
      dialect: pglite
        ? pgliteDialect(pglite)
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: postgres!.url }) }),
    });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations({ tokenKey: null }) } });
    expect((await migrator.migrateTo('007-slack-grants')).error).toBeUndefined();
    const account = (id: string, refreshToken: string | null) =>
      db
        .insertInto('accounts')
        .values({ id, subject: id, email: `${id}@example.com`, name: id, picture: '', refresh_token: refreshToken })
        .execute();
    await account('ann', sealLegacyToken(KEY, 'ann-google-refresh'));
    await account('ben', sealLegacyToken(otherKey, 'ben-google-refresh'));
    await account('cat', null);
    await db
      .insertInto('slack_grants')
      .values({
        account_id: 'ann',
        team_id: 'T1',
        team_name: 'Team',
        scopes: 'chat:write',
        access_token: sealLegacyToken(KEY, 'ann-slack-access'),
        refresh_token: sealLegacyToken(KEY, 'ann-slack-refresh'),
      })
      .execute();
    await db
      .insertInto('notes')
      .values([
        { account_id: 'ann', site: 'a.example', content: 'héllo', version: 1 },
        { account_id: 'ann', site: 'b.example', content: '', version: 3 },
      ])
      .execute();
    await db
      .insertInto('command_counts')
      .values([
        { account_id: 'ann', command: '/note', count: 4 },
        { account_id: 'ann', command: '/timer', count: 1 },
      ])
      .execute();
    await db.destroy();
    await pglite?.close();
    return { dataDir, databaseUrl: postgres?.url };
  }

  describe('opened by this server', () => {
    let storage: Storage;
    let withoutKey: unknown;
    beforeAll(async () => {
      const location = await before009();
      withoutKey = await openStorage(location).then(
        (opened) => opened.close(),
        (error: unknown) => error,
      );
      storage = await openStorage({ ...location, tokenKey: KEY });
      cleanUps.unshift(() => storage.close());
    });

    it('first stops with a sentence when tokens need re-sealing and the server has no key', () => {
      expect(withoutKey).toBeInstanceOf(Error);
      expect((withoutKey as Error).message).toContain(RESEAL_NEEDS_KEY(4));
    });

    it('then, given the key, re-seals each stored token for its own account, so it opens there and nowhere else', async () => {
      const ann = await storage.db.selectFrom('accounts').selectAll().where('id', '=', 'ann').executeTakeFirstOrThrow();
      expect(ann.refresh_token).toMatch(/^v2\./);
      expect(decryptToken(KEY, ann.refresh_token!, 'ann')).toBe('ann-google-refresh');
      const slack = await storage.slackGrants.find('ann');
      expect(decryptToken(KEY, slack!.sealedAccessToken, 'ann')).toBe('ann-slack-access');
      expect(decryptToken(KEY, slack!.sealedRefreshToken!, 'ann')).toBe('ann-slack-refresh');
      // Copied into another account's row, the sealed token no longer opens.
      await storage.db
        .updateTable('accounts')
        .set({ refresh_token: ann.refresh_token })
        .where('id', '=', 'cat')
        .execute();
      const cat = await storage.db.selectFrom('accounts').selectAll().where('id', '=', 'cat').executeTakeFirstOrThrow();
      expect(() => decryptToken(KEY, cat.refresh_token!, 'cat')).toThrow();
    });

    it('counts the notes, their bytes and the command names already stored (migration 008)', async () => {
      const { rows } = await sql<{
        notes_kept: number;
        note_bytes: string;
        command_names: number;
      }>`select notes_kept, note_bytes::text, command_names from accounts where id = 'ann'`.execute(storage.db);
      expect(rows).toEqual([
        {
          notes_kept: 2,
          note_bytes: String('a.example'.length + Buffer.byteLength('héllo') + 'b.example'.length),
          command_names: 2,
        },
      ]);
    });
  });

  it('leaves a token sealed with another key as it was: it opens for nobody and is forgotten at its next use', async () => {
    const storage = await openStorage({ ...(await before009(randomBytes(32))), tokenKey: KEY });
    try {
      const ben = await storage.db.selectFrom('accounts').selectAll().where('id', '=', 'ben').executeTakeFirstOrThrow();
      expect(ben.refresh_token).toMatch(/^v1\./);
      expect(() => decryptToken(KEY, ben.refresh_token!, 'ben')).toThrow();
    } finally {
      await storage.close();
    }
  });
});
