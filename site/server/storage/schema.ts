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
  /** The Google grant's refresh token as AES-GCM ciphertext; never leaves the server, never logged. */
  refresh_token: string | null;
  /** Space-separated scopes Google last said the grant covers; null: not known yet. */
  google_scopes: string | null;
  /** SPEC §6 plan: 'basic' (limited AI chat) or 'pro' (unlimited). */
  plan: ColumnType<AccountPlan, AccountPlan | undefined, AccountPlan>;
  /** Quota counters (ACCOUNT_QUOTAS), kept by triggers (migration 008): notes kept, deleted ones included. */
  notes_kept: Generated<number>;
  /** Bytes of the account's notes, site and text (bigint: the drivers may answer a string). */
  note_bytes: ColumnType<string | number | bigint, never, never>;
  /** Distinct command names the account's counts hold. */
  command_names: Generated<number>;
  /** Settings the account keeps, removed ones included. */
  settings_kept: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** SPEC §6 plans an account can be on. */
export type AccountPlan = 'basic' | 'pro';

/** AI chat messages sent per account and UTC day (the Basic plan's limit); what was said is never stored. */
export interface ChatDayTable {
  account_id: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  messages: number;
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
  /** For a sign-in the extension started: the extension to hand over to, its own state and its challenge. */
  extension_id: string | null;
  extension_state: string | null;
  extension_challenge: string | null;
  /** For a grant a signed-in account started (issue #22): the account, and the access it adds ('gmail', 'calendar'). */
  account_id: string | null;
  google_grant: string | null;
}

/** One-time codes that hand an extension sign-in over (docs/accounts-and-sync.md); only a hash is stored. */
export interface HandOverCodeTable {
  code_hash: string;
  account_id: string;
  extension_id: string;
  /** base64url SHA-256 of the verifier only the extension holds. */
  challenge: string;
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

/** Synced settings, one row per account and key; the write with the later `at` wins; a JSON null value is a removed setting. */
export interface SettingTable {
  account_id: string;
  key: string;
  value: ColumnType<unknown, string, string>;
  /** When the device wrote it, in milliseconds since 1970 (bigint: the drivers may answer a string). */
  at: ColumnType<string | number | bigint, number, number>;
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

/** Requests counted per key and clock window (rate limits and plan limits shared by every server process). */
export interface RateLimitTable {
  key: string;
  /** Minutes since the Unix epoch: the last minute of the fixed window counted (a one-minute window's own minute). */
  minute: number;
  count: number;
}

/** Page views of the site counted per UTC day, page and referring host (no address, no identifier, no cookie). */
export interface PageViewTable {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** A page of the site (SPEC §2 route table), or NOT_FOUND_PATH for any other path. */
  path: string;
  /** Host name of the site that linked here; empty for none or this site itself. */
  referrer: string;
  views: number;
}

/** The Slack workspace each account connected (issue #23); the tokens are AES-GCM ciphertext, never logged or exported. */
export interface SlackGrantTable {
  account_id: string;
  team_id: string;
  team_name: string;
  /** Comma-separated scopes Slack granted, as oauth.v2.access names them. */
  scopes: string;
  /** The bot token, sealed: long-lived without token rotation, else valid until `expires_at`. */
  access_token: string;
  expires_at: ColumnType<Date | null, string | null | undefined, string | null>;
  /** With token rotation: the sealed refresh token (each refresh replaces it); null without rotation. */
  refresh_token: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Slack connections started by a signed-in account, each state usable once within 10 minutes. */
export interface SlackStateTable {
  state: string;
  account_id: string;
  redirect_uri: string;
  expires_at: Timestamp;
}

/** Every table the server stores (SPEC §1: no browsing history among them). */
export interface Schema {
  waitlist: WaitlistTable;
  accounts: AccountTable;
  sessions: SessionTable;
  auth_states: AuthStateTable;
  used_auth_codes: UsedAuthCodeTable;
  hand_over_codes: HandOverCodeTable;
  notes: NoteTable;
  settings: SettingTable;
  command_counts: CommandCountTable;
  command_batches: CommandBatchTable;
  rate_limits: RateLimitTable;
  page_views: PageViewTable;
  slack_grants: SlackGrantTable;
  slack_states: SlackStateTable;
  chat_days: ChatDayTable;
}
