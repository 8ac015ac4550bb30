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
  /**
   * Writes when baseVersion is the stored version (0 for a new note); otherwise refuses.
   * Writes name their account by the session's token hash and check the session in the same statement
   * (one database round trip); they answer null when that session is missing or expired.
   */
  putNote(sessionHash: string, site: string, content: string, baseVersion: number): Promise<NotePutResult | null>;
  getPreferences(accountId: string): Promise<Preferences>;
  putPreferences(sessionHash: string, settings: Record<string, unknown>): Promise<Preferences | null>;
  getCommandCounts(accountId: string): Promise<Record<string, number>>;
  /** Adds the increments once per batchId, so a retried batch is not counted twice. */
  addCommandCounts(sessionHash: string, increments: Record<string, number>, batchId: string | undefined): Promise<{ applied: boolean } | null>;
}

const toNote = (row: { site: string; content: string; version: number; updated_at: Date }): Note => ({
  site: row.site,
  content: row.content,
  version: row.version,
  updatedAt: row.updated_at.toISOString(),
});

/** `WITH live AS (...)`: the account of a session that has not expired, for writes that check it in the same statement. */
const withSession = (db: Kysely<Schema>, sessionHash: string) =>
  db.with('live', (qc) =>
    qc.selectFrom('sessions').select('account_id').where('token_hash', '=', sessionHash).where('expires_at', '>', sql<Date>`now()`),
  );

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
    async putNote(sessionHash, site, content, baseVersion) {
      // Compare-and-set in one statement with the session check: concurrent writers with the same base
      // version cannot both win. No row: no live session; a row without a note: the version did not match.
      const row = await withSession(db, sessionHash)
        .with('written', (qc) =>
          baseVersion === 0
            ? qc
                .insertInto('notes')
                .columns(['account_id', 'site', 'content', 'version'])
                .expression((eb) => eb.selectFrom('live').select(['live.account_id', eb.val(site).as('site'), eb.val(content).as('content'), eb.lit(1).as('version')]))
                .onConflict((oc) => oc.columns(['account_id', 'site']).doNothing())
                .returning(noteColumns)
            : qc
                .updateTable('notes')
                .set({ content, version: baseVersion + 1, updated_at: sql`now()` })
                .from('live')
                .whereRef('notes.account_id', '=', 'live.account_id')
                .where('notes.site', '=', site)
                .where('notes.version', '=', baseVersion)
                .returning(['notes.site', 'notes.content', 'notes.version', 'notes.updated_at']),
        )
        .selectFrom('live')
        .leftJoin('written', (join) => join.onTrue())
        .select(['live.account_id', 'written.site', 'written.content', 'written.version', 'written.updated_at'])
        .executeTakeFirst();
      if (!row) return null;
      if (row.site !== null && row.content !== null && row.version !== null && row.updated_at !== null) {
        return { ok: true, note: toNote({ site: row.site, content: row.content, version: row.version, updated_at: row.updated_at }) };
      }
      return { ok: false, current: await getNote(row.account_id, site) };
    },
    async getPreferences(accountId) {
      const row = await db.selectFrom('preferences').select(['settings', 'updated_at']).where('account_id', '=', accountId).executeTakeFirst();
      return row ? { settings: row.settings, updatedAt: row.updated_at.toISOString() } : { settings: {}, updatedAt: null };
    },
    async putPreferences(sessionHash, settings) {
      const row = await withSession(db, sessionHash)
        .insertInto('preferences')
        .columns(['account_id', 'settings'])
        .expression((eb) => eb.selectFrom('live').select(['live.account_id', eb.val(JSON.stringify(settings)).as('settings')]))
        .onConflict((oc) =>
          oc.column('account_id').doUpdateSet((eb) => ({ settings: eb.ref('excluded.settings'), updated_at: sql`now()` })),
        )
        .returning(['settings', 'updated_at'])
        .executeTakeFirst();
      return row ? { settings: row.settings, updatedAt: row.updated_at.toISOString() } : null;
    },
    async getCommandCounts(accountId) {
      const rows = await db.selectFrom('command_counts').select(['command', 'count']).where('account_id', '=', accountId).execute();
      return Object.fromEntries(rows.map((r) => [r.command, r.count]));
    },
    async addCommandCounts(sessionHash, increments, batchId) {
      // Sorted so concurrent batches lock rows in the same order and cannot deadlock; passed as two arrays
      // so every batch size runs the same prepared statement.
      const entries = Object.entries(increments).sort(([a], [b]) => (a < b ? -1 : 1));
      const commands = entries.map(([command]) => command);
      const counts = entries.map(([, count]) => count);
      // One atomic statement: the session check, the batch claim (when there is a batch id) and the upsert.
      // `claimed` holds the account once the batch is new; with no batch id it is simply the live session.
      const row = await withSession(db, sessionHash)
        .with('claimed', (qc) =>
          batchId
            ? qc
                .insertInto('command_batches')
                .columns(['account_id', 'batch_id'])
                .expression((eb) => eb.selectFrom('live').select(['live.account_id', eb.val(batchId).as('batch_id')]))
                .onConflict((oc) => oc.columns(['account_id', 'batch_id']).doNothing())
                .returning('account_id')
            : qc.selectFrom('live').select('live.account_id'),
        )
        .with('added', (qc) =>
          qc
            .insertInto('command_counts')
            .columns(['account_id', 'command', 'count'])
            .expression((eb) =>
              eb
                .selectFrom('claimed')
                .select([
                  'claimed.account_id',
                  sql<string>`unnest(${commands}::text[])`.as('command'),
                  sql<number>`unnest(${counts}::int[])`.as('count'),
                ]),
            )
            .onConflict((oc) =>
              oc.columns(['account_id', 'command']).doUpdateSet({ count: sql`command_counts.count + excluded.count`, updated_at: sql`now()` }),
            )
            .returning('account_id'),
        )
        .selectFrom('live')
        .select((eb) => [eb.exists(eb.selectFrom('claimed').select('claimed.account_id')).as('applied')])
        .executeTakeFirst();
      return row ? { applied: Boolean(row.applied) } : null;
    },
  };
}
