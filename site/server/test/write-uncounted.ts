import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../storage/schema';

/**
 * Writes bulk test data for one account straight into the database, in one transaction with the quota triggers
 * skipped (`intently.limits = off`; a trigger per row would update the account's row thousands of times in one
 * transaction), then counts the account's notes, their bytes, its command names and settings from its rows, as
 * the triggers of migration 008 would have.
 */
export async function writeUncounted(
  db: Kysely<Schema>,
  accountId: string,
  write: (trx: Transaction<Schema>) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`set local intently.limits = 'off'`.execute(trx);
    await write(trx);
    await sql`update accounts set
        notes_kept = (select count(*) from notes where account_id = ${accountId}),
        note_bytes = (select coalesce(sum(octet_length(site) + octet_length(content)), 0) from notes where account_id = ${accountId}),
        command_names = (select count(*) from command_counts where account_id = ${accountId}),
        settings_kept = (select count(*) from settings where account_id = ${accountId})
      where id = ${accountId}`.execute(trx);
  });
}
