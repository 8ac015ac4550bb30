import { describeScope, PROVIDER_SCOPES } from '../../site/src/legal/provider-scopes';
import { STORED_DATA_HEADING, STORED_TABLES } from '../../site/src/legal/stored-data';
import { PLAYER_COPY } from '../../site/src/player/player-copy';
import { expect, test } from '../fixtures/site';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 740 },
];

/** Every route of SPEC §2 with the HTTP status the server answers and texts a visitor sees first. */
const ROUTES = [
  {
    path: '/',
    status: 200,
    h1: 'A command bar for everything',
    texts: ['Frequently asked questions', 'When focus slips, Intently helps you see the patterns behind it.'],
  },
  {
    path: '/privacypolicy',
    status: 200,
    h1: 'Privacy Policy',
    texts: ['Last updated: September 21, 2025', 'API Usage and Limitations', "Children's Privacy"],
  },
  { path: '/privacy', status: 200, h1: 'Privacy Policy', texts: ['Last updated: September 21, 2025'] },
  {
    path: '/terms',
    status: 200,
    h1: 'Terms of Service',
    texts: ['Effective: September 21, 2025', '18. Contact', '16. Governing Law'],
  },
  {
    path: '/pricing',
    status: 200,
    h1: 'Simple pricing',
    texts: ['$6.99', '$9.99', 'Recommended', 'Every account starts with a 7-day free trial of Pro.'],
  },
  {
    path: '/auth',
    status: 200,
    h1: 'Authentication Required',
    texts: ['This page is for extension authentication only. Please use the extension to sign in.'],
  },
  // This server has no Spotify client id (tests/site/player.spec.ts runs the player against a stand-in).
  { path: '/play', status: 200, h1: 'Music player', texts: [PLAYER_COPY.notConfigured] },
  { path: '/player', status: 200, h1: 'Music player', texts: [PLAYER_COPY.notConfigured] },
  {
    path: '/no/such/page',
    status: 404,
    h1: '404',
    texts: ['Page Not Found', "The page you're looking for doesn't exist or has been moved."],
  },
];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of ROUTES) {
      test(`${route.path} answers ${route.status} and shows its screen`, async ({ page }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(route.status);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
        for (const text of route.texts) await expect(page.getByText(text, { exact: true }).first()).toBeAttached();
        // Nothing spills sideways at either width.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
}

test('the 404 screen links home, goes back in history and offers the support mail', async ({ page }) => {
  await page.goto('/pricing');
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', /^mailto:.+@.+/);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the legal contents entries scroll to their section and highlight it', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('listitem')).toHaveCount(18);
  const entry = page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: '16. Governing Law' });
  await entry.click();
  await expect(entry).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { name: '16. Governing Law' })).toBeInViewport();
  await expect(page.getByText(/laws of the State of California/)).toBeVisible();
});

test('the privacy policy lists every table and column the server stores, how long each is kept and every scope asked for', async ({
  page,
}) => {
  await page.goto('/privacypolicy');
  const collect = page.locator('#information-we-collect');
  await expect(collect.getByRole('heading', { level: 3 })).toHaveText(STORED_DATA_HEADING);
  await expect(collect.getByRole('heading', { level: 4 })).toHaveText(STORED_TABLES.map((t) => t.title));
  for (const { table, title, why, columns } of STORED_TABLES) {
    const entry = collect.getByRole('region', { name: title, exact: true });
    await expect(entry).toContainText(why);
    await expect(entry).toContainText(`The table ${table} holds:`);
    const lines = Object.entries(columns).map(([column, holds]) => `${column}: ${holds}`);
    await expect(entry.getByRole('listitem')).toHaveText(lines);
  }
  const retention = STORED_TABLES.map(({ title, kept }) => `${title}: ${kept}`);
  await expect(page.locator('#data-retention').getByRole('listitem')).toHaveText(retention);
  const apiUsage = page.locator('#api-usage');
  await expect(apiUsage.getByRole('listitem')).toHaveText(PROVIDER_SCOPES.map(describeScope));
  await expect(apiUsage).toContainText('When you pick "This page" in /chat');
  await expect(apiUsage).toContainText('Our server passes all of it on without keeping it');
});

test('pricing switches to yearly prices and its plan buttons open the waitlist', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByText('$90', { exact: true })).toBeVisible();
  await expect(page.getByText('save 2 months')).toBeVisible();
  await expect(page.getByText('$119', { exact: true })).toBeVisible();
  await expect(page.getByText('save 1 month')).toBeVisible();
  await page.getByRole('button', { name: 'Get Pro' }).click();
  await expect(page.getByRole('dialog', { name: 'Join Early Access' })).toBeVisible();
});

test('the API reports the database reachable', async ({ request }) => {
  const response = await request.get('/api/ready');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ ok: true, database: 'pglite' });
});

/** Each route's tab title, and the canonical address it is indexed under (null: noindex). */
const META = [
  { path: '/', title: 'Intently: a command bar for everything', canonical: 'https://intently.app/' },
  { path: '/privacypolicy', title: 'Privacy policy · Intently', canonical: 'https://intently.app/privacy' },
  { path: '/privacy/', title: 'Privacy policy · Intently', canonical: 'https://intently.app/privacy' },
  { path: '/terms', title: 'Terms of service · Intently', canonical: 'https://intently.app/terms' },
  { path: '/pricing', title: 'Pricing · Intently', canonical: 'https://intently.app/pricing' },
  { path: '/auth', title: 'Sign in · Intently', canonical: null },
  { path: '/play', title: 'Music player · Intently', canonical: null },
  { path: '/no/such/page', title: 'Page not found · Intently', canonical: null },
];

for (const route of META) {
  test(`${route.path} has its own title, a description and ${route.canonical ? `the canonical address ${route.canonical}` : 'noindex'}`, async ({
    page,
  }) => {
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^\S+( \S+){4,}$/);
    if (route.canonical) {
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', route.canonical);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    } else {
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
  });
}

test('robots.txt points crawlers to the sitemap, which lists the public pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://intently.app/sitemap.xml');
  expect(robots).toContain('Disallow: /auth');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual([
    'https://intently.app/',
    'https://intently.app/pricing',
    'https://intently.app/privacy',
    'https://intently.app/terms',
  ]);
});
