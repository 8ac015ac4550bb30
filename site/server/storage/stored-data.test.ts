import { rmSync } from 'node:fs';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_TABLES } from '../../src/legal/stored-data';
import { freshPgliteDir } from '../test/pglite-template';
import { createPostgresDatabase, ENGINES } from '../test/test-server';
import { openDatabase, type Database } from './database';

/** Kysely's own bookkeeping of which migrations ran: schema history, nothing about anyone. */
const MIGRATION_TABLES = new Set([DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);

/** Every `table.column` the privacy policy's list names. */
const listed = STORED_TABLES.flatMap(({ table, columns }) =>
  Object.keys(columns).map((column) => `${table}.${column}`),
);

describe.each(ENGINES)("the privacy policy's list of stored data on %s", (engine) => {
  let database: Database;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = await freshPgliteDir();
    const postgres = engine === 'postgres' ? await createPostgresDatabase() : undefined;
    database = await openDatabase({ dataDir, databaseUrl: postgres?.url });
    cleanUp = async () => {
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanUp());

  /** Every `table.column` of the migrated schema, read from the database itself. */
  const stored = async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    `.execute(database.db);
    return rows.filter((r) => !MIGRATION_TABLES.has(r.table_name)).map((r) => `${r.table_name}.${r.column_name}`);
  };

  it('names every table and column the server stores', async () => {
    const unnamed = (await stored()).filter((column) => !listed.includes(column)).sort();
    expect(unnamed, 'stored but not in site/src/legal/stored-data.ts: add a line for each').toEqual([]);
  });

  it('names no table or column the server does not store', async () => {
    const columns = await stored();
    const gone = listed.filter((column) => !columns.includes(column)).sort();
    expect(gone, 'in site/src/legal/stored-data.ts but not in the schema: remove or rename each').toEqual([]);
  });
});

it("the privacy policy's list of stored data names each table once", () => {
  const tables = STORED_TABLES.map((t) => t.table);
  expect(tables).toEqual([...new Set(tables)]);
});
