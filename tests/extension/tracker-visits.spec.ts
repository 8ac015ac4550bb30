import { expect, test } from '../fixtures/extension';
import { archiveVisitsNow, storedRecords } from '../fixtures/graph-visits';
import {
  browseStartNextOther,
  downloadExport,
  openMainPage,
  readExport,
  stopServiceWorker,
  waitForFocus,
  waitForTracker,
} from './tracker-helpers';

test('visits are recorded as direct, chain and hyperlink, and exported with their sources', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  await waitForTracker(serviceWorker);
  const { page } = await browseStartNextOther(context, testPages);
  await page.waitForTimeout(500);
  const main = await openMainPage(context, extensionId);
  const { 'visits.csv': visits = [] } = readExport(await downloadExport(main));

  const byPath = (path: string) => visits.find((visit) => visit.url.includes(path) && visit.tabId !== '-1')!;
  const start = byPath('tracker-start.html');
  const next = byPath('tracker-next.html');
  const other = byPath('tracker-other.html');
  expect(start).toMatchObject({ creationMode: 'direct', 'sourceInfo.nodeId': '', title: 'Tracker start' });
  expect(next).toMatchObject({
    creationMode: 'chain',
    'sourceInfo.nodeId': start.id,
    'sourceInfo.url': start.url,
    tabId: start.tabId,
  });
  expect(next.url).toBe(testPages.url('tracker-next.html'));
  expect(other).toMatchObject({
    creationMode: 'hyperlink',
    'sourceInfo.nodeId': next.id,
    'sourceInfo.tabId': next.tabId,
  });
  expect(other.tabId).not.toBe(next.tabId);
  expect(visits.map((visit) => visit.url).join(' ')).not.toMatch(/chrome-extension:|chrome:|SECRET/);
  expect(start.id).toBe(`${start.tabId}_${Date.parse(start.startTime)}`);
});

test('a visit survives the service worker being stopped in the middle of it', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  await waitForTracker(serviceWorker);
  const page = await context.newPage();
  await page.goto(testPages.url('tracker-start.html'));
  await page.waitForTimeout(1_000);
  const main = await openMainPage(context, extensionId);
  await page.bringToFront();
  // The worker must have seen the tab come to the front before it is stopped (a loaded machine delays the event).
  await waitForFocus(serviceWorker, '*://*/tracker-start.html');
  await stopServiceWorker(context, main);
  await page.waitForTimeout(2_500);
  await page.click('#same-tab'); // wakes the worker with a navigation event
  await page.waitForURL(/tracker-next/);
  await page.waitForTimeout(500);
  await main.bringToFront();
  const { 'visits.csv': visits = [] } = readExport(await downloadExport(main));
  const tracked = visits.filter((visit) => visit.url.includes('/tracker-'));
  expect(tracked.map((visit) => [visit.url.replace(/.*\//, ''), visit.creationMode])).toEqual([
    ['tracker-start.html', 'direct'],
    ['tracker-next.html', 'chain'],
  ]);
  const start = tracked[0]!;
  // The visit spans the time the worker was stopped: its duration comes from stored timestamps.
  expect(Number(start.duration)).toBeGreaterThanOrEqual(3_500);
  expect(Date.parse(start.endTime) - Date.parse(start.startTime)).toBe(Number(start.duration));
  expect(tracked[1]!['sourceInfo.nodeId']).toBe(start.id);
  // The content script reported the page's 33 words, all of them on screen.
  expect(start).toMatchObject({ wordCount: '33', readProgress: '1' });
  // It was the focused tab for at least the 2.5 s the worker was stopped, and active time never exceeds its duration.
  expect(Number(start.activeTime)).toBeGreaterThanOrEqual(2_500);
  expect(Number(start.activeTime)).toBeLessThanOrEqual(Number(start.duration));
});

test('the hourly days alarm archives finished visits; the open one stays live and the export is unchanged', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  await waitForTracker(serviceWorker);
  const { page, popup } = await browseStartNextOther(context, testPages);
  await popup.close(); // ends the visit in the new tab
  await page.waitForTimeout(500);
  const main = await openMainPage(context, extensionId);
  const summary = (rows: Record<string, string>[]) =>
    rows
      .map(({ id, url, creationMode, 'sourceInfo.nodeId': source }) => ({ id, url, creationMode, source }))
      .sort((a, b) => a.id.localeCompare(b.id));
  const before = summary(readExport(await downloadExport(main))['visits.csv'] ?? []);
  expect(before).toHaveLength(3);

  await archiveVisitsNow(main);
  const live = (await storedRecords(main, 'visits')) as { url: string; isActive: boolean }[];
  expect(live.map((visit) => [visit.url, visit.isActive])).toEqual([[testPages.url('tracker-next.html'), true]]);
  expect((await storedRecords(main, 'visitDays')).length).toBeGreaterThanOrEqual(1);
  expect(summary(readExport(await downloadExport(main))['visits.csv'] ?? [])).toEqual(before);
});
