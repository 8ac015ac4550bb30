import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/** A stable prepared-statement name for a SQL text (PostgreSQL names are limited to 63 bytes). */
export const statementName = (sql: string) => `k_${createHash('sha1').update(sql).digest('hex')}`;

/**
 * Makes the pool's clients run data statements as named prepared statements, so PostgreSQL parses and
 * plans each distinct query once per connection instead of on every request. Kysely always sends the same
 * text for the same query shape, with values as parameters, so the set of names stays small.
 */
export function preparedStatements(pool: Pool): Pool {
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const prepared = new WeakSet<PoolClient>();
  Object.assign(pool, {
    async connect() {
      const client = await connect();
      if (!prepared.has(client)) {
        prepared.add(client);
        const query = client.query.bind(client) as (config: unknown, values?: unknown[]) => Promise<unknown>;
        Object.assign(client, {
          query: (text: unknown, values?: unknown[]) =>
            typeof text === 'string' && DATA_STATEMENT.test(text)
              ? query({ text, values, name: statementName(text) })
              : query(text, values),
        });
      }
      return client;
    },
  });
  return pool;
}
