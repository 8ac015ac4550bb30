import { describe, expect, it } from 'vitest';
import { calendarEntries, calendarEntry, eventsPath, quickAddPath } from './google-calendar';

describe('Calendar requests', () => {
  it('lists one day: single events in start order between the bounds, offsets kept', () => {
    const path = eventsPath({ timeMin: '2026-03-29T00:00:00+01:00', timeMax: '2026-03-30T00:00:00+02:00' });
    expect(path).toBe(
      '/calendar/v3/calendars/primary/events?singleEvents=true&orderBy=startTime&timeMin=2026-03-29T00%3A00%3A00%2B01%3A00&timeMax=2026-03-30T00%3A00%3A00%2B02%3A00',
    );
    expect(new URL(path, 'https://www.googleapis.com').searchParams.get('timeMin')).toBe('2026-03-29T00:00:00+01:00');
  });

  it('adds from text in the query, encoded', () => {
    expect(quickAddPath('lunch with Zoë & Sam tomorrow 1pm')).toBe(
      '/calendar/v3/calendars/primary/events/quickAdd?text=lunch+with+Zo%C3%AB+%26+Sam+tomorrow+1pm',
    );
  });
});

describe('calendarEntry', () => {
  it.each([
    [
      'a timed event (the quickAdd answer)',
      {
        kind: 'calendar#event',
        id: 'e1',
        status: 'confirmed',
        htmlLink: 'https://www.google.com/calendar/event?eid=ZTE',
        summary: 'Lunch with Sam',
        start: { dateTime: '2026-03-30T13:00:00+02:00', timeZone: 'Europe/Berlin' },
        end: { dateTime: '2026-03-30T14:00:00+02:00' },
      },
      {
        id: 'e1',
        title: 'Lunch with Sam',
        allDay: false,
        start: '2026-03-30T13:00:00+02:00',
        at: Date.parse('2026-03-30T11:00:00Z'),
        end: Date.parse('2026-03-30T12:00:00Z'),
        link: 'https://www.google.com/calendar/event?eid=ZTE',
      },
    ],
    [
      'an all-day event without a title',
      { id: 'e2', start: { date: '2026-03-29' }, end: { date: '2026-03-30' } },
      {
        id: 'e2',
        title: '(No title)',
        allDay: true,
        start: '2026-03-29',
        at: Date.parse('2026-03-29'),
        end: Date.parse('2026-03-30'),
        link: '',
      },
    ],
  ])('reads %s', (_case, event, entry) => expect(calendarEntry(event)).toEqual(entry));

  it.each([
    ['a cancelled event', { id: 'e3', status: 'cancelled', start: { dateTime: '2026-03-30T13:00:00+02:00' } }],
    ['an event without a start', { id: 'e4' }],
    ['nothing', null],
  ])('skips %s', (_case, event) => expect(calendarEntry(event)).toBeNull());

  it('reads a list answer, keeping its order', () => {
    const answer = {
      kind: 'calendar#events',
      items: [
        { id: 'a', summary: 'A', start: { date: '2026-03-29' } },
        { id: 'x', status: 'cancelled' },
        { id: 'b', summary: 'B', start: { dateTime: '2026-03-29T09:00:00+02:00' } },
      ],
    };
    expect(calendarEntries(answer).map((e) => e.id)).toEqual(['a', 'b']);
    expect(calendarEntries({})).toEqual([]);
  });
});
