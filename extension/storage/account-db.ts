import Dexie, { type Table } from 'dexie';

/** The signed-in session, its token sealed with `key` (AES-GCM): a copy of this database's files does not reveal it. */
export interface StoredSession {
  id: 'session';
  /** Non-extractable: the browser never gives its bytes to any script, ours included. */
  key: CryptoKey;
  iv: Uint8Array<ArrayBuffer>;
  sealedToken: ArrayBuffer;
  expiresAt: string;
}

/** One change waiting for the server, in the order it was made; `key` coalesces repeats of the same thing. */
export type OutboxEntry =
  | { id?: number; key: `note:${string}`; kind: 'note'; site: string }
  | { id?: number; key: 'settings'; kind: 'settings'; entries: Record<string, { value: unknown; at: number }> }
  | {
      id?: number;
      key: `counts:${string}`;
      kind: 'counts';
      batchId: string;
      increments: Record<string, number>;
      tried?: boolean;
    };

/** What this device and the server last agreed on for a note: the version and its text (the merge base). */
export interface NoteSyncState {
  site: string;
  version: number;
  base: string;
}

/** What this device last sent or received for a setting: its JSON and when it was written (last writer wins). */
export interface SettingSyncState {
  key: string;
  json: string;
  at: number;
}

/** How many uses of a command have been handed to the outbox (the rest are new). */
export interface CountSyncState {
  command: string;
  sent: number;
}

/** The account's database ('intently-account'): the sealed session and sync bookkeeping, never exported. */
export class AccountDb extends Dexie {
  session!: Table<StoredSession, string>;
  outbox!: Table<OutboxEntry, number>;
  notes!: Table<NoteSyncState, string>;
  settings!: Table<SettingSyncState, string>;
  counts!: Table<CountSyncState, string>;
  /** Cursors: the server time of the last notes pull. */
  cursors!: Table<{ key: string; value: string }, string>;

  constructor(name = 'intently-account') {
    super(name);
    this.version(1).stores({
      session: 'id',
      outbox: '++id, &key',
      notes: 'site',
      settings: 'key',
      counts: 'command',
      cursors: 'key',
    });
  }

  /** Forgets everything of the signed-in account on this device (sign-out): the session and all sync bookkeeping. */
  async forget(): Promise<void> {
    await this.clear(this.tables);
  }

  /**
   * Forgets what this device had synced, keeping the session (all local data was deleted): with nothing
   * known to have been synced, no sync sends the deleted data as deletions, and the next one starts over
   * as on a newly signed-in device.
   */
  async forgetSynced(): Promise<void> {
    await this.clear(this.tables.filter((table) => table.name !== this.session.name));
  }

  private async clear(tables: Table[]): Promise<void> {
    await this.transaction('rw', tables, async () => {
      for (const table of tables) await table.clear();
    });
  }
}
