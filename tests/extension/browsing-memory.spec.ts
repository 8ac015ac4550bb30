/** Issue 37, browsing memory: where a clip came from, and the graph at a moment (the address, the time control, /history). */
import type { Page } from '@playwright/test';
import { RING_COLORS } from '../../extension/graph/render/node-styles';
import { expect, test } from '../fixtures/extension';
import { GRAPH_VISITS, importVisits, openGraphWith, styleOf } from '../fixtures/graph-visits';
import { openBar, openPage, runCommand } from './bar-helpers';
import { waitForFocus, waitForTracker } from './tracker-helpers';

const { search, repo, video, notes, docs, dayBefore } = GRAPH_VISITS;

/** The steps of the path the graph shows ("How you got here"). */
const pathSteps = (page: Page) => page.getByRole('navigation', { name: 'How you got here' }).getByRole('listitem');

/** Whether the graph draws a visit as the selected node. */
const selected = async (page: Page, visitId: string) => (await styleOf(page, visitId))?.ring === RING_COLORS.selected;

test('a clip copied on page b says "from" b on its /clip row, and "Show in graph" highlights b with its trail', async ({
  context,
  serviceWorker,
  testPages,
}) => {
  await waitForTracker(serviceWorker);
  const page = await openPage(context, testPages.url('tracker-start.html'));
  await page.click('#same-tab');
  await page.waitForURL(/tracker-next/);
  await page.bringToFront();
  await waitForFocus(serviceWorker, '*://*/tracker-next.html*');
  await page.locator('h1').selectText();
  await page.keyboard.press('Control+C');

  const frame = await openBar(page);
  await runCommand(frame, '/clip');
  const row = frame.locator('.clips li').filter({ hasText: /^Tracker next/ });
  await expect(row).toContainText(/from Tracker next · \d{1,2}:\d{2}/);
  const [graph] = await Promise.all([
    context.waitForEvent('page'),
    row.getByRole('button', { name: 'Show in graph' }).click(),
  ]);
  await expect(graph).toHaveURL(/app\.html\?page=graph&at=\d+&visit=/);
  const visitId = new URL(graph.url()).searchParams.get('visit')!;
  const tabId = await serviceWorker.evaluate(
    async () => (await chrome.tabs.query({ url: '*://*/tracker-next.html*' }))[0]!.id!,
  );
  expect(visitId).toMatch(new RegExp(`^${tabId}_\\d+$`));
  await expect.poll(() => selected(graph, visitId)).toBe(true);
  await expect(pathSteps(graph)).toHaveText(['Tracker start', 'Tracker next']);
});

test('?at= opens the day around a moment with the visit in front then highlighted; the time control moves it', async ({
  page,
  extensionId,
}) => {
  await importVisits(page.context(), extensionId, [search, repo, video, notes, docs, dayBefore]);
  // The day before the latest: the address picks the day.
  await page.goto(`chrome-extension://${extensionId}/app.html?page=graph&at=2025-09-22T16:02`);
  await expect(page.getByTestId('graph-summary')).toHaveText('1 visit');
  await expect.poll(() => selected(page, dayBefore.id)).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Day' })).toHaveValue('2025-09-22');

  // 9:15 on the latest day, as milliseconds: the video (9:09–9:29) is in front, reached from the search and the repo.
  await page.goto(`chrome-extension://${extensionId}/app.html?page=graph&at=${new Date('2025-09-23T09:15').getTime()}`);
  await expect(page.getByTestId('graph-summary')).toHaveText('5 visits');
  await expect.poll(() => selected(page, video.id)).toBe(true);
  await expect(pathSteps(page)).toHaveText(['rust wasm', 'rustwasm · GitHub', 'Rust and WebAssembly - YouTube']);
  await expect(page.getByLabel('At')).toHaveValue('09:15');

  await page.getByLabel('At').fill('09:32');
  await expect.poll(() => selected(page, notes.id)).toBe(true);
  expect(await selected(page, video.id)).toBe(false);
  await expect(page).toHaveURL(new RegExp(`at=${new Date('2025-09-23T09:32').getTime()}`));
});

test('a week opened at a moment highlights the visit in front then once the week is in, never its first chunk’s last visit', async ({
  page,
  extensionId,
}) => {
  await importVisits(page.context(), extensionId, [search, repo, video, notes, docs, dayBefore]);
  // The ring the graph gives the day before's visit (the first chunk's only one), every frame from the page's start.
  await page.addInitScript((id) => {
    const rings: number[] = [];
    Object.assign(window, { dayBeforeRings: rings });
    const poll = () => {
      const style = window.intentlyGraph?.styleOf(id);
      if (style) rings.push(style.ring);
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }, dayBefore.id);
  await page.goto(
    `chrome-extension://${extensionId}/app.html?page=graph&at=${new Date('2025-09-23T09:15').getTime()}&range=week`,
  );
  await expect(page.getByTestId('graph-summary')).toHaveText('6 visits');
  await expect.poll(() => selected(page, video.id)).toBe(true);
  const rings = await page.evaluate(() => (window as unknown as { dayBeforeRings: number[] }).dayBeforeRings);
  expect(rings.length).toBeGreaterThan(0);
  expect(rings).not.toContain(RING_COLORS.selected);
});

test('a bad ?at= says what it should be', async ({ page, extensionId }) => {
  await openGraphWith(page, extensionId, [search, repo]);
  await page.goto(`chrome-extension://${extensionId}/app.html?page=graph&at=half+past+ten`);
  await expect(page.getByRole('alert')).toContainText(
    'The graph\'s address asks for the moment "half past ten", which is not a time: at= should be a date and time such as 2026-11-27T10:30, a date such as 2026-11-26, or milliseconds since 1970.',
  );
  await page.getByRole('link', { name: 'Go to the latest day with data' }).click();
  await expect(page.getByTestId('graph-summary')).toHaveText('2 visits');
});

test('/history 10:30 opens the graph at that moment; a bad time says how to write one', async ({
  context,
  extensionId,
  testPages,
}) => {
  // The last 10:30 (today's, or yesterday's before 10:30), as the bar reads it; a visit open then and one before.
  const now = new Date();
  const moment = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 10, 30);
  if (moment.getTime() > now.getTime()) moment.setDate(moment.getDate() - 1);
  const before = { ...search, id: `1_${moment.getTime() - 3_600_000}`, startTime: moment.getTime() - 3_600_000 };
  before.endTime = before.startTime + 60_000;
  const then = { ...repo, id: `1_${moment.getTime() - 300_000}`, startTime: moment.getTime() - 300_000 };
  then.endTime = then.startTime + 1_200_000;
  await importVisits(context, extensionId, [before, then]);

  const page = await openPage(context, testPages.url('bar-plain.html'));
  let frame = await openBar(page);
  await runCommand(frame, '/history 25:00');
  await expect(frame.getByRole('alert')).toHaveText(
    '“25:00” is not a time of day: hours run 0 to 23 (or 1 to 12 with am or pm), minutes 00 to 59. Write a moment as 10:30, 4pm, yesterday 16:00, monday 9:15 or 2026-11-26 14:00.',
  );

  frame = await openBar(page);
  const [graph] = await Promise.all([context.waitForEvent('page'), runCommand(frame, '/history 10:30')]);
  await expect(graph).toHaveURL(new RegExp(`page=graph&at=${moment.getTime()}$`));
  await expect.poll(() => selected(graph, then.id)).toBe(true);
  expect(await selected(graph, before.id)).toBe(false);
});
