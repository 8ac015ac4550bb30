import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, string | undefined, string>;

/** Waitlist entries (SPEC §3 Waitlist entry); the lowercased email is the key. */
export interface WaitlistTable {
  email: string;
  created_at: Timestamp;
  source: string;
  status: string;
}

/** Accounts signed in with the identity provider (SPEC §3 Identity account info). */
export interface AccountTable {
  id: string;
  subject: string;
  email: string;
  name: string;
  picture: string;
  /** AES-GCM ciphertext; never leaves the server. */
  refresh_token: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Sign-in sessions; only a hash of the cookie's token is stored. */
export interface SessionTable {
  token_hash: string;
  account_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Sign-in attempts the server started (state, PKCE verifier), each usable once. */
export interface AuthStateTable {
  state: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: Timestamp;
}

/** Hashes of authorization codes already exchanged, so a code is accepted once. */
export interface UsedAuthCodeTable {
  code_hash: string;
  used_at: Timestamp;
}

/** Note backups, one per account and site, with an optimistic-concurrency version. */
export interface NoteTable {
  account_id: string;
  site: string;
  content: string;
  version: number;
  updated_at: Timestamp;
}

/** Setting preferences, one JSON document per account. */
export interface PreferenceTable {
  account_id: string;
  settings: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Timestamp;
}

/** How many times each command was used, per account. */
export interface CommandCountTable {
  account_id: string;
  command: string;
  count: number;
  updated_at: Timestamp;
}

/** Increment batches already applied, so a retried batch is not counted twice. */
export interface CommandBatchTable {
  account_id: string;
  batch_id: string;
  created_at: Generated<Date>;
}

/** Requests counted per client key and clock minute (rate limits shared by every server process). */
export interface RateLimitTable {
  key: string;
  /** Minutes since the Unix epoch: the fixed one-minute window counted. */
  minute: number;
  count: number;
}

/** Every table the server stores (SPEC §1: no browsing history among them). */
export interface Schema {
  waitlist: WaitlistTable;
  accounts: AccountTable;
  sessions: SessionTable;
  auth_states: AuthStateTable;
  used_auth_codes: UsedAuthCodeTable;
  notes: NoteTable;
  preferences: PreferenceTable;
  command_counts: CommandCountTable;
  command_batches: CommandBatchTable;
  rate_limits: RateLimitTable;
}
