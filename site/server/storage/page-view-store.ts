import { sql, type Kysely } from 'kysely';
import type { PageViewTable, Schema } from './schema';

/** The site's page-view counts: one counter per UTC day, page and referring host. */
export interface PageViewStore {
  /** Adds one view of `path` on `day` (YYYY-MM-DD), linked from `referrer` (a host name, or empty). */
  count(day: string, path: string, referrer: string): Promise<void>;
  /** Every counter, newest day first, then the most viewed. */
  list(): Promise<PageViewTable[]>;
}

/** Page-view counters on the SQL database: one atomic upsert per view. */
export function createPageViewStore(db: Kysely<Schema>): PageViewStore {
  return {
    async count(day, path, referrer) {
      await db
        .insertInto('page_views')
        .values({ day, path, referrer, views: 1 })
        .onConflict((oc) => oc.columns(['day', 'path', 'referrer']).doUpdateSet({ views: sql`page_views.views + 1` }))
        .execute();
    },
    list: () =>
      db
        .selectFrom('page_views')
        .selectAll()
        .orderBy('day', 'desc')
        .orderBy('views', 'desc')
        .orderBy('path')
        .orderBy('referrer')
        .execute(),
  };
}
