import { expect, test } from '../fixtures/extension';
import { browseStartNextOther, downloadExport, openMainPage, readExport, waitForTracker } from './tracker-helpers';

test('export → delete all → import gives back identical data', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  await waitForTracker(serviceWorker);
  const { page, popup } = await browseStartNextOther(context, testPages);
  // Closed tabs end their visits, so nothing changes between the two exports.
  await popup.close();
  await page.close();
  const main = await openMainPage(context, extensionId);
  const before = await downloadExport(main);
  expect(readExport(before)['visits.csv']).toHaveLength(3);

  await main.getByRole('button', { name: 'Delete all local data' }).click();
  await expect(main.getByRole('alertdialog')).toContainText('This cannot be undone.');
  await main.getByRole('button', { name: 'Delete everything' }).click();
  await expect(main.getByText('All local data was deleted.')).toBeVisible();
  const wiped = readExport(await downloadExport(main));
  expect(wiped['visits.csv']).toEqual([]);
  expect(wiped['tab-sessions.csv']).toEqual([]);

  await main
    .locator('input[type=file]')
    .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: before });
  await expect(main.getByText(/^Imported 3 visits and \d+ other records\.$/)).toBeVisible();
  const after = readExport(await downloadExport(main));
  expect(after).toEqual(readExport(before));
});

test('the main page shows today’s cards and top domains, and settings stop recording', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  await waitForTracker(serviceWorker);
  const page = await context.newPage();
  await page.goto(testPages.url('tracker-start.html'));
  await page.waitForTimeout(1_200);
  await page.click('#same-tab');
  await page.waitForURL(/tracker-next/);
  const main = await openMainPage(context, extensionId);
  await expect(main.getByTestId('card-time')).toContainText('across 1 website');
  await expect(main.getByTestId('card-domains')).toContainText('127.0.0.1');
  await expect(main.getByTestId('card-activity')).toContainText('2 pages visited');
  await expect(main.getByTestId('card-activity')).toContainText('1 tabs open');
  await expect(main.getByRole('list').first()).toContainText('127.0.0.1');
  await expect(main.getByRole('link', { name: 'Network graph' })).toHaveAttribute('href', '?page=graph');

  await main.getByRole('switch', { name: /Browsing history/ }).uncheck();
  await main.waitForTimeout(300);
  await page.bringToFront();
  await page.goto(testPages.url('tracker-other.html'));
  await page.waitForTimeout(500);
  await main.bringToFront();
  const visits = readExport(await downloadExport(main))['visits.csv'] ?? [];
  expect(visits.map((visit) => visit.url.replace(/.*\//, ''))).toEqual(['tracker-start.html', 'tracker-next.html']);
  expect(visits.every((visit) => visit.isActive === 'false')).toBe(true);
});
