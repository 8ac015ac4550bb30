import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { dayBounds } from './day-record';
import { Harness } from '../tracking/tracker-harness';
import { IntentlyDb } from './db';
import { readDay, rollUpDays } from './day-store';
import { DexieTrackerStore } from '../background/dexie-tracker-store';

const DAY = 86_400_000;

describe('readDay and rollUpDays', () => {
  it('reads a day’s visits and every tab open during it, including a tab open for months', async () => {
    const db = new IntentlyDb(`days-${Math.random()}`);
    const h = new Harness(undefined, undefined, new DexieTrackerStore(db));
    h.t = dayBounds('2025-06-01')![0] + 10 * 3_600_000;
    await h.start();
    await h.openTab(1); // a pinned tab, open from June on
    await h.go(1, 'https://mail.example.com/', 'typed');
    h.t = dayBounds('2025-09-23')![0] + 9 * 3_600_000;
    await h.start();
    await h.openTab(2);
    await h.go(2, 'https://github.com/', 'typed');
    h.wait(600);
    await h.tracker.tabRemoved(2);
    expect(await rollUpDays(db, h.t)).toBe(1); // the hourly alarm
    h.t += 2 * DAY;
    await h.openTab(3);
    await h.go(3, 'https://later.dev/', 'typed');

    const day = await readDay(db, '2025-09-23');
    expect(day.visits.map((visit) => visit.url)).toEqual(['https://github.com/']);
    expect(day.sessions.map((session) => session.tabId).sort()).toEqual([1, 2]);
    // Two days later the next roll-up still covers the 23rd, from where the last one stopped.
    expect(await rollUpDays(db, h.t)).toBe(2);
    expect(await db.days.get('2025-09-23')).toMatchObject({ stats: { totalUrls: 1, uniqueDomains: 1 } });
    await expect(readDay(db, '23/09/2025')).rejects.toThrow('A day must be a date like 2025-09-23, not "23/09/2025".');
  });
});
