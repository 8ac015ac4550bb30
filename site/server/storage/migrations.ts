import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { decryptLegacyToken, encryptToken, isLegacyToken } from '../auth/token-cipher';
import type { Schema } from './schema';

const now = sql`now()`;

/** A new table whose rows belong to an account and go when it is deleted. */
const owned = (db: Kysely<unknown>, table: string) =>
  db.schema
    .createTable(table)
    .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'));

/** Versioned schema changes that need nothing but the database (see `migrations`). */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('waitlist')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('subject', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('picture', 'text', (c) => c.notNull())
        .addColumn('refresh_token', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await owned(db, 'sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_account_id').on('sessions').column('account_id').execute();
      await db.schema
        .createTable('auth_states')
        .addColumn('state', 'text', (c) => c.primaryKey())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('used_auth_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .execute();
      await owned(db, 'notes')
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('notes_pk', ['account_id', 'site'])
        .execute();
      await owned(db, 'preferences')
        .addColumn('settings', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('preferences_pk', ['account_id'])
        .execute();
      await owned(db, 'command_counts')
        .addColumn('command', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('command_counts_pk', ['account_id', 'command'])
        .execute();
      await owned(db, 'command_batches')
        .addColumn('batch_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('command_batches_pk', ['account_id', 'batch_id'])
        .execute();
    },
  },
  '002-rate-limits': {
    async up(db: Kysely<unknown>) {
      // Unlogged: counters need no crash safety, and skipping the write-ahead log keeps a counted request from
      // waiting on a disk flush at commit (PostgreSQL empties the table after a crash; PGlite does the same).
      await db.schema
        .createTable('rate_limits')
        .modifyFront(sql`unlogged`)
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('minute', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'minute'])
        .execute();
    },
  },
  '003-extension-sign-in': {
    async up(db: Kysely<unknown>) {
      // Settings sync per key, the later write winning: a per-account document has no write time per key to merge by.
      await db.schema.dropTable('preferences').execute();
      await owned(db, 'settings')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'jsonb', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('settings_pk', ['account_id', 'key'])
        .execute();
      await owned(db, 'hand_over_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('extension_id', 'text', (c) => c.notNull())
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('auth_states')
        .addColumn('extension_id', 'text')
        .addColumn('extension_state', 'text')
        .addColumn('extension_challenge', 'text')
        .execute();
    },
  },
  '004-page-views': {
    async up(db: Kysely<unknown>) {
      // Page views counted per UTC day, page and referring host, and nothing else: no address, no identifier.
      await db.schema
        .createTable('page_views')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('referrer', 'text', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('page_views_pk', ['day', 'path', 'referrer'])
        .execute();
    },
  },
  '005-google-grants': {
    async up(db: Kysely<unknown>) {
      // The Google grant is accounts.refresh_token (sealed) plus the scopes Google said it covers; null scopes
      // (tokens kept before this migration): unknown until the next refresh, whose answer names them.
      await db.schema.alterTable('accounts').addColumn('google_scopes', 'text').execute();
      // A grant the server starts for a signed-in account: which one, and the access it adds.
      await db.schema
        .alterTable('auth_states')
        .addColumn('account_id', 'text')
        .addColumn('google_grant', 'text')
        .execute();
    },
  },
  '006-chat': {
    async up(db: Kysely<unknown>) {
      // SPEC §6 plans: every account starts on Basic; an operator moves one to Pro (docs/integrations.md "AI chat").
      await db.schema
        .alterTable('accounts')
        .addColumn('plan', 'text', (c) =>
          c
            .notNull()
            .defaultTo('basic')
            .check(sql`plan in ('basic', 'pro')`),
        )
        .execute();
      // AI chat messages counted per account and UTC day (the Basic plan's limit); no prompt, no answer.
      await owned(db, 'chat_days')
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('messages', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_days_pk', ['account_id', 'day'])
        .execute();
    },
  },
  '007-slack-grants': {
    async up(db: Kysely<unknown>) {
      // One connected Slack workspace per account: its tokens sealed with TOKEN_ENCRYPTION_KEY, never in clear.
      await owned(db, 'slack_grants')
        .addColumn('team_id', 'text', (c) => c.notNull())
        .addColumn('team_name', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('access_token', 'text', (c) => c.notNull())
        // With token rotation: when the access token lapses, and the refresh token that mints the next one.
        .addColumn('expires_at', 'timestamptz')
        .addColumn('refresh_token', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('slack_grants_pk', ['account_id'])
        .execute();
      // A Slack connection a signed-in account started: its state, once, for 10 minutes.
      await owned(db, 'slack_states')
        .addColumn('state', 'text', (c) => c.primaryKey())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
  },
  '008-account-quotas': {
    async up(db: Kysely<unknown>) {
      // Each account's quotas (ACCOUNT_QUOTAS in extension/account/api-contract.ts; the tests hold the numbers
      // below equal to it): its notes (deleted ones included), their bytes (site and text), its distinct command
      // names and its settings (removed ones included), counted on its row by triggers, so a write is checked in
      // its own statement. The trigger's update of the account's row makes concurrent writes of one account wait
      // for each other, so the counts are exact. A write past a quota is refused as a check violation naming the
      // quota, with the count it would have made as its detail; a write that adds nothing (an account already past
      // a quota shrinking its notes) is never refused. Notes, counts and settings are never deleted but with their
      // account, so only writes are counted. `intently.limits = off` (the API benchmark's
      // server only, storage/database.ts) skips them.
      await db.schema
        .alterTable('accounts')
        .addColumn('notes_kept', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('note_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('command_names', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('settings_kept', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update accounts set notes_kept = n.kept, note_bytes = n.bytes
        from (select account_id, count(*) as kept, sum(octet_length(site) + octet_length(content)) as bytes
              from notes group by account_id) as n
        where accounts.id = n.account_id`.execute(db);
      await sql`update accounts set command_names = c.names
        from (select account_id, count(*) as names from command_counts group by account_id) as c
        where accounts.id = c.account_id`.execute(db);
      await sql`update accounts set settings_kept = s.kept
        from (select account_id, count(*) as kept from settings group by account_id) as s
        where accounts.id = s.account_id`.execute(db);
      // Notes: a new note adds one note and its bytes, a changed one the difference in bytes.
      await sql`create function count_note_usage() returns trigger language plpgsql as $$
        declare
          added integer := case when tg_op = 'INSERT' then 1 else 0 end;
          grown bigint := octet_length(new.site) + octet_length(new.content)
            - case when tg_op = 'UPDATE' then octet_length(old.site) + octet_length(old.content) else 0 end;
          kept integer;
          bytes bigint;
        begin
          if current_setting('intently.limits', true) = 'off' or (added = 0 and grown = 0) then return null; end if;
          update accounts set notes_kept = notes_kept + added, note_bytes = note_bytes + grown
            where id = new.account_id returning notes_kept, note_bytes into kept, bytes;
          if added > 0 and kept > 10000 then
            raise exception using errcode = 'check_violation', constraint = 'notes_per_account',
              detail = kept::text, message = 'An account keeps at most 10000 notes.';
          end if;
          if grown > 0 and bytes > 52428800 then
            raise exception using errcode = 'check_violation', constraint = 'note_bytes_per_account',
              detail = bytes::text, message = 'An account keeps at most 50 MB of notes.';
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger notes_usage after insert or update on notes
        for each row execute function count_note_usage()`.execute(db);
      // Command names and settings: each new row counts one. An INSERT ... ON CONFLICT DO UPDATE fires it only for
      // the rows it inserts, so a write of names or keys already kept (most writes) runs no trigger at all.
      await sql`create function count_new_row() returns trigger language plpgsql as $$
        declare total integer;
        begin
          if current_setting('intently.limits', true) = 'off' then return null; end if;
          if tg_table_name = 'command_counts' then
            update accounts set command_names = command_names + 1 where id = new.account_id
              returning command_names into total;
            if total > 1000 then
              raise exception using errcode = 'check_violation', constraint = 'command_names_per_account',
                detail = total::text, message = 'An account counts at most 1000 command names.';
            end if;
          else
            update accounts set settings_kept = settings_kept + 1 where id = new.account_id
              returning settings_kept into total;
            if total > 1000 then
              raise exception using errcode = 'check_violation', constraint = 'settings_per_account',
                detail = total::text, message = 'An account keeps at most 1000 settings.';
            end if;
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger command_names_added after insert on command_counts
        for each row execute function count_new_row()`.execute(db);
      await sql`create trigger settings_added after insert on settings
        for each row execute function count_new_row()`.execute(db);
      // Batch ids are kept for 30 days (sync-store.ts prunes older ones); this finds them.
      await db.schema.createIndex('command_batches_created_at').on('command_batches').column('created_at').execute();
    },
  },
};

/** What migrations need besides the database: the key stored tokens are sealed with (009 re-seals them). */
export interface MigrationOptions {
  tokenKey: Buffer | null;
}

/** Why migration 009 stops when tokens sealed before it are stored and the server has no key to re-seal them. */
export const RESEAL_NEEDS_KEY = (count: number) =>
  `${count} stored Google or Slack token${count === 1 ? ' was' : 's were'} sealed before tokens named their account and must be re-sealed with the key they were sealed with: set TOKEN_ENCRYPTION_KEY and start the server again.`;

/**
 * Migration 009: sealed tokens name their account (AES-GCM associated data, token-cipher.ts), so a sealed token
 * copied into another account's row no longer opens. Tokens sealed before are opened with the key and sealed
 * again for their account; one that does not open with this key (sealed with another) is left as it is, and is
 * forgotten when it is next used, as before.
 */
function resealTokens({ tokenKey }: MigrationOptions): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<Schema>;
      const google = await db
        .selectFrom('accounts')
        .select(['id', 'refresh_token'])
        .where('refresh_token', 'like', 'v1.%')
        .execute();
      const slack = await db
        .selectFrom('slack_grants')
        .select(['account_id', 'access_token', 'refresh_token'])
        .where((eb) => eb.or([eb('access_token', 'like', 'v1.%'), eb('refresh_token', 'like', 'v1.%')]))
        .execute();
      const sealed = [
        ...google.map((row) => row.refresh_token),
        ...slack.flatMap((row) => [row.access_token, row.refresh_token]),
      ];
      const legacy = sealed.filter((token) => token !== null && isLegacyToken(token)).length;
      if (legacy === 0) return;
      if (!tokenKey) throw new Error(RESEAL_NEEDS_KEY(legacy));
      const reseal = (sealed: string, accountId: string) => {
        if (!isLegacyToken(sealed)) return sealed;
        try {
          return encryptToken(tokenKey, decryptLegacyToken(tokenKey, sealed), accountId);
        } catch {
          return sealed;
        }
      };
      for (const { id, refresh_token: sealed } of google) {
        await db
          .updateTable('accounts')
          .set({ refresh_token: reseal(sealed!, id) })
          .where('id', '=', id)
          .execute();
      }
      for (const row of slack) {
        await db
          .updateTable('slack_grants')
          .set({
            access_token: reseal(row.access_token, row.account_id),
            refresh_token: row.refresh_token && reseal(row.refresh_token, row.account_id),
          })
          .where('account_id', '=', row.account_id)
          .execute();
      }
    },
  };
}

/**
 * Every migration, in key order; never edit a shipped one, add the next. A rolling upgrade runs the previous version
 * on the new schema for a while, so a migration adds and never removes what the version before reads (or the
 * release's CHANGELOG says to stop every process first: docs/deploying.md "Stopping and upgrading").
 */
export function migrations(options: MigrationOptions): Record<string, Migration> {
  return { ...MIGRATIONS, '009-sealed-tokens-name-their-account': resealTokens(options) };
}

/**
 * Brings the schema up to date and resolves with the names of the migrations this call applied (none when another
 * process had): Kysely's migration lock (a PostgreSQL advisory lock) makes concurrent starts
 * against one PostgreSQL safe, each waiting for the one migrating and then finding nothing left to do.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, options: MigrationOptions): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(options) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The start-up line saying what migrateToLatest did. */
export function migrationLine(applied: string[]): string {
  const latest = Object.keys(migrations({ tokenKey: null })).at(-1);
  return applied.length === 0
    ? `Database schema is up to date (${latest}): no migration to apply.`
    : `Database migrated to ${latest}: applied ${applied.join(', ')}.`;
}
