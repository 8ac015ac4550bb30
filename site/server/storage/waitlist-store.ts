import type { Kysely } from 'kysely';
import type { Schema } from './schema';

/** SPEC §3: every waitlist entry comes from the beta landing page and starts pending. */
export const WAITLIST_SOURCE = 'beta_landing_page';
/** SPEC §3: the initial status of a waitlist entry. */
export const WAITLIST_STATUS = 'pending';

/** Create-only waitlist storage: SQL by default, Firestore as an adapter. */
export interface WaitlistStore {
  /** Stores a new entry for an already normalised email; an existing entry is left untouched. */
  add(email: string): Promise<{ alreadyExists: boolean }>;
}

/** Waitlist rows in the SQL database; the email primary key makes a duplicate a no-op. */
export function createSqlWaitlistStore(db: Kysely<Schema>): WaitlistStore {
  return {
    async add(email) {
      const inserted = await db
        .insertInto('waitlist')
        .values({ email, source: WAITLIST_SOURCE, status: WAITLIST_STATUS })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('email')
        .executeTakeFirst();
      return { alreadyExists: inserted === undefined };
    },
  };
}
