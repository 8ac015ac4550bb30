import { describe, expect, it } from 'vitest';
import { DexieTrackerStore } from '../background/dexie-tracker-store';
import { Harness } from '../tracking/tracker-harness';
import { freshDatabases } from './fresh-databases';
import { visitOrigin } from './visit-origin';

const databases = freshDatabases();

describe('visitOrigin', () => {
  it("gives the tracker's open visit of the tab, else the tab's own page without a visit id, and nothing for incognito", async () => {
    const tracker = databases.tracker();
    const h = new Harness(undefined, undefined, new DexieTrackerStore(tracker));
    await h.start();
    await h.openTab(1);
    await h.go(1, 'https://a.dev/', 'typed');
    h.wait(5);
    await h.go(1, 'https://b.dev/page', 'link');
    await h.tracker.titleChanged(1, 'B');
    const [b] = (await tracker.visits.toArray()).filter((visit) => visit.url === 'https://b.dev/page');
    expect(await visitOrigin(tracker, { id: 1, url: 'https://b.dev/page#part', title: 'B' }, h.t + 9)).toEqual({
      url: 'https://b.dev/page',
      title: 'B',
      visitId: b!.id,
      at: b!.startTime,
    });
    expect(await visitOrigin(tracker, { id: 7, url: 'https://c.dev/', title: 'C' }, 42)).toEqual({
      url: 'https://c.dev/',
      title: 'C',
      at: 42,
    });
    expect(await visitOrigin(tracker, { id: 1, url: 'https://b.dev/page', incognito: true }, 42)).toBeUndefined();
    expect(await visitOrigin(tracker, { id: 8 }, 42)).toBeUndefined();
  });
});
