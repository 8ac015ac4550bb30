import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AccountTable, Schema } from './schema';

/** An account as the server knows it (refresh token stays encrypted inside). */
export type Account = Selectable<AccountTable>;

/** Identity claims received at sign-in (SPEC §3 Identity account info) plus the provider's subject. */
export interface AccountProfile {
  subject: string;
  email: string;
  name: string;
  picture: string;
  /** Encrypted refresh token, when the provider sent one and a key is configured. */
  refreshToken: string | null;
}

/** A sign-in the server started: its state and PKCE verifier. */
export interface AuthState {
  state: string;
  codeVerifier: string;
  redirectUri: string;
}

/** Accounts, sessions and sign-in bookkeeping. */
export interface AccountStore {
  upsert(profile: AccountProfile): Promise<Account>;
  createSession(accountId: string, tokenHash: string, expiresAt: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** The account of an unexpired session, or null. */
  findBySession(tokenHash: string): Promise<Account | null>;
  /** Deletes the account and, by cascade, its sessions, notes, settings and command counts. */
  delete(accountId: string): Promise<void>;
  saveAuthState(state: AuthState, expiresAt: Date): Promise<void>;
  /** Removes and returns an unexpired state, so each is usable once. */
  takeAuthState(state: string): Promise<AuthState | null>;
  /** Records a code as used; false when it had been used before. */
  claimAuthCode(codeHash: string): Promise<boolean>;
}


/** Account storage on the SQL database. */
export function createAccountStore(db: Kysely<Schema>): AccountStore {
  return {
    async upsert(profile) {
      const { refreshToken, ...fields } = profile;
      return db
        .insertInto('accounts')
        .values({ id: randomUUID(), ...fields, refresh_token: refreshToken })
        .onConflict((oc) =>
          oc.column('subject').doUpdateSet((eb) => ({
            email: eb.ref('excluded.email'),
            name: eb.ref('excluded.name'),
            picture: eb.ref('excluded.picture'),
            // The provider sends a refresh token only on consent; keep the one we have otherwise.
            refresh_token: eb.fn.coalesce('excluded.refresh_token', 'accounts.refresh_token'),
            updated_at: sql`now()`,
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async createSession(accountId, tokenHash, expiresAt) {
      // Expired sessions are swept at sign-in, so the table only holds live ones plus recent leftovers.
      await db.deleteFrom('sessions').where('account_id', '=', accountId).where('expires_at', '<', sql<Date>`now()`).execute();
      await db
        .insertInto('sessions')
        .values({ account_id: accountId, token_hash: tokenHash, expires_at: expiresAt.toISOString() })
        .execute();
    },
    async deleteSession(tokenHash) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },
    async findBySession(tokenHash) {
      const account = await db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
        .selectAll('accounts')
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return account ?? null;
    },
    async delete(accountId) {
      await db.deleteFrom('accounts').where('id', '=', accountId).execute();
    },
    async saveAuthState({ state, codeVerifier, redirectUri }, expiresAt) {
      await db.deleteFrom('auth_states').where('expires_at', '<', sql<Date>`now()`).execute();
      await db
        .insertInto('auth_states')
        .values({ state, code_verifier: codeVerifier, redirect_uri: redirectUri, expires_at: expiresAt.toISOString() })
        .execute();
    },
    async takeAuthState(state) {
      const row = await db
        .deleteFrom('auth_states')
        .where('state', '=', state)
        .where('expires_at', '>', sql<Date>`now()`)
        .returningAll()
        .executeTakeFirst();
      return row ? { state: row.state, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri } : null;
    },
    async claimAuthCode(codeHash) {
      // Codes live minutes at the provider; a day of history is plenty to refuse replays.
      await db.deleteFrom('used_auth_codes').where('used_at', '<', sql<Date>`now() - interval '1 day'`).execute();
      const claimed = await db
        .insertInto('used_auth_codes')
        .values({ code_hash: codeHash })
        .onConflict((oc) => oc.column('code_hash').doNothing())
        .returning('code_hash')
        .executeTakeFirst();
      return claimed !== undefined;
    },
  };
}
