import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToolsDb } from '../command-bar/tools-db';
import { IntentlyDb } from '../storage/db';
import { archiveFinishedVisits, putArchivedVisits } from '../storage/visit-archive';
import type { StoredVisit } from '../tracking/visit-types';
import { recentHistory } from './history-search';
import { addClip, listClips, MAX_CLIPS } from './clips';
import { addExtraTime, blockReason, checkSite, setLimit, toggleBlock } from './limits';
import { fireDueTimers, restoreTimerAlarms, runningTimers, startTimer } from './timers';

let tools: ToolsDb;
let tracker: IntentlyDb;
let n = 0;
beforeEach(() => {
  n++;
  tools = new ToolsDb(`tools-test-${n}`);
  tracker = new IntentlyDb(`tracker-test-${n}`);
});
afterEach(async () => {
  await tools.delete();
  await tracker.delete();
});

describe('blockReason (issue 6 /limit and /block)', () => {
  const base = { blocked: false, limitMinutes: 60, spentMs: 0, grantUntil: 0 };
  it.each([
    ['under the limit', base, null],
    ['at the limit', { ...base, spentMs: 3_600_000 }, { reason: 'limit', spentMs: 3_600_000, limitMinutes: 60 }],
    ['over the limit within the extra 5 minutes', { ...base, spentMs: 4_000_000, grantUntil: 2_000 }, null],
    ['over the limit after the extra time', { ...base, spentMs: 4_000_000, grantUntil: 999 }, { reason: 'limit', spentMs: 4_000_000, limitMinutes: 60 }],
    ['limit Off', { ...base, limitMinutes: 0, spentMs: 9e9 }, null],
    ['blocked outright', { ...base, blocked: true }, { reason: 'block' }],
  ])('%s', (_name, state, expected) => expect(blockReason(state, 1_000)).toEqual(expected));
});

describe('limits with stored data', () => {
  it('reads today’s active time from the tracker, archived or not, and honours the 5 extra minutes', async () => {
    const now = new Date().setHours(12, 0, 0, 0); // two hours before is still today
    await tracker.visits.add({ id: `1_${now - 7_200_000}`, domain: 'www.news.dev', url: 'https://www.news.dev/', title: 'News', startTime: now - 7_200_000, activeTime: 7_000_000 } as never);
    await setLimit(tools, 'news.dev', 60);
    expect(await checkSite(tools, tracker, 'news.dev', now)).toMatchObject({ reason: 'limit', limitMinutes: 60 });
    expect(await archiveFinishedVisits(tracker)).toBe(1);
    expect(await checkSite(tools, tracker, 'news.dev', now)).toMatchObject({ reason: 'limit', limitMinutes: 60 });
    await addExtraTime(tools, 'news.dev', now);
    expect(await checkSite(tools, tracker, 'news.dev', now + 60_000)).toBeNull();
    expect(await checkSite(tools, tracker, 'news.dev', now + 6 * 60_000)).toMatchObject({ reason: 'limit' });
  });

  it('clamps the slider to Off..6 hours and toggles blocks', async () => {
    await setLimit(tools, 'a.dev', 999);
    expect((await tools.limits.get('a.dev'))?.minutes).toBe(360);
    await setLimit(tools, 'a.dev', 0);
    expect(await tools.limits.get('a.dev')).toBeUndefined();
    expect(await toggleBlock(tools, 'a.dev', 1)).toBe(true);
    expect(await toggleBlock(tools, 'a.dev', 2)).toBe(false);
  });
});

describe('timers survive a worker restart', () => {
  it('re-creates alarms from stored deadlines and fires each due timer once', async () => {
    const alarms: [string, number | undefined][] = [];
    const alarmsApi = { create: async (name: string, info: { when?: number }) => void alarms.push([name, info.when]), clear: async () => true };
    const shown: string[] = [];
    const notifications = { create: async (_id: string, options: { message?: string }) => void shown.push(options.message ?? '') };
    const timer = await startTimer(tools, alarmsApi as never, 'Tea', 60_000, 1_000);
    expect(alarms).toEqual([[`timer:${timer.id}`, 61_000]]);

    alarms.length = 0; // a new worker: no alarms in memory
    await restoreTimerAlarms(tools, alarmsApi as never, 30_000);
    expect(alarms).toEqual([[`timer:${timer.id}`, 61_000]]);
    expect(await fireDueTimers(tools, notifications as never, 'icon', 30_000)).toBe(0);
    expect(await fireDueTimers(tools, notifications as never, 'icon', 61_000)).toBe(1);
    expect(await fireDueTimers(tools, notifications as never, 'icon', 90_000)).toBe(0);
    expect(shown).toEqual(['Tea is over (1m 0s).']);
    expect(await runningTimers(tools, 61_000)).toEqual([]);
  });
});

describe('clipboard history', () => {
  it('keeps the newest first, moves a repeated copy to the top and caps the list', async () => {
    await addClip(tools, 'one', 'https://a.dev/', 1);
    await addClip(tools, 'two', 'https://a.dev/', 2);
    await addClip(tools, 'one', 'https://a.dev/', 3);
    expect((await listClips(tools)).map((c) => c.text)).toEqual(['one', 'two']);
    for (let i = 0; i < MAX_CLIPS + 5; i++) await addClip(tools, `c${i}`, 'https://a.dev/', 10 + i);
    const clips = await listClips(tools);
    expect(clips).toHaveLength(MAX_CLIPS);
    expect(clips[0]?.text).toBe(`c${MAX_CLIPS + 4}`);
  });
});

describe('recentHistory (/history)', () => {
  const DAY = 86_400_000;
  const visit = (tabId: number, startTime: number, url: string): StoredVisit => ({
    id: `${tabId}_${startTime}`, tabId, windowId: 1, url, title: '', domain: new URL(url).hostname, category: 'work', creationMode: 'direct',
    startTime, endTime: startTime, duration: 0, activeTime: 0, lastActiveTime: startTime, isActive: false, wordCount: 0,
  });
  const noHistory = { search: async () => [] };

  it('lists distinct pages newest first across the archive and the live table, reaching back as far as needed', async () => {
    const now = Date.now();
    await putArchivedVisits(tracker, [visit(1, now - 30 * DAY, 'https://old.dev/'), visit(1, now - 3 * DAY, 'https://b.dev/'), visit(2, now - 2 * DAY, 'https://a.dev/')]);
    await tracker.visits.bulkPut([visit(3, now - 60_000, 'https://a.dev/'), visit(3, now, 'https://c.dev/')]);
    const urls = async (limit: number) => (await recentHistory(tracker, noHistory, limit)).map((entry) => entry.url);
    expect(await urls(2)).toEqual(['https://c.dev/', 'https://a.dev/']);
    expect(await urls(10)).toEqual(['https://c.dev/', 'https://a.dev/', 'https://b.dev/', 'https://old.dev/']);
  });

  it('falls back to Chrome history when nothing was recorded', async () => {
    const history = { search: async () => [{ id: '1', url: 'https://chrome.dev/', title: 'Chrome', lastVisitTime: 5 }] };
    expect(await recentHistory(tracker, history, 5)).toEqual([{ url: 'https://chrome.dev/', title: 'Chrome', lastVisit: 5 }]);
  });
});
