import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { boxWithShadows, clickWithShadows, openBar, openPage, pressClosingKey, runCommand } from './bar-helpers';

/** Turns the side icon bar (and its reading chip) on from /intently, as a user does. */
async function showSideBar(page: Page): Promise<void> {
  const frame = await openBar(page);
  await runCommand(frame, '/intently');
  await frame.getByRole('checkbox', { name: 'Show the side icon bar on web pages' }).check();
  await pressClosingKey(page, 'Escape');
  await expect.poll(() => boxWithShadows(page, 'reading-chip')).not.toBeNull();
}

/** Whether two boxes share any pixel. */
const overlap = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

test.describe('the reading chip (issue 36)', () => {
  test('covers none of what the page keeps fixed in its corner, moves to the other corner and back, remembered per site', async ({
    context,
    testPages,
  }) => {
    const url = testPages.url('bar-fixed-corners.html');
    const page = await openPage(context, url);
    await showSideBar(page);
    const links = (await page.locator('.corner-links').boundingBox())!;
    const linksBox = { left: links.x, top: links.y, right: links.x + links.width, bottom: links.y + links.height };
    await expect.poll(async () => overlap((await boxWithShadows(page, 'reading-chip'))!, linksBox)).toBe(false);
    const left = (await boxWithShadows(page, 'reading-chip'))!;
    expect(left.right).toBeLessThan(page.viewportSize()!.width / 2);
    // The page's own link under the chip's corner can still be clicked.
    await page.locator('#corner-link').click();
    await expect(page).toHaveURL(/#top$/);

    await clickWithShadows(page, 'reading-move');
    await expect
      .poll(async () => (await boxWithShadows(page, 'reading-chip'))!.left)
      .toBeGreaterThan(page.viewportSize()!.width / 2);
    // Remembered on this site: a new load shows it on the right at once.
    await page.reload();
    await expect
      .poll(async () => (await boxWithShadows(page, 'reading-chip'))?.left ?? 0)
      .toBeGreaterThan(page.viewportSize()!.width / 2);
    // Another site has its own: the default corner.
    const other = await openPage(context, url.replace('127.0.0.1', 'localhost'));
    await expect
      .poll(async () => (await boxWithShadows(other, 'reading-chip'))?.right ?? Infinity)
      .toBeLessThan(other.viewportSize()!.width / 2);
  });

  test('collapses to a button that brings it back, remembered per site', async ({ context, testPages }) => {
    const page = await openPage(context, testPages.url('bar-article.html'));
    await showSideBar(page);
    const open = (await boxWithShadows(page, 'reading-chip'))!;
    await clickWithShadows(page, 'reading-collapse');
    await expect.poll(() => boxWithShadows(page, 'reading')).toBeNull(); // the text is hidden
    const collapsed = (await boxWithShadows(page, 'reading-chip'))!;
    expect(collapsed.right - collapsed.left).toBeLessThan((open.right - open.left) / 3);
    await page.reload();
    await expect.poll(() => boxWithShadows(page, 'reading-expand')).not.toBeNull();
    expect(await boxWithShadows(page, 'reading')).toBeNull();
    await clickWithShadows(page, 'reading-expand');
    await expect.poll(() => boxWithShadows(page, 'reading')).not.toBeNull();
  });
});
