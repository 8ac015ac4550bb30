import type { Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { openBar, openPage, runCommand } from './bar-helpers';
import { finishGrant, signInWithGoogle, useServerWithGoogle } from './google-helpers';

// New York springs forward on 8 March 2026: that day has 23 hours, 00:00-05:00 to 00:00-04:00 the next day.
const ZONE = 'America/New_York';
const NOW = Date.parse('2026-03-08T12:00:00-04:00');
const EVENTS = [
  // Ends as the 8th begins: timeMin bounds an event's end exclusively, so only Yesterday holds it.
  {
    summary: 'Previous night',
    start: { dateTime: '2026-03-07T23:30:00-05:00' },
    end: { dateTime: '2026-03-08T00:00:00-05:00' },
  },
  {
    summary: 'Before the change',
    start: { dateTime: '2026-03-08T01:30:00-05:00' },
    end: { dateTime: '2026-03-08T03:30:00-04:00' },
  },
  { summary: 'Daylight saving starts', start: { date: '2026-03-08' }, end: { date: '2026-03-09' } },
  {
    summary: 'Brunch',
    start: { dateTime: '2026-03-08T11:00:00-04:00' },
    end: { dateTime: '2026-03-08T12:00:00-04:00' },
  },
  {
    summary: 'Late call',
    start: { dateTime: '2026-03-08T23:30:00-04:00' },
    end: { dateTime: '2026-03-08T23:50:00-04:00' },
  },
  // In the first hour of the 9th: a day taken as 24 hours from the 8th's midnight would wrongly hold it.
  {
    summary: 'Night train',
    start: { dateTime: '2026-03-09T00:30:00-04:00' },
    end: { dateTime: '2026-03-09T01:00:00-04:00' },
  },
] as const;

/** The background's clock shows NOW (its own clock goes on from there). */
const setClock = (worker: Worker) =>
  worker.evaluate((now) => {
    const real = (globalThis as { realNow?: () => number }).realNow ?? Date.now.bind(Date);
    const shift = now - real();
    Object.assign(globalThis, { realNow: real });
    Date.now = () => real() + shift;
  }, NOW);

const titles = (texts: string[]) => texts.map((t) => t.replace(/^\s*(All day|\d{1,2}:\d{2}\s*[AP]M)?\s*/, ''));

test.describe('/cal and the per-day list against the real server and a stand-in of Google Calendar', () => {
  test.describe.configure({ timeout: 240_000 });
  const env = useServerWithGoogle();

  test('connect Calendar from the list, list days across a daylight-saving change, add events with quickAdd and a todo for tomorrow', async ({
    testPages,
  }) => {
    const { google } = env;
    const device = await env.open({ timezoneId: ZONE, env: { ...process.env, TZ: ZONE } });
    const { context, main } = device;
    await main.evaluate((issuer) => chrome.storage.local.set({ googleApiBases: { calendar: issuer } }), google.issuer);
    google.calendar.setTimeZone(ZONE);
    google.calendar.setClock(() => NOW);
    google.calendar.addEvents('alice', [...EVENTS]);
    await signInWithGoogle(device);
    const worker = context.serviceWorkers()[0]!;
    await setClock(worker);

    // Not connected: the list offers to connect Calendar, quietly.
    const page = await openPage(context, testPages.url('bar-plain.html'));
    let frame = await openBar(page);
    await runCommand(frame, '/todo');
    await expect(frame.locator('.events li')).toHaveText(['Nothing for today.']);
    await expect(frame.getByRole('alert')).toHaveCount(0);
    const opened = context.waitForEvent('page');
    await frame.getByRole('button', { name: 'Connect Google Calendar' }).click();
    const grant = await opened;
    await expect(grant).toHaveURL(/\/auth\?source=extension&grant=calendar&flow=extension_[\w-]{32}$/);
    await finishGrant(grant);
    expect(google.authorizations().at(-1)!.get('scope')?.split(' ')).toContain(
      'https://www.googleapis.com/auth/calendar.events',
    );
    await grant.close();

    // The 23-hour day and its neighbours, each asked with its own offsets; all-day events first.
    await setClock(worker);
    frame = await openBar(page);
    await runCommand(frame, '/todo');
    await expect
      .poll(async () => titles(await frame.locator('.events li').allTextContents()))
      .toEqual(['Daylight saving starts', 'Before the change', 'Brunch', 'Late call']);
    await frame.getByRole('tab', { name: 'Tomorrow' }).click();
    await expect.poll(async () => titles(await frame.locator('.events li').allTextContents())).toEqual(['Night train']);
    await frame.getByRole('tab', { name: 'Yesterday' }).click();
    await expect
      .poll(async () => titles(await frame.locator('.events li').allTextContents()))
      .toEqual(['Previous night']);
    const bounds = google.calendar
      .lists()
      .map((q) => [q.get('timeMin'), q.get('timeMax'), q.get('singleEvents'), q.get('orderBy')]);
    expect(bounds).toEqual(
      expect.arrayContaining([
        ['2026-03-07T00:00:00-05:00', '2026-03-08T00:00:00-05:00', 'true', 'startTime'],
        ['2026-03-08T00:00:00-05:00', '2026-03-09T00:00:00-04:00', 'true', 'startTime'],
        ['2026-03-09T00:00:00-04:00', '2026-03-10T00:00:00-04:00', 'true', 'startTime'],
      ]),
    );

    // A todo for tomorrow shows under Tomorrow, not today.
    await frame.getByRole('tab', { name: 'Tomorrow' }).click();
    await frame.getByRole('textbox', { name: 'New todo' }).fill('pack the bag');
    await frame.getByRole('textbox', { name: 'New todo' }).press('Enter');
    await expect
      .poll(async () => titles(await frame.locator('.events li').allTextContents()))
      .toEqual(['pack the bag', 'Night train']);
    await expect(frame.getByRole('tab', { name: 'Tomorrow' })).toHaveAttribute('aria-selected', 'true');
    await frame.getByRole('tab', { name: 'Today' }).click();
    await expect
      .poll(async () => titles(await frame.locator('.events li').allTextContents()))
      .not.toContain('pack the bag');

    // /cal with text adds with quickAdd and names the event as Google returned it; it shows under Tomorrow.
    await setClock(worker);
    frame = await openBar(page);
    await runCommand(frame, '/cal lunch with Sam tomorrow 1pm');
    await expect(frame.getByRole('status')).toHaveText(
      'Added to your calendar: lunch with Sam, starting Mon, Mar 9, 1:00 PM.',
    );
    frame = await openBar(page);
    await runCommand(frame, '/todo');
    await frame.getByRole('tab', { name: 'Tomorrow' }).click();
    await expect
      .poll(async () => titles(await frame.locator('.events li').allTextContents()))
      .toEqual(['pack the bag', 'Night train', 'lunch with Sam']);

    // /cal alone lists today; an event added for today shows there.
    frame = await openBar(page);
    await runCommand(frame, '/cal standup today 9am');
    await expect(frame.getByRole('status')).toHaveText(
      'Added to your calendar: standup, starting Sun, Mar 8, 9:00 AM.',
    );
    await expect
      .poll(async () => titles(await frame.getByRole('list', { name: 'Today' }).locator('li').allTextContents()))
      .toEqual(['Daylight saving starts', 'Before the change', 'standup', 'Brunch', 'Late call']);

    // A failed add (the grant revoked at Google) says so in words and keeps what was typed.
    google.revokeUser('alice');
    frame = await openBar(page);
    await runCommand(frame, '/cal dinner with Zoë tomorrow 7pm');
    // Whichever call meets the revoked grant first (the day's listing or the add) makes the server forget it, so the add
    // reads either the revocation or the missing permission; both ask to reconnect and keep the text.
    await expect(frame.getByRole('alert')).toHaveText(
      /^(Google access was revoked or has expired\. Reconnect Google to go on|Intently has no Google permission to show and add Google Calendar events yet\. Connect Google to allow it)\. What you typed is kept on this device\.$/,
    );
    await expect(frame.getByRole('textbox', { name: 'New event' })).toHaveValue('dinner with Zoë tomorrow 7pm');
    await expect(frame.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
    frame = await openBar(page);
    await runCommand(frame, '/cal');
    await expect(frame.getByRole('textbox', { name: 'New event' })).toHaveValue('dinner with Zoë tomorrow 7pm');
  });
});
