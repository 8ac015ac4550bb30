import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { AccountDb } from '../storage/account-db';
import { freshDatabases } from '../storage/fresh-databases';
import { saveSettings } from '../storage/settings-store';
import { DEFAULT_SETTINGS } from '../storage/tracking-settings';
import { COMMAND_BATCH_LIMITS } from '../account/api-contract';
import { addToBatches, queueChanges } from './outbox';

let ids = 0;
const nextId = () => `batch-${++ids}`;

describe('command counts in batches the server takes', () => {
  it('puts 10,000 uses of one command in one batch and 10,001 in two', () => {
    expect(addToBatches([], { '/note': 10_000 }, nextId)).toHaveLength(1);
    const two = addToBatches([], { '/note': 10_001 }, nextId);
    expect(two.map((b) => b.increments['/note'])).toEqual([10_000, 1]);
  });

  it('keeps at most 200 commands in a batch', () => {
    const increments = Object.fromEntries(Array.from({ length: 450 }, (_, i) => [`/c${i}`, 1]));
    const batches = addToBatches([], increments, nextId);
    expect(batches.map((b) => Object.keys(b.increments).length)).toEqual([
      COMMAND_BATCH_LIMITS.commands,
      COMMAND_BATCH_LIMITS.commands,
      50,
    ]);
  });

  it('adds to a batch never tried, and never to one that was tried (its id may already count on the server)', () => {
    const [open] = addToBatches([], { '/note': 2 }, nextId);
    const added = addToBatches([open!], { '/note': 3, '/timer': 1 }, nextId);
    expect(added).toHaveLength(1);
    expect(added[0]!.increments).toEqual({ '/note': 5, '/timer': 1 });
    const tried = { ...added[0]!, increments: { ...added[0]!.increments }, tried: true };
    const after = addToBatches([tried], { '/note': 1 }, nextId);
    expect(after).toHaveLength(1);
    expect(after[0]!.batchId).not.toBe(tried.batchId);
    expect(tried.increments).toEqual({ '/note': 5, '/timer': 1 });
  });
});

describe('queuing the changes of this device', () => {
  const dbs = freshDatabases();
  let n = 0;
  const account = () => new AccountDb(`account-outbox-${++n}`);

  it('queues each change once, in the order found (notes, settings, counts within a pass), however often it changed', async () => {
    const tools = dbs.tools();
    const outbox = account();
    await tools.notes.put({ site: 'a.example', text: 'first', updatedAt: 1 });
    expect(await queueChanges(outbox, tools, dbs.tracker(), 1_000)).toBe(1);
    await tools.limits.put({ site: 'news.example', minutes: 30 });
    await tools.notes.put({ site: 'a.example', text: 'first, edited', updatedAt: 2 });
    await tools.usage.put({ command: '/note', count: 3 });
    expect(await queueChanges(outbox, tools, dbs.tracker(), 2_000)).toBe(3);
    await tools.limits.put({ site: 'news.example', minutes: 45 });
    await tools.usage.put({ command: '/note', count: 5 });
    expect(await queueChanges(outbox, tools, dbs.tracker(), 3_000)).toBe(3);
    const entries = await outbox.outbox.orderBy('id').toArray();
    expect(entries.map((e) => e.key)).toEqual(['note:a.example', 'settings', entries[2]!.key]);
    expect(entries[1]).toMatchObject({ entries: { 'limit:news.example': { value: 45, at: 3_000 } } });
    expect(entries[2]).toMatchObject({ kind: 'counts', increments: { '/note': 5 } });
    expect(await queueChanges(outbox, tools, dbs.tracker(), 4_000)).toBe(3);
    await outbox.delete();
  });

  it('queues removals: a deleted note is sent empty and a removed limit as null', async () => {
    const tools = dbs.tools();
    const outbox = account();
    await outbox.notes.put({ site: 'gone.example', version: 3, base: 'old text' });
    await outbox.settings.put({ key: 'limit:news.example', json: '30', at: 1 });
    await queueChanges(outbox, tools, dbs.tracker(), 5_000);
    const entries = await outbox.outbox.orderBy('id').toArray();
    expect(entries[0]).toMatchObject({ kind: 'note', site: 'gone.example' });
    expect(entries[1]).toMatchObject({ entries: { 'limit:news.example': { value: null, at: 5_000 } } });
    await outbox.delete();
  });

  it('queues each tracking switch as its own key, so two devices changing different switches both win', async () => {
    const tools = dbs.tools();
    const tracker = dbs.tracker();
    const outbox = account();
    await saveSettings(tracker, { ...DEFAULT_SETTINGS, reading: false });
    await queueChanges(outbox, tools, tracker, 6_000);
    const [settings] = await outbox.outbox.toArray();
    expect(settings).toMatchObject({
      entries: { 'tracking.reading': { value: false }, 'tracking.visits': { value: true } },
    });
    await outbox.delete();
  });

  it('counts again from zero after the local counts were deleted', async () => {
    const tools = dbs.tools();
    const outbox = account();
    await tools.usage.put({ command: '/todo', count: 4 });
    await queueChanges(outbox, tools, dbs.tracker(), 1);
    await tools.usage.clear();
    await queueChanges(outbox, tools, dbs.tracker(), 2);
    await tools.usage.put({ command: '/todo', count: 2 });
    await queueChanges(outbox, tools, dbs.tracker(), 3);
    const counts = (await outbox.outbox.toArray()).filter((e) => e.kind === 'counts');
    expect(counts.map((e) => e.kind === 'counts' && e.increments['/todo'])).toEqual([6]);
    await outbox.delete();
  });

  it('queues no deletion after all local data was deleted and sync forgot what it had synced (the session stays)', async () => {
    const tools = dbs.tools();
    const tracker = dbs.tracker();
    const outbox = account();
    await tools.notes.put({ site: 'a.example', text: 'kept on the server', updatedAt: 1 });
    await tools.limits.put({ site: 'news.example', minutes: 30 });
    await saveSettings(tracker, DEFAULT_SETTINGS);
    await tools.usage.put({ command: '/note', count: 3 });
    await queueChanges(outbox, tools, tracker, 1_000);
    await outbox.outbox.clear(); // sent
    await outbox.notes.put({ site: 'a.example', version: 1, base: 'kept on the server' });
    await outbox.session.put({
      id: 'session',
      key: {} as CryptoKey,
      iv: new Uint8Array(12),
      sealedToken: new ArrayBuffer(8),
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    for (const table of [...tools.tables, ...tracker.tables]) await table.clear(); // all local data deleted
    const remembering = account();
    await remembering.notes.bulkPut(await outbox.notes.toArray());
    await remembering.settings.bulkPut(await outbox.settings.toArray());
    // What sync would send had it not forgotten: the note emptied and every setting removed.
    await queueChanges(remembering, tools, tracker, 2_000);
    expect((await remembering.outbox.toArray()).map((entry) => entry.key)).toEqual(['note:a.example', 'settings']);

    await outbox.forgetSynced();
    expect(await queueChanges(outbox, tools, tracker, 2_000)).toBe(0);
    expect(await outbox.session.count()).toBe(1);
    await outbox.delete();
    await remembering.delete();
  });
});
