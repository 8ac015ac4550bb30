import { sql, type Kysely } from 'kysely';
import type { PageViewTable, Schema } from './schema';

/** Most referring hosts counted by name per UTC day; views linked from any other host that day count under OTHER_REFERRERS. */
export const REFERRERS_PER_DAY = 100;

/** The referrer counted for the hosts past REFERRERS_PER_DAY (no host name has parentheses). */
export const OTHER_REFERRERS = '(other)';

/** Where a page of counters starts: after this counter, in the order `page` answers them. */
export type PageViewCursor = Pick<PageViewTable, 'day' | 'path' | 'referrer'>;

/** The site's page-view counts: one counter per UTC day, page and referring host. */
export interface PageViewStore {
  /**
   * Adds one view of `path` on `day` (YYYY-MM-DD), linked from `referrer` (a host name, or empty); a host past
   * the day's REFERRERS_PER_DAY is counted as OTHER_REFERRERS.
   */
  count(day: string, path: string, referrer: string): Promise<void>;
  /** Up to `limit` counters after `after` (from the start without it): newest day first, then by page and referrer. */
  page(limit: number, after: PageViewCursor | null): Promise<PageViewTable[]>;
}

/** Byte order, the same on every engine and locale, so a cursor means the same place on each. */
const bytewise = (column: string) => sql`${sql.ref(column)} collate "C"`;

/** Page-view counters on the SQL database: one atomic upsert per view; a new referring host first takes the day's lock. */
export function createPageViewStore(db: Kysely<Schema>): PageViewStore {
  const upsert = (trx: Kysely<Schema>, day: string, path: string, referrer: string) =>
    trx
      .insertInto('page_views')
      .values({ day, path, referrer, views: 1 })
      .onConflict((oc) => oc.columns(['day', 'path', 'referrer']).doUpdateSet({ views: sql`page_views.views + 1` }))
      .execute();
  return {
    async count(day, path, referrer) {
      if (referrer === '') return void (await upsert(db, day, path, referrer));
      // One transaction per day at a time decides whether a host is new and whether the day has room for it,
      // so the cap is exact; the lock's second statement sees what the one before it committed.
      await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`page_views:${day}`}))`.execute(trx);
        const { named, known } = await trx
          .selectFrom('page_views')
          .select([
            sql<string>`count(distinct referrer) filter (where referrer not in ('', ${OTHER_REFERRERS}))`.as('named'),
            sql<boolean>`bool_or(referrer = ${referrer})`.as('known'),
          ])
          .where('day', '=', day)
          .executeTakeFirstOrThrow();
        const counted = known || Number(named) < REFERRERS_PER_DAY ? referrer : OTHER_REFERRERS;
        await upsert(trx, day, path, counted);
      });
    },
    page(limit, after) {
      let query = db.selectFrom('page_views').selectAll();
      if (after) {
        query = query.where(
          (eb) =>
            sql<boolean>`${eb.ref('day')} < ${after.day} or (${eb.ref('day')} = ${after.day} and (${bytewise('path')}, ${bytewise('referrer')}) > (${after.path} collate "C", ${after.referrer} collate "C"))`,
        );
      }
      return query
        .orderBy('day', 'desc')
        .orderBy(bytewise('path'))
        .orderBy(bytewise('referrer'))
        .limit(limit)
        .execute();
    },
  };
}
