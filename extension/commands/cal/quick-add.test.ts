import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { GoogleError, ReconnectGoogleError } from '../../shared/call-google';
import { freshDatabases } from '../../storage/fresh-databases';
import type { CommandDeps } from '../define-background';
import { addedSentence, keptText, quickAdd } from './quick-add';

const db = freshDatabases();
const EVENT = {
  kind: 'calendar#event',
  id: 'ev1',
  status: 'confirmed',
  htmlLink: 'https://www.google.com/calendar/event?eid=ZXYx',
  summary: 'Lunch with Sam',
  start: { dateTime: '2026-11-27T13:00:00+01:00', timeZone: 'Europe/Berlin' },
  end: { dateTime: '2026-11-27T14:00:00+01:00', timeZone: 'Europe/Berlin' },
};

/** Deps whose Google answers `outcome` (or throws it) and records the calls. */
function deps(outcome: unknown) {
  const calls: Array<{ grant: string; api: string; path: string; init?: RequestInit }> = [];
  const google = {
    call: async (grant: string, api: string, _what: string, path: string, init?: RequestInit) => {
      calls.push({ grant, api, path, init });
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  };
  return {
    d: { tools: db.tools(), google, now: () => 1_000 } as unknown as Pick<CommandDeps, 'tools' | 'google' | 'now'>,
    calls,
  };
}

describe('addedSentence', () => {
  it.each([
    ['a timed event', EVENT, 'Added to your calendar: Lunch with Sam, starting Fri, Nov 27, 1:00 PM.'],
    [
      'an all-day event',
      { ...EVENT, summary: 'Holiday', start: { date: '2026-11-27' } },
      'Added to your calendar: Holiday, starting Fri, Nov 27 (all day).',
    ],
    [
      'an event without a title',
      { ...EVENT, summary: undefined },
      'Added to your calendar: (No title), starting Fri, Nov 27, 1:00 PM.',
    ],
    ['an answer without a start', { id: 'x', summary: 'Call' }, 'Added to your calendar: Call.'],
  ])("names %s by its summary and when it starts, in the user's time zone", (_case, answer, sentence) =>
    expect(addedSentence(answer, 'en-US', 'Europe/Berlin')).toBe(sentence),
  );
  it("reads the start in the user's time zone, not the offset Google wrote", () =>
    expect(addedSentence(EVENT, 'en-US', 'America/New_York')).toBe(
      'Added to your calendar: Lunch with Sam, starting Fri, Nov 27, 7:00 AM.',
    ));
  it('keeps an all-day event on its date west of UTC', () =>
    expect(addedSentence({ ...EVENT, start: { date: '2026-11-27' } }, 'en-US', 'Pacific/Honolulu')).toBe(
      'Added to your calendar: Lunch with Sam, starting Fri, Nov 27 (all day).',
    ));
});

describe('quickAdd', () => {
  beforeEach(async () => db.tools().drafts.clear());

  it('posts the text to events.quickAdd without a body and forgets it once the event is added', async () => {
    const { d, calls } = deps(EVENT);
    expect(await quickAdd(d, ' lunch with Sam tomorrow 1pm ')).toEqual({ added: true, text: addedSentence(EVENT) });
    expect(calls).toEqual([
      {
        grant: 'calendar',
        api: 'calendar',
        path: '/calendar/v3/calendars/primary/events/quickAdd?text=lunch+with+Sam+tomorrow+1pm',
        init: { method: 'POST' },
      },
    ]);
    expect(await keptText(d)).toBe('');
  });

  it.each([
    [
      'Google refuses',
      new GoogleError('Adding the event failed: Google said "Invalid value for: text" (400 INVALID_ARGUMENT).', 400),
      false,
    ],
    [
      'Calendar is not connected',
      new ReconnectGoogleError(
        'Intently has no Google permission to show and add Google Calendar events yet. Connect Google to allow it.',
      ),
      true,
    ],
  ])('keeps what was typed and says why when %s', async (_case, error, reconnect) => {
    const { d } = deps(error);
    expect(await quickAdd(d, 'lunch with Sam tomorrow 1pm')).toEqual({
      added: false,
      text: `${error.message} What you typed is kept on this device.`,
      reconnect,
    });
    expect(await keptText(d)).toBe('lunch with Sam tomorrow 1pm');
  });

  it('asks for text when there is none, calling nothing', async () => {
    const { d, calls } = deps(EVENT);
    expect(await quickAdd(d, '  ')).toEqual({
      added: false,
      reconnect: false,
      text: 'Type the event after /cal, for example "/cal lunch with Sam tomorrow 1pm".',
    });
    expect(calls).toEqual([]);
  });
});
