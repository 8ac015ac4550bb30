/**
 * A local stand-in for the Google Calendar API at the network boundary (issue #22 tests), served by the Google
 * stand-in (google-stand-in.ts) beside its OAuth endpoints, answering in the shapes and error bodies these
 * pages document:
 * - developers.google.com/calendar/api/v3/reference/events/list (`timeMin`: exclusive bound on an event's
 *   end, `timeMax`: exclusive bound on its start, both RFC 3339 with a mandatory offset; `singleEvents`,
 *   `orderBy=startTime` (which needs `singleEvents=true`); `{ kind: "calendar#events", timeZone, items }`)
 * - developers.google.com/calendar/api/v3/reference/events/quickAdd (`POST …/events/quickAdd?text=…`, no
 *   body; answers the Event resource it made)
 * - developers.google.com/calendar/api/v3/reference/events (the Event resource: `start`/`end` with
 *   `dateTime` and `timeZone`, or `date` for all-day events)
 * - developers.google.com/calendar/api/guides/errors (`{ error: { errors: [{ domain, reason, message }],
 *   code, message } }`: 400 timeRangeEmpty / badRequest, 401 authError, 403 insufficientPermissions)
 * quickAdd understands a small part of what Google's does, enough for the tests: "<summary> [today |
 * tomorrow | yesterday] [at] [H[:MM]am|pm | HH:MM]"; without a time the event is all day; an hour long.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TokenCheck } from './gmail-stand-in';

const CALENDAR_EVENTS = 'https://www.googleapis.com/auth/calendar.events';
const EVENTS = '/calendar/v3/calendars/primary/events';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An event of the stand-in's calendar: timed (RFC 3339 with an offset) or all day (dates, end exclusive). */
export type StandInEvent = { summary: string } & (
  { start: { dateTime: string }; end: { dateTime: string } } | { start: { date: string }; end: { date: string } }
);

/** The Calendar API's error body (…/guides/errors). */
const calendarError = (res: ServerResponse, code: number, reason: string, message: string, domain = 'global') => {
  res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify({ error: { errors: [{ domain, reason, message }], code, message } }));
};

/** The zone's offset at `time` in minutes (wall clock minus UTC). */
function offsetMinutes(time: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(time)
    .find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The wall-clock date (YYYY-MM-DD) of `time` in `timeZone`. */
const dateIn = (time: number, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(time);

/** The instant a wall clock in `timeZone` shows `date` at `minutes` past midnight. */
function instant(date: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let guess = wall;
  for (let i = 0; i < 3; i++) guess = wall - offsetMinutes(guess, timeZone) * 60_000;
  return guess;
}

/** An instant as RFC 3339 with the zone's offset then. */
function rfc3339(time: number, timeZone: string): string {
  const offset = offsetMinutes(time, timeZone);
  const abs = Math.abs(offset);
  const zone = `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${new Date(time + offset * 60_000).toISOString().slice(0, 19)}${zone}`;
}

/** The Calendar routes over a token check; `handle` answers true when the request was one of them. */
export function calendarStandIn(check: TokenCheck) {
  const calendars = new Map<string, Array<StandInEvent & { id: string; created: string }>>();
  const lists: URLSearchParams[] = [];
  let timeZone = 'UTC';
  let clock = () => Date.now();

  const authorized = (req: IncomingMessage, res: ServerResponse) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const holder = token ? check(token) : null;
    if (!holder) return void calendarError(res, 401, 'authError', 'Invalid Credentials');
    if (!holder.scopes.includes(CALENDAR_EVENTS))
      return void calendarError(res, 403, 'insufficientPermissions', 'Request had insufficient authentication scopes.');
    return holder.user;
  };
  const eventsOf = (user: string) => {
    if (!calendars.has(user)) calendars.set(user, []);
    return calendars.get(user)!;
  };
  // All-day dates are days of the calendar's time zone.
  const startOf = (e: StandInEvent) =>
    'dateTime' in e.start ? Date.parse(e.start.dateTime) : instant(e.start.date, 0, timeZone);
  const endOf = (e: StandInEvent) =>
    'dateTime' in e.end ? Date.parse(e.end.dateTime) : instant(e.end.date, 0, timeZone);
  const resource = (e: StandInEvent & { id: string; created: string }) => ({
    kind: 'calendar#event',
    etag: `"${e.id}"`,
    id: e.id,
    status: 'confirmed',
    htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(e.id).toString('base64url')}`,
    created: e.created,
    updated: e.created,
    summary: e.summary,
    start: 'dateTime' in e.start ? { ...e.start, timeZone } : e.start,
    end: 'dateTime' in e.end ? { ...e.end, timeZone } : e.end,
    eventType: 'default',
  });
  const add = (user: string, event: StandInEvent) => {
    const stored = { ...event, id: randomBytes(10).toString('hex'), created: new Date(clock()).toISOString() };
    eventsOf(user).push(stored);
    return stored;
  };

  function list(req: IncomingMessage, res: ServerResponse, url: URL) {
    const user = authorized(req, res);
    if (!user) return;
    const q = url.searchParams;
    lists.push(q);
    for (const name of ['timeMin', 'timeMax']) {
      const value = q.get(name);
      if (value !== null && !RFC3339.test(value)) return calendarError(res, 400, 'badRequest', 'Bad Request');
    }
    if (q.get('orderBy') === 'startTime' && q.get('singleEvents') !== 'true')
      return calendarError(res, 400, 'badRequest', 'The requested ordering is not available for the particular query.');
    const min = q.get('timeMin') ? Date.parse(q.get('timeMin')!) : -Infinity;
    const max = q.get('timeMax') ? Date.parse(q.get('timeMax')!) : Infinity;
    if (max <= min) return calendarError(res, 400, 'timeRangeEmpty', 'The specified time range is empty.', 'calendar');
    const items = eventsOf(user)
      .filter((e) => endOf(e) > min && startOf(e) < max)
      .sort((a, b) => startOf(a) - startOf(b))
      .map(resource);
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(
      JSON.stringify({
        kind: 'calendar#events',
        etag: '"p32"',
        summary: `${user}@gmail.test`,
        updated: new Date(clock()).toISOString(),
        timeZone,
        accessRole: 'owner',
        defaultReminders: [],
        items,
      }),
    );
  }

  function quickAdd(req: IncomingMessage, res: ServerResponse, url: URL) {
    const user = authorized(req, res);
    if (!user) return;
    const text = url.searchParams.get('text')?.trim();
    if (!text) return calendarError(res, 400, 'required', 'Required parameter: text');
    const m = /^(.*?)(?:\s+(today|tomorrow|yesterday))?(?:\s+(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?)?$/i.exec(
      text,
    )!;
    const days = { today: 0, tomorrow: 1, yesterday: -1 }[(m[2] ?? 'today').toLowerCase() as 'today'];
    const date = dateIn(instant(dateIn(clock(), timeZone), 12 * 60, timeZone) + days * DAY, timeZone);
    const meridiem = m[5]?.toLowerCase();
    const hour =
      m[3] === undefined ? null : meridiem ? (Number(m[3]) % 12) + (meridiem === 'pm' ? 12 : 0) : Number(m[3]);
    const summary = m[1]!.trim() || text;
    let event: StandInEvent;
    if (hour === null) {
      event = { summary, start: { date }, end: { date: dateIn(instant(date, 36 * 60, timeZone), timeZone) } };
    } else {
      const start = instant(date, hour * 60 + Number(m[4] ?? 0), timeZone);
      event = {
        summary,
        start: { dateTime: rfc3339(start, timeZone) },
        end: { dateTime: rfc3339(start + HOUR, timeZone) },
      };
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(resource(add(user, event))));
  }

  return {
    /** Answers a Calendar request; false when the request is not one of its. */
    handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
      const route = `${req.method} ${url.pathname}`;
      if (route === `GET ${EVENTS}`) return (list(req, res, url), true);
      if (route === `POST ${EVENTS}/quickAdd`) return (quickAdd(req, res, url), true);
      return false;
    },
    /** Puts events in `user`'s primary calendar. */
    addEvents(user: string, events: StandInEvent[]) {
      for (const event of events) add(user, event);
    },
    /** `user`'s events as the API answers them, in the order they were made. */
    events: (user: string) => eventsOf(user).map(resource),
    /** The query of each events.list request, in order. */
    lists: () => [...lists],
    /** The calendar's time zone (quickAdd's days and hours, all-day dates); UTC unless set. */
    setTimeZone(zone: string) {
      timeZone = zone;
    },
    /** The clock quickAdd's "today" reads. */
    setClock(now: () => number) {
      clock = now;
    },
  };
}

/** The Calendar stand-in `calendarStandIn` makes. */
export type CalendarStandIn = ReturnType<typeof calendarStandIn>;
