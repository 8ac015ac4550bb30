import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { Harness } from '../tracking/tracker-harness';
import { IntentlyDb } from '../storage/db';
import { DexieTrackerStore } from './dexie-tracker-store';

describe('DexieTrackerStore', () => {
  it('lets a restarted tracker continue an open visit from IndexedDB', async () => {
    const db = new IntentlyDb(`tracker-${Math.random()}`);
    const h = new Harness(undefined, undefined, new DexieTrackerStore(db));
    await h.start();
    await h.openTab(1);
    await h.go(1, 'https://docs.dev/a', 'typed');
    h.wait(30);
    await h.start();
    h.wait(30);
    await h.go(1, 'https://docs.dev/b', 'link');
    const visits = await db.visits.orderBy('startTime').toArray();
    expect(visits.map((visit) => [visit.url, visit.creationMode, visit.activeTime])).toEqual([
      ['https://docs.dev/a', 'direct', 60_000],
      ['https://docs.dev/b', 'chain', 0],
    ]);
    expect((await db.tabSessions.toArray())[0]?.urlVisits).toEqual(visits.map((visit) => visit.id));
    db.close();
  });
});
