import { describe, expect, it } from 'vitest';
import { GoogleError, ReconnectGoogleError } from './call-google';
import { calendarDay } from './calendar-day';

const NOW = Date.parse('2026-03-28T22:30:00Z');

/** Google access whose calendar answers `outcome` (or throws it); records the paths asked. */
function deps(outcome: unknown, signedIn = true) {
  const paths: string[] = [];
  const google = {
    profile: async () => (signedIn ? { email: 'alice@example.com', name: 'Alice', picture: '' } : null),
    connect: async () => undefined,
    call: async (grant: string, api: string, _what: string, path: string) => {
      paths.push(`${grant} ${api} ${path}`);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  };
  return { google, paths };
}

describe('calendarDay', () => {
  it("lists the day's events between its bounds in the time zone (a 23-hour day)", async () => {
    const { google, paths } = deps({
      items: [{ id: 'e', summary: 'Brunch', start: { dateTime: '2026-03-29T11:00:00+02:00' } }],
    });
    const day = await calendarDay(google, 1, NOW, 'Europe/Berlin');
    expect(day.entries.map((e) => e.title)).toEqual(['Brunch']);
    const query = new URL(paths[0]!.split(' ')[2]!, 'https://www.googleapis.com').searchParams;
    expect(paths[0]).toMatch(/^calendar calendar \/calendar\/v3\/calendars\/primary\/events\?/);
    expect([query.get('timeMin'), query.get('timeMax'), query.get('singleEvents'), query.get('orderBy')]).toEqual([
      '2026-03-29T00:00:00+01:00',
      '2026-03-30T00:00:00+02:00',
      'true',
      'startTime',
    ]);
  });

  it.each([
    ['signed out: nothing, quietly', null, false, { entries: [] }],
    [
      'not connected: offers to connect',
      new ReconnectGoogleError('Intently has no Google permission to show and add Google Calendar events yet.'),
      true,
      { entries: [], connect: true },
    ],
    [
      'Google fails: says so in words',
      new GoogleError(
        'Listing your calendar events failed: Google said "Backend Error" (503 UNAVAILABLE). Please try again in a few minutes.',
        503,
      ),
      true,
      {
        entries: [],
        error:
          'Listing your calendar events failed: Google said "Backend Error" (503 UNAVAILABLE). Please try again in a few minutes.',
      },
    ],
  ])('%s', async (_case, outcome, signedIn, day) => {
    const { google, paths } = deps(outcome, signedIn);
    expect(await calendarDay(google, 0, NOW, 'Europe/Berlin')).toEqual(day);
    expect(paths).toHaveLength(signedIn ? 1 : 0);
  });
});
