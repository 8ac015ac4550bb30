/**
 * Site icons from Chrome's own favicon cache (SPEC §7), end to end: Chrome keeps an icon per page visited, so the graph
 * and the main page ask by a page the user visited, not by the site's bare address; and where Chrome has none it
 * answers with its grey globe, which both show as their built-in fallback instead (the graph: the site's initial on
 * the accent colour; the main page: a grey square).
 */
import type { Page } from '@playwright/test';
import type { UrlVisit } from '../../graph-layout-rs/ts/url-visit';
import { expect, test } from '../fixtures/extension';
import { importVisits, visit } from '../fixtures/graph-visits';
import { pixelsOfColorAround } from '../fixtures/painted-pixels';

/** The icon of tests/pages/favicon-site.html: a plain blue square. */
const ICON_BLUE = 0x1e78c8;
/** The graph's built-in disc for a site without an icon (favicon-atlas.ts). */
const FALLBACK_DISC = 0xc2693a;

/** The bytes' length of what Chrome's favicon cache answers for `pageUrl`, asked from an extension page. */
const iconLength = (page: Page, pageUrl: string) =>
  page.evaluate(
    async (url) =>
      (await (await fetch(`/_favicon/?pageUrl=${encodeURIComponent(url)}&size=64`)).arrayBuffer()).byteLength,
    pageUrl,
  );

test('a site Chrome keeps an icon for shows it, by the page visited; one it has none for shows the built-in icon, not its globe', async ({
  context,
  extensionId,
  testPages,
}) => {
  // Chrome stores the page's icon as the page loads; the site's front page has none of its own.
  const site = await context.newPage();
  await site.goto(testPages.url('favicon-site.html'));
  const app = await context.newPage();
  await app.goto(`chrome-extension://${extensionId}/app.html?page=main`);
  const globe = await iconLength(app, 'https://favicon.invalid/');
  await expect.poll(() => iconLength(app, testPages.url('favicon-site.html'))).not.toBe(globe);
  expect(await iconLength(app, new URL(testPages.url('/')).origin)).toBe(globe);
  await site.close();

  // Today, an hour or two ago (or since midnight): the day the graph and the main page open on.
  const hoursAgo = (hours: number) => Math.max(new Date().setHours(0, 0, 0, 0), Date.now() - hours * 3_600_000);
  const withIcon = visit(91, hoursAgo(2), 10, testPages.url('favicon-site.html'), 'A site with its own icon', 'direct');
  const withoutIcon = visit(92, hoursAgo(1), 10, 'https://docs.rs/criterion', 'criterion - Rust', 'direct');
  await importVisits(context, extensionId, [withIcon, withoutIcon]);

  await app.goto(`chrome-extension://${extensionId}/app.html?page=graph`);
  await expect(app.getByTestId('graph-summary')).toContainText('visits');
  const box = (await app.getByTestId('graph-canvas').boundingBox())!;
  const at = async (shown: UrlVisit) => {
    const p = await app.evaluate((id) => window.intentlyGraph!.screenPositionOf(id), shown.id);
    expect(p, shown.url).not.toBeNull();
    return { x: box.x + p!.x, y: box.y + p!.y };
  };
  const iconAt = await at(withIcon);
  const noIconAt = await at(withoutIcon);
  await expect.poll(() => pixelsOfColorAround(app, iconAt.x, iconAt.y, 12, ICON_BLUE)).toBeGreaterThan(100);
  // Chrome's answers for the other site are in (found to be its globe), and a frame has been drawn since: no fixed wait.
  await app.evaluate(() => window.intentlyGraph!.faviconsDrawn());
  await expect(app.locator('.graph-sweep')).toBeHidden(); // the intro sweep has revealed the whole day
  expect(await pixelsOfColorAround(app, noIconAt.x, noIconAt.y, 12, FALLBACK_DISC)).toBeGreaterThan(100);

  // The main page's top domains, today: the icon where Chrome has one, the grey square where it has none.
  await app.goto(`chrome-extension://${extensionId}/app.html?page=main`);
  const domains = app.getByRole('region', { name: 'Top domains' }).getByRole('listitem');
  await expect(domains.filter({ hasText: '127.0.0.1' }).locator('img.favicon')).toBeVisible();
  // Marked once Chrome's answers for the site are in and found to be its globe: no wait that a slow machine outruns.
  await expect(domains.filter({ hasText: 'docs.rs' }).locator('.favicon-fallback[data-none]')).toHaveCount(1);
  await expect(domains.filter({ hasText: 'docs.rs' }).locator('img')).toHaveCount(0);
});
