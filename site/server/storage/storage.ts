import type { Kysely } from 'kysely';
import { inProcessChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import { createAccountStore, type AccountStore } from './account-store';
import { exportAccount, type AccountExport } from './account-export';
import { createChatUsageStore, type ChatUsageStore } from './chat-usage-store';
import { createGoogleGrantStore, type GoogleGrantStore } from './google-grant-store';
import { openDatabase, type DatabaseKind, type DatabaseOptions } from './database';
import { createPageViewStore, type PageViewStore } from './page-view-store';
import { createRateLimitStore, type RateLimitStore } from './rate-limit-store';
import type { Schema } from './schema';
import { createSlackGrantStore, type SlackGrantStore } from './slack-grant-store';
import { createSyncStore, type SyncStore } from './sync-store';
import { createSqlWaitlistStore, type WaitlistStore } from './waitlist-store';

/** The one storage interface the HTTP handlers use; swap parts (e.g. the waitlist) without touching them. */
export interface Storage {
  kind: DatabaseKind;
  /** The migrations this process applied when it opened the database (none when it was up to date). */
  migrationsApplied: string[];
  /** The SQL database under the stores (tests read rows through it). */
  db: Kysely<Schema>;
  ping(): Promise<void>;
  close(): Promise<void>;
  waitlist: WaitlistStore;
  accounts: AccountStore;
  /** Each account's Google grant (sealed refresh token and scopes). */
  grants: GoogleGrantStore;
  /** Each account's connected Slack workspace (sealed tokens) and the connections it started. */
  slackGrants: SlackGrantStore;
  sync: SyncStore;
  /** Changes of an account's notes and settings, fanned out to every server process (the live sync streams). */
  changes: ChangeFeed;
  rateLimits: RateLimitStore;
  pageViews: PageViewStore;
  /** AI chat messages per account and day (issue #23). */
  chatUsage: ChatUsageStore;
  exportAccount(accountId: string): Promise<AccountExport | null>;
}

/** Where the data lives; a Firestore project moves only the waitlist there. */
export interface StorageOptions extends DatabaseOptions {
  firestoreProjectId?: string | null;
}

/** Opens the SQL database (PGlite or PostgreSQL), migrates it, and builds every store on it. */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  const database = await openDatabase(options);
  const sync = createSyncStore(database.db);
  const rateLimits = createRateLimitStore(database.db);
  const changes = options.databaseUrl
    ? await postgresChangeFeed(database.db, options.databaseUrl).catch(async (error: unknown) => {
        await database.close();
        throw error;
      })
    : inProcessChangeFeed();
  // Loaded only when configured: firebase-admin is large and most installs never need it.
  const firestore = options.firestoreProjectId
    ? (await import('./firestore-waitlist-store')).createFirestoreWaitlistStore(options.firestoreProjectId)
    : undefined;
  return {
    kind: database.kind,
    migrationsApplied: database.migrationsApplied,
    db: database.db,
    ping: database.ping,
    close: async () => {
      await firestore?.close();
      await changes.close();
      await rateLimits.close();
      await database.close();
    },
    waitlist: firestore ?? createSqlWaitlistStore(database.db),
    accounts: createAccountStore(database.db),
    grants: createGoogleGrantStore(database.db),
    slackGrants: createSlackGrantStore(database.db),
    sync,
    changes,
    rateLimits,
    pageViews: createPageViewStore(database.db),
    chatUsage: createChatUsageStore(database.db),
    exportAccount: (accountId) => exportAccount(database.db, sync, accountId),
  };
}
