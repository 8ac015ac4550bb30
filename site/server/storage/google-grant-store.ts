import { sql, type Kysely } from 'kysely';
import type { Schema } from './schema';

/** An account's Google grant as stored: the sealed refresh token and the scopes Google said it covers (null: unknown). */
export interface StoredGrant {
  sealedToken: string;
  scopes: string[] | null;
}

/**
 * The Google grant of each account (issue #22): one sealed refresh token per account, replaced by each
 * consent that hands over a new one. Changes that follow a refresh are compare-and-set on the sealed token,
 * so a grant a reconnect stored meanwhile is never overwritten or forgotten by a request that used the old one.
 */
export interface GoogleGrantStore {
  find(accountId: string): Promise<StoredGrant | null>;
  save(accountId: string, sealedToken: string, scopes: string[] | null): Promise<void>;
  /** Records the scopes a refresh answered with, if the grant is still `sealedToken`. */
  updateScopes(accountId: string, sealedToken: string, scopes: string[]): Promise<void>;
  /** Forgets the grant if it is still `sealedToken`; true when it did. */
  forget(accountId: string, sealedToken: string): Promise<boolean>;
  /**
   * Removes and returns the sealed token to revoke it; with `lastSession`, only when the account has no
   * live session left (sign-out of the last signed-in place).
   */
  take(accountId: string, options?: { lastSession?: boolean }): Promise<string | null>;
}

const joined = (scopes: readonly string[] | null) => (scopes ? scopes.join(' ') : null);

/** The grant store on the SQL database (columns refresh_token and google_scopes of accounts). */
export function createGoogleGrantStore(db: Kysely<Schema>): GoogleGrantStore {
  const clear = (accountId: string, sealedToken: string) =>
    db
      .updateTable('accounts')
      .set({ refresh_token: null, google_scopes: null })
      .where('id', '=', accountId)
      .where('refresh_token', '=', sealedToken);
  return {
    async find(accountId) {
      const row = await db
        .selectFrom('accounts')
        .select(['refresh_token', 'google_scopes'])
        .where('id', '=', accountId)
        .executeTakeFirst();
      if (!row?.refresh_token) return null;
      return {
        sealedToken: row.refresh_token,
        scopes: row.google_scopes === null ? null : row.google_scopes.split(' ').filter(Boolean),
      };
    },
    async save(accountId, sealedToken, scopes) {
      await db
        .updateTable('accounts')
        .set({ refresh_token: sealedToken, google_scopes: joined(scopes), updated_at: sql`now()` })
        .where('id', '=', accountId)
        .execute();
    },
    async updateScopes(accountId, sealedToken, scopes) {
      await db
        .updateTable('accounts')
        .set({ google_scopes: joined(scopes) })
        .where('id', '=', accountId)
        .where('refresh_token', '=', sealedToken)
        .execute();
    },
    async forget(accountId, sealedToken) {
      const result = await clear(accountId, sealedToken).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async take(accountId, options = {}) {
      const grant = await this.find(accountId);
      if (!grant) return null;
      let update = clear(accountId, grant.sealedToken);
      if (options.lastSession) {
        update = update.where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('sessions')
                .select('token_hash')
                .where('account_id', '=', accountId)
                .where('expires_at', '>', sql<Date>`now()`),
            ),
          ),
        );
      }
      const result = await update.executeTakeFirst();
      return result.numUpdatedRows > 0n ? grant.sealedToken : null;
    },
  };
}
