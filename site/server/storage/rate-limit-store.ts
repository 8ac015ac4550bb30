import { sql, type Kysely } from 'kysely';
import type { Schema } from './schema';

/** How often each server process writes the requests it counted and learns every process's counts. */
export const RATE_FLUSH_MS = 100;

/**
 * Request counters per key and clock window, in the database so every server process shares one limit. Windows
 * are filed under a minute (minutes since the epoch): a per-minute limit's own minute, or a longer window's last.
 */
export interface RateLimitStore {
  /** Counts one request in one statement and answers the window's count so far, exactly (plan limits). */
  hit(key: string, minute: number): Promise<number>;
  /**
   * Counts one request in this process's memory and answers the window's count as far as this process knows:
   * every process's count when it last flushed this key, plus what it counted since (request rate limits). With
   * one process that is exact. With several, each learns the others' counts of a key when it flushes its own
   * (within RATE_FLUSH_MS of counting), so once a client has reached its limit, each process lets through at most
   * what that client sends it before that flush: spread over P processes more than a flush apart, a client passes
   * its limit by at most P - 1 requests; in a burst, by what it sends within one flush interval.
   */
  tally(key: string, minute: number): number;
  /** Writes what this process counted since the last flush, in one statement, and learns the windows' counts. */
  flush(): Promise<void>;
  /** Stops flushing after a last flush (before the database closes). */
  close(): Promise<void>;
}

/** One window of one key as this process knows it. */
interface Tally {
  key: string;
  minute: number;
  /** The window's count in the database at the last flush (every process's requests). */
  shared: number;
  /** Counted here and not yet written. */
  pending: number;
  /** Being written by the flush in progress. */
  writing: number;
}

const MINUTE_MS = 60_000;

/**
 * Rate-limit counters on the SQL database. `hit` is one atomic upsert; `tally` counts in memory, and a timer
 * writes every window's new requests in one upsert per flush (instead of one statement per request: that cost
 * 25 to 45 % of the API's throughput). Finished windows are deleted once a minute.
 */
export function createRateLimitStore(db: Kysely<Schema>, now: () => number = Date.now): RateLimitStore {
  let prunedBefore = 0;
  /** Deletes finished windows (filed under a minute before this one), once per clock minute in each process. */
  const prune = async () => {
    const minute = Math.floor(now() / MINUTE_MS);
    if (minute <= prunedBefore) return;
    // A window already cleared by another process costs nothing.
    prunedBefore = minute;
    await db.deleteFrom('rate_limits').where('minute', '<', minute).execute();
  };
  const tallies = new Map<string, Tally>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  async function write(): Promise<void> {
    const current = Math.floor(now() / MINUTE_MS);
    await prune();
    // A finished window's count no longer decides anything: it is forgotten, not written.
    for (const [id, tally] of tallies) if (tally.minute < current) tallies.delete(id);
    // Sorted, so two processes flushing the same keys lock their rows in the same order.
    const batch = [...tallies.values()]
      .filter((tally) => tally.pending > 0)
      .sort((a, b) => (a.key === b.key ? a.minute - b.minute : a.key < b.key ? -1 : 1));
    if (batch.length === 0) return;
    for (const tally of batch) [tally.writing, tally.pending] = [tally.pending, 0];
    try {
      const rows = await db
        .insertInto('rate_limits')
        .columns(['key', 'minute', 'count'])
        .expression(
          sql`select * from unnest(${batch.map((t) => t.key)}::text[], ${batch.map((t) => t.minute)}::int[], ${batch.map((t) => t.writing)}::int[])`,
        )
        .onConflict((oc) =>
          oc.columns(['key', 'minute']).doUpdateSet({ count: sql`rate_limits.count + excluded.count` }),
        )
        .returning(['key', 'minute', 'count'])
        .execute();
      for (const row of rows) {
        const tally = tallies.get(`${row.minute} ${row.key}`);
        if (tally) tally.shared = row.count;
      }
      for (const tally of batch) tally.writing = 0;
    } catch (error) {
      // Counted again at the next flush; meanwhile this process still counts them.
      for (const tally of batch) [tally.pending, tally.writing] = [tally.pending + tally.writing, 0];
      throw error;
    }
  }
  /** One write at a time: a flush asked for during another starts after it, so it writes what came since. */
  async function flush(): Promise<void> {
    while (flushing) await flushing.catch(() => undefined);
    flushing = write().finally(() => (flushing = undefined));
    return flushing;
  }

  return {
    async hit(key, minute) {
      await prune();
      const row = await db
        .insertInto('rate_limits')
        .values({ key, minute, count: 1 })
        .onConflict((oc) => oc.columns(['key', 'minute']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
        .returning('count')
        .executeTakeFirstOrThrow();
      return row.count;
    },
    tally(key, minute) {
      const id = `${minute} ${key}`;
      let tally = tallies.get(id);
      if (!tally) tallies.set(id, (tally = { key, minute, shared: 0, pending: 0, writing: 0 }));
      tally.pending++;
      timer ??= setInterval(() => {
        flush().catch((error: Error) => console.error(`Writing rate-limit counts failed: ${error.name}`));
      }, RATE_FLUSH_MS).unref();
      return tally.shared + tally.writing + tally.pending;
    },
    flush,
    async close() {
      clearInterval(timer);
      timer = undefined;
      await flush().catch(() => undefined);
    },
  };
}
