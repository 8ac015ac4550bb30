import { describe, expect, it } from 'vitest';
import { USAGE_STATS } from './usage-stats-copy';

describe('USAGE_STATS', () => {
  it("is the SPEC §2 sample: 5 sites, 82 visits, 2.4 hours active (the sites' times added up), most time first", () => {
    expect(USAGE_STATS).toMatchObject({ totalSites: 5, totalVisits: 82, activeTime: 2.4 });
    const times = USAGE_STATS.topDomains.map((d) => d.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
