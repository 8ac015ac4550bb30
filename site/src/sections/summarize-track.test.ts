import { describe, expect, it } from 'vitest';
import { summarizeTrack } from './summarize-track';
import { DEMO_DOMAINS, DOMAINS_NARROW } from './track-copy';

const MIN = 60_000;

describe('summarizeTrack', () => {
  it('gives the SPEC §2 demo figures from the demo domains: 29m across 3 websites, 11m productive, 18m social, top github', () => {
    const summary = summarizeTrack(DEMO_DOMAINS);
    expect(summary).toMatchObject({
      totalMs: 29 * MIN,
      websites: 3,
      productiveMs: 11 * MIN,
      socialMs: 18 * MIN,
      top: 'github',
    });
    // Every listed domain fits on a narrow screen, so the list and "across 3 websites" agree at every width.
    expect(summary.domains.length).toBeLessThanOrEqual(DOMAINS_NARROW);
  });

  it.each([
    [
      'sorts by time, most first',
      [
        { domain: 'a.com', time: MIN, category: 'work' as const },
        { domain: 'docs.b.org', time: 2 * MIN, category: 'social' as const },
      ],
      ['docs.b.org', 'a.com'],
      'b',
    ],
    [
      'counts a missing time as 40m (SPEC §3) in the list and the totals',
      [
        { domain: 'news.site.com', category: 'social' as const },
        { domain: 'x.com', time: MIN, category: 'work' as const },
      ],
      ['news.site.com', 'x.com'],
      'site',
    ],
    [
      'names a one-label domain as it is',
      [{ domain: 'localhost', time: MIN, category: 'work' as const }],
      ['localhost'],
      'localhost',
    ],
  ])('%s', (_, entries, order, top) => {
    const summary = summarizeTrack(entries);
    expect(summary.domains.map((d) => d.domain)).toEqual(order);
    expect(summary.top).toBe(top);
    expect(summary.totalMs).toBe(summary.domains.reduce((total, d) => total + d.ms, 0));
    expect(summary.productiveMs + summary.socialMs).toBe(summary.totalMs);
  });
});
