import { describe, expect, it } from 'vitest';
import { graphDayQuery, graphQuery, graphOpeningOf } from './graph-address';

describe('graph address at a moment', () => {
  it('round-trips a moment and the visit to highlight', () => {
    const at = new Date(2026, 10, 27, 10, 42).getTime();
    const query = graphQuery(at, '12_1795772520000');
    expect(query).toBe(`?page=graph&at=${at}&visit=12_1795772520000`);
    expect(graphOpeningOf(query)).toEqual({ at, day: false, visit: '12_1795772520000' });
  });

  it('reads a day alone as that whole local day', () => {
    expect(graphOpeningOf(graphDayQuery('2026-11-26'))).toEqual({
      at: new Date(2026, 10, 26).getTime(),
      day: true,
      visit: null,
    });
  });

  it.each([
    ['2026-11-27T10:30', new Date(2026, 10, 27, 10, 30).getTime()],
    ['2026-11-27T10:30:05.250Z', Date.UTC(2026, 10, 27, 10, 30, 5, 250)],
    ['2026-11-27T10:30+02:00', Date.UTC(2026, 10, 27, 8, 30)],
    ['1795772520000', 1795772520000],
    ['1795772520', 1795772520000],
  ])('reads at=%s', (at, time) => {
    expect(graphOpeningOf(`?page=graph&at=${encodeURIComponent(at)}`)).toEqual({ at: time, day: false, visit: null });
  });

  it('opens as before without at', () => {
    expect(graphOpeningOf('?page=graph')).toBeNull();
    expect(graphOpeningOf('?page=graph&at=')).toBeNull();
  });

  it.each(['yesterday', '2026-02-31', '2026-11-27 10:30', '10:30', '-5'])('says what at=%s should be', (at) => {
    expect(() => graphOpeningOf(`?page=graph&at=${encodeURIComponent(at)}`)).toThrow(
      `The graph's address asks for the moment "${at}", which is not a time: at= should be a date and time such as 2026-11-27T10:30, a date such as 2026-11-26, or milliseconds since 1970.`,
    );
  });
});
