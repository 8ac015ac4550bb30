import { sql, type Kysely } from 'kysely';
import type { Schema } from './schema';

/** Request counters per key and clock window, in the database so every server process shares one limit. */
export interface RateLimitStore {
  /**
   * Counts one request for key in the window that ends with the given minute (minutes since the epoch; for
   * per-minute limits the minute itself) and returns that window's count so far.
   */
  hit(key: string, minute: number): Promise<number>;
}

/** Rate-limit counters on the SQL database: one atomic upsert per request; finished windows are deleted once a minute. */
export function createRateLimitStore(db: Kysely<Schema>): RateLimitStore {
  let prunedBefore = 0;
  return {
    async hit(key, minute) {
      if (minute > prunedBefore) {
        // Each process clears finished windows once per minute; a window already cleared by another process costs nothing.
        prunedBefore = minute;
        await db.deleteFrom('rate_limits').where('minute', '<', minute).execute();
      }
      const row = await db
        .insertInto('rate_limits')
        .values({ key, minute, count: 1 })
        .onConflict((oc) => oc.columns(['key', 'minute']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
        .returning('count')
        .executeTakeFirstOrThrow();
      return row.count;
    },
  };
}
