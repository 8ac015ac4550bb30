import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Schema } from './schema';

/** The PostgreSQL channel every server process listens on; a payload is `<account id> <writer>`. */
export const SYNC_CHANNEL = 'intently_sync';

/** How long the listening connection waits before it tries again after PostgreSQL dropped it (then doubling, to 30 s). */
const RELISTEN_FIRST_MS = 500;
const RELISTEN_MAX_MS = 30_000;

/** What a subscriber hears: a change of its account's notes or settings, and the end of the feed (server draining). */
export interface ChangeListener {
  /** The account's notes or settings changed; `writer` is the session (hash prefix) that wrote, so a device can skip its own. */
  changed(writer: string): void;
  /** The feed ended: the server is stopping, so the subscriber ends its stream now rather than holding the drain. */
  ended(): void;
}

/**
 * Tells every server process that an account's synced data changed, so each can tell its live streams (issue 38).
 * On PostgreSQL a write sends `NOTIFY` (pg_notify) and every process LISTENs on one dedicated connection, so a
 * change written through any process reaches clients of any other; a dropped listening connection is reopened,
 * and its subscribers hear "changed" then, since notifications sent meanwhile were lost. On PGlite (one process
 * owns the data directory) the fan-out stays in process.
 */
export interface ChangeFeed {
  /** Announces a change of `accountId`'s notes or settings written by session `writer`. */
  publish(accountId: string, writer: string): Promise<void>;
  /** Listens for `accountId`'s changes; answers the unsubscribe. */
  subscribe(accountId: string, listener: ChangeListener): () => void;
  /** How many subscriptions are open (the bench reads it). */
  size(): number;
  /** Ends every subscription now (`ended`): the server drains, and a stream must not hold it back. */
  endAll(): void;
  /** Ends every subscription and stops listening. */
  close(): Promise<void>;
}

/** The writer as published: a prefix of the session hash, enough to tell devices apart and no use as a credential. */
export const writerOf = (sessionHash: string) => sessionHash.slice(0, 16);

/** The subscriptions of one process, by account. */
function subscriptions() {
  const byAccount = new Map<string, Set<ChangeListener>>();
  let count = 0;
  return {
    add(accountId: string, listener: ChangeListener) {
      let set = byAccount.get(accountId);
      if (!set) byAccount.set(accountId, (set = new Set()));
      set.add(listener);
      count++;
      return () => {
        if (!set.delete(listener)) return;
        count--;
        if (set.size === 0) byAccount.delete(accountId);
      };
    },
    tell(accountId: string, writer: string) {
      for (const listener of byAccount.get(accountId) ?? []) listener.changed(writer);
    },
    tellAll() {
      for (const set of byAccount.values()) for (const listener of set) listener.changed('');
    },
    endAll() {
      const all = [...byAccount.values()].flatMap((set) => [...set]);
      byAccount.clear();
      count = 0;
      for (const listener of all) listener.ended();
    },
    size: () => count,
  };
}

/** The feed for PGlite: in process. */
export function inProcessChangeFeed(): ChangeFeed {
  const subs = subscriptions();
  return {
    publish: async (accountId, writer) => subs.tell(accountId, writer),
    subscribe: (accountId, listener) => subs.add(accountId, listener),
    size: subs.size,
    endAll: subs.endAll,
    close: async () => subs.endAll(),
  };
}

/** The feed for PostgreSQL: NOTIFY through the pool, LISTEN on a connection of its own (reopened when it drops). */
export async function postgresChangeFeed(db: Kysely<Schema>, connectionString: string): Promise<ChangeFeed> {
  const subs = subscriptions();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RELISTEN_FIRST_MS;

  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', ({ payload }) => {
      const [accountId, writer = ''] = (payload ?? '').split(' ');
      if (accountId) subs.tell(accountId, writer);
    });
    next.on('error', () => undefined); // 'end' follows and reopens it
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      retry = setTimeout(() => void reopen(), delay);
      delay = Math.min(delay * 2, RELISTEN_MAX_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${SYNC_CHANNEL}`);
    client = next;
  };
  const reopen = async () => {
    try {
      await listen();
      delay = RELISTEN_FIRST_MS;
      subs.tellAll(); // what was sent while it was down is lost: every client pulls once
    } catch {
      if (closed) return;
      retry = setTimeout(() => void reopen(), delay);
      delay = Math.min(delay * 2, RELISTEN_MAX_MS);
    }
  };
  await listen();
  return {
    async publish(accountId, writer) {
      await sql`select pg_notify(${SYNC_CHANNEL}, ${`${accountId} ${writer}`})`.execute(db);
    },
    subscribe: (accountId, listener) => subs.add(accountId, listener),
    size: subs.size,
    endAll: subs.endAll,
    async close() {
      closed = true;
      clearTimeout(retry);
      subs.endAll();
      await client?.end().catch(() => undefined);
    },
  };
}
