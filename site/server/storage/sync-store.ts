import { sql, type Kysely } from 'kysely';
import { SYNC_BOUNDS } from '../../../extension/account/api-contract';
import { passedQuota, type AccountQuota } from './account-quota';
import type { Schema } from './schema';

/** One site's note backup as the extension sees it. */
export interface Note {
  site: string;
  content: string;
  version: number;
  updatedAt: string;
}

/** Result of a versioned note write: saved, refused with what the server holds now, or refused by a quota. */
export type NotePutResult =
  | { ok: true; note: Note }
  | { ok: false; current: Note | null }
  | { ok: false; quota: Extract<AccountQuota, 'notes' | 'noteBytes'> };

/** How long a command batch's id is kept to recognise a retry; a batch retried later is counted again. */
export const BATCH_ID_DAYS = 30;

/** How often each server process deletes batch ids older than BATCH_ID_DAYS (on the next batch written). */
const BATCH_PRUNE_MS = 60 * 60 * 1000;

/** Settings by key, each with when a device wrote it (ms since 1970); a null value is a removed setting. */
export type SettingEntries = Record<string, { value: unknown; at: number }>;

/** Result of a settings write: the merged settings, or how many there would have been past ACCOUNT_QUOTAS.settings. */
export type SettingsPutResult = { ok: true; settings: SettingEntries } | { ok: false; wouldHave: number };

/**
 * How far a pull's serverTime lies behind the database's clock. A note write stamps updated_at with its
 * transaction's start (now()); one that started before a pull's read but committed after it is not in that
 * read, yet stamped before it. The next pull starts at serverTime, so it still finds writes that took up to
 * this long; a note write is one statement of milliseconds.
 */
const PULL_MARGIN = sql<Date>`now() - interval '10 seconds'`;

/**
 * Notes, settings and command counts of one account (SPEC §1: all the server keeps for the extension).
 * Writes answer null when the account no longer exists (deleted while the request was on its way).
 */
export interface SyncStore {
  /** Every note backup of the account (empty content: a deleted note), or those changed after `since`. */
  listNotes(accountId: string, since?: Date): Promise<Note[]>;
  /** listNotes after `since`, with the time to pass as the next `since` (see PULL_MARGIN). */
  pullNotes(accountId: string, since?: Date): Promise<{ notes: Note[]; serverTime: string }>;
  getNote(accountId: string, site: string): Promise<Note | null>;
  /** Writes when baseVersion is the stored version (0 for a new note); otherwise refuses with the current note. */
  putNote(accountId: string, site: string, content: string, baseVersion: number): Promise<NotePutResult | null>;
  getSettings(accountId: string): Promise<SettingEntries>;
  /**
   * Per key, the entry with the later `at` wins (a tie keeps the stored one); answers every setting after the
   * merge. Refused whole when the account would keep more than ACCOUNT_QUOTAS.settings (removed ones included:
   * they are kept so every device learns of the removal).
   */
  putSettings(accountId: string, entries: SettingEntries): Promise<SettingsPutResult | null>;
  getCommandCounts(accountId: string): Promise<Record<string, number>>;
  /**
   * Adds the increments once per batchId (kept BATCH_ID_DAYS), so a retried batch is not counted twice; a count
   * stops at SYNC_BOUNDS.commandCount. Refused whole when it would pass the account's command-name quota.
   */
  addCommandCounts(
    accountId: string,
    increments: Record<string, number>,
    batchId: string | undefined,
  ): Promise<{ applied: boolean } | { quota: 'commandNames' } | null>;
}

const toNote = (row: { site: string; content: string; version: number; updated_at: Date }): Note => ({
  site: row.site,
  content: row.content,
  version: row.version,
  updatedAt: row.updated_at.toISOString(),
});

/**
 * `WITH live AS (...)`: the account if it still exists, so a write for a deleted account writes nothing in the same
 * statement. It locks the account's row first (`FOR NO KEY UPDATE`, which the quota triggers' update of that row
 * takes anyway), so a write and the account's deletion lock the account before its rows, in one order: a deletion
 * waits for the write or the write finds the account gone, where the other order deadlocked.
 */
const withAccount = (db: Kysely<Schema>, accountId: string) =>
  db.with('live', (qc) =>
    qc.selectFrom('accounts').select('accounts.id as account_id').where('accounts.id', '=', accountId).forNoKeyUpdate(),
  );

const toSettings = (rows: { key: string; value: unknown; at: string | number | bigint }[]): SettingEntries =>
  Object.fromEntries(rows.map((r) => [r.key, { value: r.value, at: Number(r.at) }]));

/**
 * Runs a quota-checked write: its result, or `{ quota, wouldHave }` when the database refused it for passing
 * one of `quotas` (wouldHave: the count or bytes the write would have made).
 */
async function withinQuota<T, Q extends AccountQuota>(
  write: Promise<T>,
  quotas: Q[],
): Promise<T | { quota: Q; wouldHave: number }> {
  try {
    return await write;
  } catch (error) {
    const passed = passedQuota(error);
    if (passed && (quotas as AccountQuota[]).includes(passed.quota)) return passed as { quota: Q; wouldHave: number };
    throw error;
  }
}

/**
 * Sync storage on the SQL database; every write is one atomic statement or transaction, and the account's quotas
 * are checked inside it (migration 008's triggers).
 */
export function createSyncStore(db: Kysely<Schema>): SyncStore {
  let batchesPrunedAt = 0;
  /** Deletes expired batch ids at most once per BATCH_PRUNE_MS in this process: no scheduler needed. */
  const pruneBatches = async () => {
    if (Date.now() - batchesPrunedAt < BATCH_PRUNE_MS) return;
    batchesPrunedAt = Date.now();
    await db
      .deleteFrom('command_batches')
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${BATCH_ID_DAYS})`)
      .execute();
  };
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
  const listNotes = async (accountId: string, since?: Date) => {
    let query = db.selectFrom('notes').select(noteColumns).where('account_id', '=', accountId);
    if (since) query = query.where('updated_at', '>', since);
    return (await query.orderBy('site').execute()).map(toNote);
  };
  const getSettings = async (accountId: string) =>
    toSettings(
      await db
        .selectFrom('settings')
        .select(['key', 'value', 'at'])
        .where('account_id', '=', accountId)
        .orderBy('key')
        .execute(),
    );
  return {
    listNotes,
    async pullNotes(accountId, since) {
      // The clock first: a note committed between the two statements is then after serverTime as well.
      const { serverTime } = await db.selectNoFrom(PULL_MARGIN.as('serverTime')).executeTakeFirstOrThrow();
      return { notes: await listNotes(accountId, since), serverTime: serverTime.toISOString() };
    },
    getNote,
    async putNote(accountId, site, content, baseVersion) {
      // Compare-and-set in one statement: concurrent writers with the same base version cannot both win.
      // No row: the account is gone; a row without a note: the version did not match.
      const written = withAccount(db, accountId)
        .with('written', (qc) =>
          baseVersion === 0
            ? qc
                .insertInto('notes')
                .columns(['account_id', 'site', 'content', 'version'])
                .expression((eb) =>
                  eb
                    .selectFrom('live')
                    .select([
                      'live.account_id',
                      eb.val(site).as('site'),
                      eb.val(content).as('content'),
                      eb.lit(1).as('version'),
                    ]),
                )
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
      const row = await withinQuota(written, ['notes', 'noteBytes']);
      if (row && 'wouldHave' in row) return { ok: false, quota: row.quota };
      if (!row) return null;
      if (row.site !== null && row.content !== null && row.version !== null && row.updated_at !== null) {
        return {
          ok: true,
          note: toNote({ site: row.site, content: row.content, version: row.version, updated_at: row.updated_at }),
        };
      }
      return { ok: false, current: await getNote(row.account_id, site) };
    },
    getSettings: (accountId) => getSettings(accountId),
    async putSettings(accountId, entries) {
      // One statement: the upsert (the later `at` wins; the entries travel as one JSON parameter, so any number
      // of keys runs one prepared statement) and the merged settings: the rows it wrote, and the others as they
      // were. A row with a null key says the account exists. The quota is checked by the insert's trigger.
      const merged = sql<{ key: string | null; value: unknown; at: string | number | bigint | null }>`
        with live as (select id from accounts where id = ${accountId} for no key update),
        written as (
          insert into settings (account_id, key, value, at)
          select live.id, e.key, e.value -> 'value', (e.value ->> 'at')::bigint
          from live, jsonb_each(${JSON.stringify(entries)}::jsonb) as e
          on conflict (account_id, key) do update set value = excluded.value, at = excluded.at
            where settings.at < excluded.at
          returning key, value, at)
        select key, value, at from written
        union all
        select s.key, s.value, s.at from settings s join live on s.account_id = live.id
          where s.key not in (select key from written)
        union all
        select null, null, null from live`.execute(db);
      const result = await withinQuota(merged, ['settings']);
      if ('wouldHave' in result) return { ok: false, wouldHave: result.wouldHave };
      if (!result.rows.some((row) => row.key === null)) return null;
      const rows = result.rows.filter((row) => row.key !== null) as { key: string; value: unknown; at: string }[];
      return { ok: true, settings: toSettings(rows.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))) };
    },
    async getCommandCounts(accountId) {
      const rows = await db
        .selectFrom('command_counts')
        .select(['command', 'count'])
        .where('account_id', '=', accountId)
        .execute();
      return Object.fromEntries(rows.map((r) => [r.command, r.count]));
    },
    async addCommandCounts(accountId, increments, batchId) {
      // Sorted so concurrent batches lock rows in the same order and cannot deadlock; passed as two arrays
      // so every batch size runs the same prepared statement.
      const entries = Object.entries(increments).sort(([a], [b]) => (a < b ? -1 : 1));
      const commands = entries.map(([command]) => command);
      const counts = entries.map(([, count]) => count);
      if (batchId) await pruneBatches();
      // One atomic statement: the account check, the batch claim (when there is a batch id) and the upsert.
      // `claimed` holds the account once the batch is new; with no batch id it is simply the live account.
      const added = withAccount(db, accountId)
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
              oc.columns(['account_id', 'command']).doUpdateSet({
                // A count stops at its bound rather than overflow the column.
                count: sql`least(command_counts.count::bigint + excluded.count, ${SYNC_BOUNDS.commandCount})`,
                updated_at: sql`now()`,
              }),
            )
            .returning('account_id'),
        )
        .selectFrom('live')
        .select((eb) => [eb.exists(eb.selectFrom('claimed').select('claimed.account_id')).as('applied')])
        .executeTakeFirst();
      const row = await withinQuota(added, ['commandNames']);
      if (row && 'wouldHave' in row) return { quota: row.quota };
      return row ? { applied: Boolean(row.applied) } : null;
    },
  };
}
