import { expect, test } from '../fixtures/extension';
import { GRAPH_VISITS, openGraphWith } from '../fixtures/graph-visits';

test('a corrupted record shows the error state with the failure\'s message, and Try Again reloads', async ({ page, extensionId }) => {
  const corrupted = { ...GRAPH_VISITS.repo, url: 42 }; // a URL that is not text
  await openGraphWith(page, extensionId, [GRAPH_VISITS.search, corrupted as never]);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Error Loading Data' })).toBeVisible();
  await expect(alert.getByText('This could be due to a network issue or data corruption. Please try refreshing the page.')).toBeVisible();
  await expect(alert.locator('p').first()).toContainText('is not a function');
  const reloaded = page.waitForEvent('load');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Error Loading Data' })).toBeVisible();
});
