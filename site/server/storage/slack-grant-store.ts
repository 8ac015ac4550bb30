import { sql, type Kysely } from 'kysely';
import type { Schema } from './schema';

/** An account's connected Slack workspace as stored: the tokens sealed (token-cipher.ts), never in clear. */
export interface StoredSlackGrant {
  teamId: string;
  teamName: string;
  scopes: string[];
  sealedAccessToken: string;
  /** When the access token lapses (token rotation on); null: it does not expire. */
  expiresAt: Date | null;
  /** The sealed refresh token (token rotation on); null without rotation. */
  sealedRefreshToken: string | null;
}

/**
 * The Slack grant of each account (issue #23): one workspace per account, replaced by each new connection.
 * A refresh replaces the tokens compare-and-set on the sealed access token it started from, so a
 * connection stored meanwhile is never overwritten or forgotten by a request that used the old one.
 */
export interface SlackGrantStore {
  find(accountId: string): Promise<StoredSlackGrant | null>;
  save(accountId: string, grant: StoredSlackGrant): Promise<void>;
  /** Stores refreshed tokens if the grant is still `previousSealedAccess`; true when it did. */
  replaceTokens(
    accountId: string,
    previousSealedAccess: string,
    next: Pick<StoredSlackGrant, 'sealedAccessToken' | 'expiresAt' | 'sealedRefreshToken'>,
  ): Promise<boolean>;
  /** Forgets the grant if it is still `sealedAccess` (Slack said it was revoked); true when it did. */
  forget(accountId: string, sealedAccess: string): Promise<boolean>;
  /** Removes and returns the grant, to revoke it at Slack (disconnect, account deletion). */
  take(accountId: string): Promise<StoredSlackGrant | null>;
  /** Keeps a connection's state for the account until `expiresAt`. */
  saveState(state: string, accountId: string, redirectUri: string, expiresAt: Date): Promise<void>;
  /** Removes and returns an unexpired state, so each is usable once. */
  takeState(state: string): Promise<{ accountId: string; redirectUri: string } | null>;
}

const scopesOf = (text: string) => text.split(',').filter(Boolean);

/** The Slack grant store on the SQL database (tables slack_grants and slack_states, migration 007). */
export function createSlackGrantStore(db: Kysely<Schema>): SlackGrantStore {
  const find = async (accountId: string): Promise<StoredSlackGrant | null> => {
    const row = await db.selectFrom('slack_grants').selectAll().where('account_id', '=', accountId).executeTakeFirst();
    if (!row) return null;
    return {
      teamId: row.team_id,
      teamName: row.team_name,
      scopes: scopesOf(row.scopes),
      sealedAccessToken: row.access_token,
      expiresAt: row.expires_at,
      sealedRefreshToken: row.refresh_token,
    };
  };
  return {
    find,
    async save(accountId, grant) {
      const values = {
        team_id: grant.teamId,
        team_name: grant.teamName,
        scopes: grant.scopes.join(','),
        access_token: grant.sealedAccessToken,
        expires_at: grant.expiresAt?.toISOString() ?? null,
        refresh_token: grant.sealedRefreshToken,
      };
      await db
        .insertInto('slack_grants')
        .values({ account_id: accountId, ...values })
        .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
        .execute();
    },
    async replaceTokens(accountId, previousSealedAccess, next) {
      const result = await db
        .updateTable('slack_grants')
        .set({
          access_token: next.sealedAccessToken,
          expires_at: next.expiresAt?.toISOString() ?? null,
          refresh_token: next.sealedRefreshToken,
          updated_at: sql`now()`,
        })
        .where('account_id', '=', accountId)
        .where('access_token', '=', previousSealedAccess)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async forget(accountId, sealedAccess) {
      const result = await db
        .deleteFrom('slack_grants')
        .where('account_id', '=', accountId)
        .where('access_token', '=', sealedAccess)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    async take(accountId) {
      const grant = await find(accountId);
      if (!grant) return null;
      return (await this.forget(accountId, grant.sealedAccessToken)) ? grant : null;
    },
    async saveState(state, accountId, redirectUri, expiresAt) {
      await db
        .deleteFrom('slack_states')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      await db
        .insertInto('slack_states')
        .values({ state, account_id: accountId, redirect_uri: redirectUri, expires_at: expiresAt.toISOString() })
        .execute();
    },
    async takeState(state) {
      const row = await db
        .deleteFrom('slack_states')
        .where('state', '=', state)
        .where('expires_at', '>', sql<Date>`now()`)
        .returningAll()
        .executeTakeFirst();
      return row ? { accountId: row.account_id, redirectUri: row.redirect_uri } : null;
    },
  };
}
