import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDatabases } from '../../storage/fresh-databases';
import { type AlarmsApi, fireDueTimers, followStoredTimers, runningTimers, startTimer } from './timers';

const db = freshDatabases();

/** chrome.alarms over a map of alarm name → when. */
function fakeAlarms() {
  const alarms = new Map<string, number | undefined>();
  const api = {
    create: async (name: string, info: { when?: number }) => void alarms.set(name, info.when),
    clear: async (name: string) => alarms.delete(name),
    getAll: async () => [...alarms].map(([name, scheduledTime]) => ({ name, scheduledTime })),
  } as unknown as AlarmsApi;
  return { alarms, api };
}

describe('timers', () => {
  it('survive a worker restart: alarms come back from stored deadlines and each due timer fires once', async () => {
    const { alarms, api } = fakeAlarms();
    const shown: string[] = [];
    const notifications = {
      create: async (_id: string, options: { message?: string }) => void shown.push(options.message ?? ''),
    };
    const timer = await startTimer(db.tools(), api, 'Tea', 60_000, 1_000);
    expect([...alarms]).toEqual([[`timer:${timer.id}`, 61_000]]);

    alarms.clear(); // a new worker after an update: the browser lost the alarms
    await followStoredTimers(db.tools(), api, 30_000);
    expect([...alarms]).toEqual([[`timer:${timer.id}`, 61_000]]);
    expect(await fireDueTimers(db.tools(), notifications as never, 'icon', 30_000)).toBe(0);
    expect(await fireDueTimers(db.tools(), notifications as never, 'icon', 61_000)).toBe(1);
    expect(await fireDueTimers(db.tools(), notifications as never, 'icon', 90_000)).toBe(0);
    expect(shown).toEqual(['Tea is over (1m).']);
    expect(await runningTimers(db.tools(), 61_000)).toEqual([]);
  });

  it('end without a notification while notifications are not allowed, once each (issue 34)', async () => {
    const { api } = fakeAlarms();
    const timer = await startTimer(db.tools(), api, 'Walk', 60_000, 1_000);
    expect(await fireDueTimers(db.tools(), undefined, 'icon', 61_000)).toBe(1);
    expect(await fireDueTimers(db.tools(), undefined, 'icon', 90_000)).toBe(0);
    expect((await db.tools().timers.get(timer.id!))?.firedAt).toBe(61_000);
  });

  it('lose their alarms once they are no longer stored (all local data deleted), and other alarms stay', async () => {
    const { alarms, api } = fakeAlarms();
    await api.create('limits', { periodInMinutes: 1 });
    const gone = await startTimer(db.tools(), api, 'Tea', 60_000, 1_000);
    const kept = await startTimer(db.tools(), api, 'Focus', 120_000, 1_000);
    await db.tools().timers.delete(gone.id!);
    await followStoredTimers(db.tools(), api, 2_000);
    expect([...alarms.keys()].sort()).toEqual(['limits', `timer:${kept.id}`]);
    await db.tools().timers.clear();
    await followStoredTimers(db.tools(), api, 2_000);
    expect([...alarms.keys()]).toEqual(['limits']);
  });
});
