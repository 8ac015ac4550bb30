import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { archiveFinishedVisits } from './visit-archive';
import { addExtraTime, blockReason, checkSite, setLimit, toggleBlock } from './site-limits';
import { freshDatabases } from './fresh-databases';

const db = freshDatabases();

describe('blockReason (issue 6 /limit and /block)', () => {
  const base = { blocked: false, limitMinutes: 60, spentMs: 0, grantUntil: 0 };
  it.each([
    ['under the limit', base, null],
    ['at the limit', { ...base, spentMs: 3_600_000 }, { reason: 'limit', spentMs: 3_600_000, limitMinutes: 60 }],
    ['over the limit within the extra 5 minutes', { ...base, spentMs: 4_000_000, grantUntil: 2_000 }, null],
    [
      'over the limit after the extra time',
      { ...base, spentMs: 4_000_000, grantUntil: 999 },
      { reason: 'limit', spentMs: 4_000_000, limitMinutes: 60 },
    ],
    ['limit Off', { ...base, limitMinutes: 0, spentMs: 9e9 }, null],
    ['blocked outright', { ...base, blocked: true }, { reason: 'block' }],
  ])('%s', (_name, state, expected) => expect(blockReason(state, 1_000)).toEqual(expected));
});

describe('limits with stored data', () => {
  it('reads today’s active time from the db.tracker(), archived or not, and honours the 5 extra minutes', async () => {
    const now = new Date().setHours(12, 0, 0, 0); // two hours before is still today
    await db.tracker().visits.add({
      id: `1_${now - 7_200_000}`,
      domain: 'www.news.dev',
      url: 'https://www.news.dev/',
      title: 'News',
      startTime: now - 7_200_000,
      activeTime: 7_000_000,
    } as never);
    await setLimit(db.tools(), 'news.dev', 60);
    expect(await checkSite(db.tools(), db.tracker(), 'news.dev', now)).toMatchObject({
      reason: 'limit',
      limitMinutes: 60,
    });
    expect(await archiveFinishedVisits(db.tracker())).toBe(1);
    expect(await checkSite(db.tools(), db.tracker(), 'news.dev', now)).toMatchObject({
      reason: 'limit',
      limitMinutes: 60,
    });
    await addExtraTime(db.tools(), 'news.dev', now);
    expect(await checkSite(db.tools(), db.tracker(), 'news.dev', now + 60_000)).toBeNull();
    expect(await checkSite(db.tools(), db.tracker(), 'news.dev', now + 6 * 60_000)).toMatchObject({ reason: 'limit' });
  });

  it('clamps the slider to Off..6 hours and toggles blocks', async () => {
    await setLimit(db.tools(), 'a.dev', 999);
    expect((await db.tools().limits.get('a.dev'))?.minutes).toBe(360);
    await setLimit(db.tools(), 'a.dev', 0);
    expect(await db.tools().limits.get('a.dev')).toBeUndefined();
    expect(await toggleBlock(db.tools(), 'a.dev', 1)).toBe(true);
    expect(await toggleBlock(db.tools(), 'a.dev', 2)).toBe(false);
  });
});
