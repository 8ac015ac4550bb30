import { sql, type Kysely } from 'kysely';
import type { Schema } from './schema';

/** One site's note backup as the extension sees it. */
export interface Note {
  site: string;
  content: string;
  version: number;
  updatedAt: string;
}

/** Result of a versioned note write: saved, or refused with what the server holds now. */
export type NotePutResult = { ok: true; note: Note } | { ok: false; current: Note | null };

/** The setting preferences document of an account. */
export interface Preferences {
  settings: Record<string, unknown>;
  updatedAt: string | null;
}

/** Notes, settings and command counts of one account (SPEC §1: all the server keeps for the extension). */
export interface SyncStore {
  listNotes(accountId: string): Promise<Note[]>;
  getNote(accountId: string, site: string): Promise<Note | null>;
  /** Writes when baseVersion is the stored version (0 for a new note); otherwise refuses. */
  putNote(accountId: string, site: string, content: string, baseVersion: number): Promise<NotePutResult>;
  getPreferences(accountId: string): Promise<Preferences>;
  putPreferences(accountId: string, settings: Record<string, unknown>): Promise<Preferences>;
  getCommandCounts(accountId: string): Promise<Record<string, number>>;
  /** Adds the increments once per batchId, so a retried batch is not counted twice. */
  addCommandCounts(accountId: string, increments: Record<string, number>, batchId: string | undefined): Promise<{ applied: boolean }>;
}

const toNote = (row: { site: string; content: string; version: number; updated_at: Date }): Note => ({
  site: row.site,
  content: row.content,
  version: row.version,
  updatedAt: row.updated_at.toISOString(),
});

/** Sync storage on the SQL database; every write is one atomic statement or transaction. */
export function createSyncStore(db: Kysely<Schema>): SyncStore {
  const noteColumns = ['site', 'content', 'version', 'updated_at'] as const;
  const getNote = async (accountId: string, site: string) => {
    const row = await db
      .selectFrom('notes')
      .select(noteColumns)
      .where('account_id', '=', accountId)
      .where('site', '=', site)
      .executeTakeFirst();
    return row ? toNote(row) : null;
  };
  return {
    async listNotes(accountId) {
      const rows = await db.selectFrom('notes').select(noteColumns).where('account_id', '=', accountId).orderBy('site').execute();
      return rows.map(toNote);
    },
    getNote,
    async putNote(accountId, site, content, baseVersion) {
      // Compare-and-set in one statement: concurrent writers with the same base version cannot both win.
      const row =
        baseVersion === 0
          ? await db
              .insertInto('notes')
              .values({ account_id: accountId, site, content, version: 1 })
              .onConflict((oc) => oc.columns(['account_id', 'site']).doNothing())
              .returning(noteColumns)
              .executeTakeFirst()
          : await db
              .updateTable('notes')
              .set({ content, version: baseVersion + 1, updated_at: sql`now()` })
              .where('account_id', '=', accountId)
              .where('site', '=', site)
              .where('version', '=', baseVersion)
              .returning(noteColumns)
              .executeTakeFirst();
      return row ? { ok: true, note: toNote(row) } : { ok: false, current: await getNote(accountId, site) };
    },
    async getPreferences(accountId) {
      const row = await db.selectFrom('preferences').select(['settings', 'updated_at']).where('account_id', '=', accountId).executeTakeFirst();
      return row ? { settings: row.settings, updatedAt: row.updated_at.toISOString() } : { settings: {}, updatedAt: null };
    },
    async putPreferences(accountId, settings) {
      const row = await db
        .insertInto('preferences')
        .values({ account_id: accountId, settings: JSON.stringify(settings) })
        .onConflict((oc) =>
          oc.column('account_id').doUpdateSet((eb) => ({ settings: eb.ref('excluded.settings'), updated_at: sql`now()` })),
        )
        .returning(['settings', 'updated_at'])
        .executeTakeFirstOrThrow();
      return { settings: row.settings, updatedAt: row.updated_at.toISOString() };
    },
    async getCommandCounts(accountId) {
      const rows = await db.selectFrom('command_counts').select(['command', 'count']).where('account_id', '=', accountId).execute();
      return Object.fromEntries(rows.map((r) => [r.command, r.count]));
    },
    async addCommandCounts(accountId, increments, batchId) {
      // Sorted so concurrent batches lock rows in the same order and cannot deadlock.
      const entries = Object.entries(increments).sort(([a], [b]) => (a < b ? -1 : 1));
      const add = async (trx: Kysely<Schema>) => {
        if (entries.length === 0) return;
        await trx
          .insertInto('command_counts')
          .values(entries.map(([command, count]) => ({ account_id: accountId, command, count })))
          .onConflict((oc) =>
            oc.columns(['account_id', 'command']).doUpdateSet({ count: sql`command_counts.count + excluded.count`, updated_at: sql`now()` }),
          )
          .execute();
      };
      // Without a batch id the upsert is one atomic statement; a transaction would only add round trips.
      if (!batchId) {
        await add(db);
        return { applied: true };
      }
      return db.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto('command_batches')
          .values({ account_id: accountId, batch_id: batchId })
          .onConflict((oc) => oc.columns(['account_id', 'batch_id']).doNothing())
          .returning('batch_id')
          .executeTakeFirst();
        if (!fresh) return { applied: false };
        await add(trx);
        return { applied: true };
      });
    },
  };
}
