import { Migrator, sql, type Kysely, type Migration } from 'kysely';

const now = sql`now()`;

/** Versioned schema changes, applied in key order; never edit a shipped one, add the next. */
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
      const owned = (table: string) =>
        db.schema
          .createTable(table)
          .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'));
      await owned('sessions')
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
      await owned('notes')
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('notes_pk', ['account_id', 'site'])
        .execute();
      await owned('preferences')
        .addColumn('settings', 'jsonb', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('preferences_pk', ['account_id'])
        .execute();
      await owned('command_counts')
        .addColumn('command', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('command_counts_pk', ['account_id', 'command'])
        .execute();
      await owned('command_batches')
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
};

/** Brings the schema up to date; Kysely's migration lock makes concurrent starts against one PostgreSQL safe. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
