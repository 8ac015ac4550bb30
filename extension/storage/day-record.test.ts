import { describe, expect, it } from 'vitest';
import { dayKey } from '../shared/day-key';
import { dayBounds, dayRecord, daySummary } from './day-record';
import type { StoredVisit, TabSession } from './visit-types';

const day = dayBounds('2025-09-23')![0];
const min = 60_000;

function visit(
  url: string,
  domain: string,
  category: 'work' | 'social',
  startMin: number,
  activeMin: number,
): StoredVisit {
  const startTime = day + startMin * min;
  return {
    id: `1_${startTime}`,
    tabId: 1,
    windowId: 1,
    url,
    title: '',
    domain,
    category,
    creationMode: 'direct',
    startTime,
    endTime: startTime + activeMin * min,
    duration: activeMin * min,
    activeTime: activeMin * min,
    lastActiveTime: startTime,
    isActive: false,
    wordCount: 0,
  };
}

describe('dayKey and dayBounds', () => {
  it.each(['2025-09-23', '2024-02-29', '2026-12-31'])('%s round-trips through its bounds', (date) => {
    const [start, end] = dayBounds(date)!;
    expect(dayKey(start)).toBe(date);
    expect(dayKey(end - 1)).toBe(date);
    expect(dayKey(end)).not.toBe(date);
  });

  it.each(['2025-9-23', 'yesterday', ''])('rejects %j', (date) => {
    expect(dayBounds(date)).toBeNull();
  });
});

describe('dayRecord and daySummary', () => {
  // SPEC §2 Track demo: 29m across 3 websites, 11m productive, 18m social, top domain github.
  const visits = [
    visit('https://github.com/a', 'github.com', 'work', 60, 8),
    visit('https://github.com/b', 'github.com', 'work', 70, 3),
    visit('https://www.reddit.com/r/x', 'reddit.com', 'social', 80, 6),
    visit('https://x.com/home', 'x.com', 'social', 90, 7),
    visit('https://github.com/a', 'github.com', 'work', 100, 5),
  ];
  visits[4]!.activeTime = 0;
  const youtube = { ...visit('https://youtube.com/w', 'youtube.com', 'social', 120, 5) };
  const all = [...visits, youtube];
  const sessions: TabSession[] = [
    {
      id: '1_a',
      tabId: 1,
      windowId: 1,
      openedAt: day + 60 * min,
      closedAt: day + 90 * min,
      totalActiveTime: 0,
      urlVisits: [],
    },
    { id: '2_a', tabId: 2, windowId: 1, openedAt: day - 60 * min, totalActiveTime: 0, urlVisits: [] },
  ];

  it('holds SPEC stats for the day', () => {
    expect(dayRecord('2025-09-23', all, sessions)).toEqual({
      date: '2025-09-23',
      startTime: day + 60 * min,
      endTime: day + 125 * min,
      stats: {
        socialTime: 18 * min,
        totalTime: 29 * min,
        totalUrls: 6,
        uniqueDomains: 4,
        uniqueUrls: 5,
        workTime: 11 * min,
      },
      tabSessions: ['1_a', '2_a'],
    });
  });

  it('ranks domains by active time, each with its longest-read page, and averages how long tabs stayed open', () => {
    const summary = daySummary('2025-09-23', all, sessions, day + 120 * min);
    expect(summary.topDomains).toEqual([
      { domain: 'github.com', time: 11 * min, page: 'https://github.com/a' },
      { domain: 'x.com', time: 7 * min, page: 'https://x.com/home' },
      { domain: 'reddit.com', time: 6 * min, page: 'https://www.reddit.com/r/x' },
      { domain: 'youtube.com', time: 5 * min, page: 'https://youtube.com/w' },
    ]);
    expect(summary.tabsOpen).toBe(2);
    // 30 min for the closed tab; the other counts from midnight to now.
    expect(summary.averagePerTab).toBe(((30 + 120) / 2) * min);
  });

  it('names a domain by its longest-read page, not its first (the page whose icon Chrome is likeliest to keep)', () => {
    const short = visit('https://docs.rs/', 'docs.rs', 'work', 60, 1);
    const long = visit('https://docs.rs/criterion', 'docs.rs', 'work', 70, 9);
    expect(daySummary('2025-09-23', [short, long], [], day + 120 * min).topDomains).toEqual([
      { domain: 'docs.rs', time: 10 * min, page: 'https://docs.rs/criterion' },
    ]);
  });

  it('gives an empty day zero stats', () => {
    expect(dayRecord('2025-09-23', [], []).stats).toEqual({
      socialTime: 0,
      totalTime: 0,
      totalUrls: 0,
      uniqueDomains: 0,
      uniqueUrls: 0,
      workTime: 0,
    });
  });
});
