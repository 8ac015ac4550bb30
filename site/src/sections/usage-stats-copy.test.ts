import { describe, expect, it } from 'vitest';
import { USAGE_STATS } from './usage-stats-copy';

describe('USAGE_STATS', () => {
  it('lists one entry per site, whose times add up to the active time, most time first', () => {
    expect(USAGE_STATS.topDomains).toHaveLength(USAGE_STATS.totalSites);
    expect(USAGE_STATS.topDomains.reduce((total, d) => total + d.time, 0)).toBe(USAGE_STATS.activeTime * 3_600_000);
    const times = USAGE_STATS.topDomains.map((d) => d.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
