import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { GoogleGrant } from '../auth/google-scopes';
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

/** The extension's part of a sign-in it started: where the session is handed over, and to whom. */
export interface ExtensionSignIn {
  /** The extension's id (its origin is chrome-extension://<id>). */
  id: string;
  /** The extension's own state, handed back with the code. */
  state: string;
  /** base64url SHA-256 of the verifier the extension keeps. */
  challenge: string;
}

/** A grant a signed-in account started (issue #22): whose, and the access it adds. */
export interface GrantStart {
  accountId: string;
  grant: GoogleGrant;
}

/** A sign-in the server started: its state and PKCE verifier, and the extension that started it, if one did. */
export interface AuthState {
  state: string;
  codeVerifier: string;
  redirectUri: string;
  extension: ExtensionSignIn | null;
  /** Not null: not a sign-in but a signed-in account adding Google access. */
  grant: GrantStart | null;
}

/** A one-time hand-over code: whose sign-in it carries and the extension (and its verifier's challenge) it is bound to. */
export interface HandOverCode {
  accountId: string;
  extensionId: string;
  challenge: string;
}

/** Accounts, sessions and sign-in bookkeeping. */
export interface AccountStore {
  upsert(profile: AccountProfile): Promise<Account>;
  createSession(accountId: string, tokenHash: string, expiresAt: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** The account with this id, or null. */
  findById(accountId: string): Promise<Account | null>;
  /** The account of an unexpired session, or null. */
  findBySession(tokenHash: string): Promise<Account | null>;
  /** Deletes the account and, by cascade, its sessions, hand-over codes, notes, settings, command counts and batches. */
  delete(accountId: string): Promise<void>;
  saveAuthState(state: AuthState, expiresAt: Date): Promise<void>;
  /** Removes and returns an unexpired state, so each is usable once. */
  takeAuthState(state: string): Promise<AuthState | null>;
  /** Records a code as used; false when it had been used before. */
  claimAuthCode(codeHash: string): Promise<boolean>;
  saveHandOverCode(codeHash: string, code: HandOverCode & { expiresAt: Date }): Promise<void>;
  /** Deletes a hand-over code and returns what it was and whether it had expired, so any first try burns it. */
  takeHandOverCode(codeHash: string): Promise<(HandOverCode & { expired: boolean }) | null>;
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
      await db
        .deleteFrom('sessions')
        .where('account_id', '=', accountId)
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      await db
        .insertInto('sessions')
        .values({ account_id: accountId, token_hash: tokenHash, expires_at: expiresAt.toISOString() })
        .execute();
    },
    async deleteSession(tokenHash) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },
    async findById(accountId) {
      return (await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst()) ?? null;
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
    async saveAuthState({ state, codeVerifier, redirectUri, extension, grant }, expiresAt) {
      await db
        .deleteFrom('auth_states')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      await db
        .insertInto('auth_states')
        .values({
          state,
          code_verifier: codeVerifier,
          redirect_uri: redirectUri,
          expires_at: expiresAt.toISOString(),
          extension_id: extension?.id ?? null,
          extension_state: extension?.state ?? null,
          extension_challenge: extension?.challenge ?? null,
          account_id: grant?.accountId ?? null,
          google_grant: grant?.grant ?? null,
        })
        .execute();
    },
    async takeAuthState(state) {
      const row = await db
        .deleteFrom('auth_states')
        .where('state', '=', state)
        .where('expires_at', '>', sql<Date>`now()`)
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      const { extension_id: id, extension_state: extensionState, extension_challenge: challenge } = row;
      const extension = id && extensionState && challenge ? { id, state: extensionState, challenge } : null;
      const grant =
        row.account_id && row.google_grant
          ? { accountId: row.account_id, grant: row.google_grant as GoogleGrant }
          : null;
      return { state: row.state, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri, extension, grant };
    },
    async claimAuthCode(codeHash) {
      // Codes live minutes at the provider; a day of history is plenty to refuse replays.
      await db
        .deleteFrom('used_auth_codes')
        .where('used_at', '<', sql<Date>`now() - interval '1 day'`)
        .execute();
      const claimed = await db
        .insertInto('used_auth_codes')
        .values({ code_hash: codeHash })
        .onConflict((oc) => oc.column('code_hash').doNothing())
        .returning('code_hash')
        .executeTakeFirst();
      return claimed !== undefined;
    },
    async saveHandOverCode(codeHash, { accountId, extensionId, challenge, expiresAt }) {
      await db
        .deleteFrom('hand_over_codes')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      await db
        .insertInto('hand_over_codes')
        .values({
          code_hash: codeHash,
          account_id: accountId,
          extension_id: extensionId,
          challenge,
          expires_at: expiresAt.toISOString(),
        })
        .execute();
    },
    async takeHandOverCode(codeHash) {
      // One statement: two tries at once cannot both get the row.
      const row = await db
        .deleteFrom('hand_over_codes')
        .where('code_hash', '=', codeHash)
        .returning(['account_id', 'extension_id', 'challenge', sql<boolean>`expires_at <= now()`.as('expired')])
        .executeTakeFirst();
      return row
        ? { accountId: row.account_id, extensionId: row.extension_id, challenge: row.challenge, expired: row.expired }
        : null;
    },
  };
}
