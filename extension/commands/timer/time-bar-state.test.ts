import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDatabases } from '../../storage/fresh-databases';
import { addExtraTime, setLimit } from '../../storage/site-limits';
import { TIME_BAR_SETTING } from '../../storage/time-bar-setting';
import { timeBarState } from './time-bar-state';

const db = freshDatabases();
const now = new Date().setHours(12, 0, 0, 0);
/** Half an hour spent on news.dev this morning. */
const spendHalfAnHour = () =>
  db.tracker().visits.add({
    id: `1_${now - 3_600_000}`,
    domain: 'www.news.dev',
    url: 'https://www.news.dev/',
    title: 'News',
    startTime: now - 3_600_000,
    activeTime: 1_800_000,
  } as never);

describe('timeBarState', () => {
  it('has nothing to show without a timer or a limit on the site', async () => {
    expect(await timeBarState(db.tools(), db.tracker(), 'news.dev', now)).toBeNull();
  });

  it('counts the site’s limit down from today’s active time, and only on that site', async () => {
    await spendHalfAnHour();
    await setLimit(db.tools(), 'news.dev', 120);
    expect(await timeBarState(db.tools(), db.tracker(), 'news.dev', now)).toEqual({
      timers: [],
      limit: { site: 'news.dev', endsAt: now + 5_400_000, totalMs: 7_200_000 },
    });
    expect(await timeBarState(db.tools(), db.tracker(), 'other.dev', now)).toBeNull();
  });

  it('shows the granted extra time once the limit is used', async () => {
    await spendHalfAnHour();
    await setLimit(db.tools(), 'news.dev', 15);
    await addExtraTime(db.tools(), 'news.dev', now);
    expect((await timeBarState(db.tools(), db.tracker(), 'news.dev', now + 1_000))?.limit).toEqual({
      site: 'news.dev',
      endsAt: now + 300_000,
      totalMs: 300_000,
    });
  });

  it('lists timers running or just over, soonest first, on every site', async () => {
    await db.tools().timers.bulkAdd([
      { label: 'Long', startedAt: now, endsAt: now + 600_000, firedAt: null },
      { label: 'Over', startedAt: now - 60_000, endsAt: now - 1_000, firedAt: now - 1_000 },
      { label: 'Long gone', startedAt: now - 120_000, endsAt: now - 60_000, firedAt: now - 60_000 },
    ]);
    expect((await timeBarState(db.tools(), db.tracker(), 'any.dev', now))?.timers.map((t) => t.label)).toEqual([
      'Over',
      'Long',
    ]);
  });

  it('is null when the time bar is switched off', async () => {
    await db.tools().timers.add({ label: 'Tea', startedAt: now, endsAt: now + 60_000, firedAt: null });
    await db.tools().settings.put({ key: TIME_BAR_SETTING, value: false });
    expect(await timeBarState(db.tools(), db.tracker(), 'any.dev', now)).toBeNull();
  });
});
