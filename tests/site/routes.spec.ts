import { expect, test } from '../fixtures/site';

test('the landing page renders from the server npm start runs', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A command bar for everything');
  await expect(page.getByRole('link', { name: 'Install Free' })).toBeVisible();
});

test('an unknown path shows the 404 screen with HTTP status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Page Not Found');
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', /^mailto:.+@.+/);
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API reports the database reachable', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, database: 'pglite' });
});
