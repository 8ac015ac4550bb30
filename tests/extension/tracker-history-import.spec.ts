import { expect, test } from '../fixtures/extension';
import { downloadExport, openMainPage, readExport, waitForTracker } from './tracker-helpers';

test('first run imports Chrome history with creationMode from the transition type', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  await waitForTracker(serviceWorker);
  const page = await context.newPage();
  await page.goto(testPages.url('tracker-start.html'));
  await page.click('#same-tab');
  await page.waitForURL(/tracker-next/);
  await page.close();
  const main = await openMainPage(context, extensionId);
  // Deleting the tracked visits leaves Chrome's own history as the only record of these pages.
  await main.getByRole('button', { name: 'Delete all local data' }).click();
  await main.getByRole('button', { name: 'Delete everything' }).click();
  await expect(main.getByText('All local data was deleted.')).toBeVisible();

  await expect(main.getByRole('heading', { name: 'Import your Chrome history' })).toBeVisible();
  await main.getByRole('button', { name: 'Import history' }).click();
  await expect(main.getByText(/Imported \d+ visits from Chrome history/)).toBeVisible();

  const visits = readExport(await downloadExport(main))['visits.csv'] ?? [];
  const start = visits.find((visit) => visit.url.endsWith('tracker-start.html'))!;
  const next = visits.find((visit) => visit.url === testPages.url('tracker-next.html'))!;
  expect(start).toMatchObject({ tabId: '-1', creationMode: 'direct', title: 'Tracker start' });
  expect(start.id).toMatch(/^history_\d+$/);
  expect(next).toMatchObject({ creationMode: 'chain', 'sourceInfo.nodeId': start.id, 'sourceInfo.url': start.url });
});
