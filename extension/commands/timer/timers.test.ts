import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDatabases } from '../../storage/fresh-databases';
import { fireDueTimers, restoreTimerAlarms, runningTimers, startTimer } from './timers';

const db = freshDatabases();

describe('timers survive a worker restart', () => {
  it('re-creates alarms from stored deadlines and fires each due timer once', async () => {
    const alarms: [string, number | undefined][] = [];
    const alarmsApi = { create: async (name: string, info: { when?: number }) => void alarms.push([name, info.when]), clear: async () => true };
    const shown: string[] = [];
    const notifications = { create: async (_id: string, options: { message?: string }) => void shown.push(options.message ?? '') };
    const timer = await startTimer(db.tools(), alarmsApi as never, 'Tea', 60_000, 1_000);
    expect(alarms).toEqual([[`timer:${timer.id}`, 61_000]]);

    alarms.length = 0; // a new worker: no alarms in memory
    await restoreTimerAlarms(db.tools(), alarmsApi as never, 30_000);
    expect(alarms).toEqual([[`timer:${timer.id}`, 61_000]]);
    expect(await fireDueTimers(db.tools(), notifications as never, 'icon', 30_000)).toBe(0);
    expect(await fireDueTimers(db.tools(), notifications as never, 'icon', 61_000)).toBe(1);
    expect(await fireDueTimers(db.tools(), notifications as never, 'icon', 90_000)).toBe(0);
    expect(shown).toEqual(['Tea is over (1m).']);
    expect(await runningTimers(db.tools(), 61_000)).toEqual([]);
  });
});
