import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import v1 from './fixtures/db-v1.json';
import v2 from './fixtures/db-v2.json';
import v3 from './fixtures/db-v3.json';
import v4 from './fixtures/db-v4.json';
import { IntentlyDb } from './db';
import { readVisits, visitTimeBounds } from './read-visits';
import { SCHEMA_VERSIONS } from './schema';
import { archiveFinishedVisits } from './visit-archive';

/** Creates a database at an old schema version filled with that version's fixture. */
async function seed(name: string, version: number, tables: Record<string, unknown[]>) {
  const old = new Dexie(name);
  old.version(version).stores(SCHEMA_VERSIONS.find((entry) => entry.version === version)!.stores);
  await old.open();
  for (const [table, rows] of Object.entries(tables)) await old.table(table).bulkAdd(rows);
  old.close();
}

describe('IntentlyDb migrations', () => {
  it('is at the latest schema version', async () => {
    const db = new IntentlyDb(`fresh-${Math.random()}`);
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSIONS.at(-1)!.version);
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      'days',
      'runtime',
      'settings',
      'tabSessions',
      'visitDays',
      'visits',
    ]);
    db.close();
  });

  it('v1 → v2 keeps every visit, strips OAuth secrets and defaults the category to work', async () => {
    const name = `v1-${Math.random()}`;
    await seed(name, 1, v1);
    const db = new IntentlyDb(name);
    const visits = await db.visits.orderBy('startTime').toArray();
    expect(visits.map((visit) => visit.id)).toEqual(v1.visits.map((visit) => visit.id));
    expect(visits[0]).toMatchObject({
      url: 'https://app.dev/callback?view=inbox',
      category: 'work',
      activeTime: 45_000,
    });
    expect(visits[1]).toEqual(v1.visits[1]);
    expect(await db.tabSessions.count()).toBe(0);
    db.close();
  });

  it('v2 → v3 keeps every record of every table and still reads visits by startTime', async () => {
    const name = `v2-${Math.random()}`;
    await seed(name, 2, v2);
    const db = new IntentlyDb(name);
    for (const [table, rows] of Object.entries(v2)) expect(await db.table(table).toArray()).toEqual(rows);
    expect(await db.visits.where('startTime').above(0).count()).toBe(1);
    expect(db.visits.schema.indexes.map((index) => index.name)).toEqual(['startTime']);
    db.close();
  });

  it('v3 → v4 keeps every record, and archiving then moves only finished visits of older days', async () => {
    const name = `v3-${Math.random()}`;
    await seed(name, 3, v3);
    const db = new IntentlyDb(name);
    for (const [table, rows] of Object.entries(v3)) {
      const stored = await db.table(table).toArray();
      expect(stored).toHaveLength(rows.length);
      expect(stored).toEqual(expect.arrayContaining(rows as unknown[]));
    }
    const byStart = [...v3.visits].sort((a, b) => a.startTime - b.startTime);
    expect(await readVisits(db, -Infinity, Infinity)).toEqual(byStart);
    // The two finished GitHub visits (same UTC day) and the imported one move; the open inbox stays live.
    expect(await archiveFinishedVisits(db)).toBe(3);
    expect((await db.visits.toArray()).map((visit) => visit.id)).toEqual(['1_1758000000000']);
    expect(await db.visitDays.count()).toBe(2);
    expect(await readVisits(db, -Infinity, Infinity)).toEqual(byStart);
    db.close();
  });

  it('v4 → v5 indexes each archived day by its first and last start, keeping every record', async () => {
    const name = `v4-${Math.random()}`;
    // JSON has no undefined: a null in an archived day's column stands for a missing optional value.
    const missing = (row: object) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.map((x) => x ?? undefined) : value,
        ]),
      );
    await seed(name, 4, { ...v4, visitDays: v4.visitDays.map(missing) });
    const db = new IntentlyDb(name);
    const rows = await db.visitDays.orderBy('day').toArray();
    expect(rows.map((row) => [row.day, row.firstStart, row.lastStart])).toEqual([
      [20335, 1757000000000, 1757000000000],
      [20354, 1758610800000, 1758611000000],
    ]);
    const all = [...v3.visits].sort((a, b) => a.startTime - b.startTime);
    expect(await readVisits(db, -Infinity, Infinity)).toEqual(all);
    expect(await visitTimeBounds(db)).toEqual({ first: all[0]!.startTime, last: all.at(-1)!.startTime });
    for (const table of ['tabSessions', 'days', 'settings', 'runtime'] as const) {
      const stored: unknown[] = await db.table(table).toArray();
      const rows: unknown[] = v4[table];
      expect(stored).toHaveLength(rows.length);
      expect(stored).toEqual(expect.arrayContaining(rows));
    }
    db.close();
  });
});
