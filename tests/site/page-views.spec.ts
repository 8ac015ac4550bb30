import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/site';

/** Page-view reports the page sends to the site's own server. */
function pageViews(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === '/api/page-views' && sent.push(request)));
  return sent;
}

test("each page load reports its path and the referring host to the site's own server, with no cookie", async ({
  page,
}) => {
  const sent = pageViews(page);
  await page.goto('/pricing', { referer: 'https://news.example.com/item?id=7' });
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]!.method()).toBe('POST');
  expect(sent[0]!.postDataJSON()).toEqual({ path: '/pricing', referrer: 'news.example.com' });
  expect(await sent[0]!.headerValue('cookie')).toBeNull();
  expect((await sent[0]!.response())?.status()).toBe(204);

  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]!.postDataJSON()).toEqual({ path: '/privacypolicy', referrer: '' }); // a page of this site is no referrer
});

for (const { signal, init } of [
  {
    signal: 'Global Privacy Control',
    init: () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  },
  { signal: 'Do Not Track', init: () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }) },
]) {
  test(`a browser sending ${signal} reports no page view`, async ({ page }) => {
    await page.addInitScript(init);
    const sent = pageViews(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.goto('/pricing');
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
  });
}

test('the privacy policy says what the page-view count keeps, and that DNT and GPC stop it', async ({ page }) => {
  await page.goto('/privacypolicy');
  await expect(
    page.getByText(
      'Page views on this website: each page you open sends our own server its path (like /pricing) and the host name of the site that linked you here, if any. We keep only a count per page, per referring site and per day: no IP address, no cookie, no identifier, and nothing that tells one visitor from another. If your browser sends Do Not Track or Global Privacy Control, the page sends nothing. We use no third-party analytics.',
    ),
  ).toBeVisible();
});
