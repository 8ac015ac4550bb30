import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-server';
import { openDatabase, type Database } from './database';
import { statementName } from './prepared-pool';

describe('prepared statements on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    // One connection, so the statements below all meet the same server session.
    database = await openDatabase({ dataDir: '', databaseUrl: created.url, poolMax: 1 });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const preparedNames = async () =>
    (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(database.db)).rows.map((r) => r.name);

  it('prepares each data query once per connection and reuses it with new values', async () => {
    const query = (email: string) => database.db.selectFrom('waitlist').select('email').where('email', '=', email);
    await query('a@example.com').execute();
    await query('b@example.com').execute();
    const name = statementName(query('x').compile().sql);
    expect((await preparedNames()).filter((n) => n === name)).toHaveLength(1);
  });

  it('leaves schema statements unprepared', async () => {
    await sql`create table if not exists scratch (id int)`.execute(database.db);
    expect((await preparedNames()).every((n) => n.startsWith('k_'))).toBe(true);
    expect(await preparedNames()).not.toContain(statementName('create table if not exists scratch (id int)'));
  });
});
