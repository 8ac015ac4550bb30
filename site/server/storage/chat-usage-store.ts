import { sql, type Kysely } from 'kysely';
import type { Schema } from './schema';

/** AI chat messages counted per account and UTC day (SPEC §6 Basic plan), shared by every server process. */
export interface ChatUsageStore {
  /**
   * Counts one message on the account's day when fewer than `limit` were counted (any number when `limit` is
   * null) and answers the day's count; null when the limit is reached, which counts nothing.
   */
  take(accountId: string, day: string, limit: number | null): Promise<number | null>;
  /** Gives back a message counted for a request the provider never answered. */
  refund(accountId: string, day: string): Promise<void>;
  /** Messages counted on the account's day. */
  used(accountId: string, day: string): Promise<number>;
}

/** The chat usage counters on the SQL database: one atomic conditional upsert per message; earlier days go on the next one. */
export function createChatUsageStore(db: Kysely<Schema>): ChatUsageStore {
  return {
    async take(accountId, day, limit) {
      await db.deleteFrom('chat_days').where('account_id', '=', accountId).where('day', '<', day).execute();
      const row = await db
        .insertInto('chat_days')
        .values({ account_id: accountId, day, messages: 1 })
        .onConflict((oc) => {
          const counted = oc.columns(['account_id', 'day']).doUpdateSet({ messages: sql`chat_days.messages + 1` });
          return limit === null ? counted : counted.where('chat_days.messages', '<', limit);
        })
        .returning('messages')
        .executeTakeFirst();
      if (!row || (limit !== null && row.messages > limit)) return null;
      return row.messages;
    },
    async refund(accountId, day) {
      await db
        .updateTable('chat_days')
        .set({ messages: sql`greatest(messages - 1, 0)` })
        .where('account_id', '=', accountId)
        .where('day', '=', day)
        .execute();
    },
    async used(accountId, day) {
      const row = await db
        .selectFrom('chat_days')
        .select('messages')
        .where('account_id', '=', accountId)
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.messages ?? 0;
    },
  };
}
