import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import v3 from './fixtures/tools-db-v3.json';
import v4 from './fixtures/tools-db-v4.json';
import { TOOLS_STORES, ToolsDb } from './tools-db';

/** Creates the tools database at an old schema version filled with that version's fixture. */
async function seed(name: string, version: number, tables: Record<string, unknown[]>) {
  const old = new Dexie(name);
  TOOLS_STORES.slice(0, version).forEach((stores, index) => old.version(index + 1).stores(stores));
  await old.open();
  for (const [table, rows] of Object.entries(tables)) await old.table(table).bulkAdd(rows);
  old.close();
}

describe('ToolsDb migrations', () => {
  it('is at the latest schema version', async () => {
    const db = new ToolsDb(`fresh-${Math.random()}`);
    await db.open();
    expect(db.verno).toBe(TOOLS_STORES.length);
    db.close();
  });

  it("v3 → v4 keeps each command's draft in its own fields, and every other record as it was", async () => {
    const name = `tools-v3-${Math.random()}`;
    await seed(name, 3, v3);
    const db = new ToolsDb(name);
    expect(await db.drafts.toArray()).toEqual([
      { command: '/cal', text: 'lunch with Sam tomorrow 1pm', savedAt: 1758610801000 },
      {
        command: '/gmail',
        to: 'Zoë Ångström <zoe@example.com>',
        subject: '',
        body: 'Hallo 😀',
        savedAt: 1758610800000,
      },
      { command: '/slack', text: '#design the mockups are ready', savedAt: 1758610802000 },
    ]);
    for (const [table, rows] of Object.entries(v3))
      if (table !== 'drafts') expect(await db.table(table).toArray(), table).toEqual(rows);
    db.close();
  });

  it('v4 → v5 keeps clips and snippets as they were and finds new ones by the visit they were taken on', async () => {
    const name = `tools-v4-${Math.random()}`;
    await seed(name, 4, v4);
    const db = new ToolsDb(name);
    for (const [table, rows] of Object.entries(v4)) expect(await db.table(table).toArray(), table).toEqual(rows);
    const from = { url: 'https://b.dev/', title: 'B', visitId: '7_1758610900000', at: 1758610900000 };
    await db.clips.add({ text: 'new', url: 'https://b.dev/#x', copiedAt: 1758610901000, from });
    await db.snippets.add({ text: 'kept', createdAt: 1758610902000, from });
    expect((await db.clips.where('from.visitId').equals(from.visitId).toArray()).map((c) => c.text)).toEqual(['new']);
    expect((await db.snippets.where('from.visitId').equals(from.visitId).toArray()).map((s) => s.text)).toEqual([
      'kept',
    ]);
    db.close();
  });
});
