import type { Frame, Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { barFrame, barHost, clickToolbar, doublePress, openPage, pressClosingKey } from './bar-helpers';

/** What a test page or frame recorded of the keys it saw (tests/pages/bar-frames.html, bar-frame-input.html). */
const sniffed = (where: Page | Frame) => where.evaluate(() => (window as unknown as { sniffed: string[] }).sniffed);
const forget = (where: Page | Frame) =>
  where.evaluate(() => ((window as unknown as { sniffed: string[] }).sniffed = []));

/** The frame of bar-frames.html on `origin`'s host (127.0.0.1 for the same-origin one, localhost for the other). */
async function frameOn(page: Page, host: string): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((f) => new URL(f.url()).host.startsWith(host) && f !== page.mainFrame()))
    .toBe(true);
  const frame = page.frames().find((f) => new URL(f.url()).host.startsWith(host) && f !== page.mainFrame())!;
  await frame.locator('#field').waitFor();
  return frame;
}

test.describe('the bar wherever the focus is (issue 36)', () => {
  for (const [which, host] of [
    ['cross-origin', 'localhost:'],
    ['same-origin', '127.0.0.1:'],
  ] as const) {
    test(`a double press with the focus in a ${which} frame opens the bar over the whole tab, and no frame sees the keys typed in it`, async ({
      context,
      testPages,
    }) => {
      const page = await openPage(context, testPages.url('bar-frames.html'));
      const inner = await frameOn(page, host);
      await page.bringToFront();
      await inner.locator('#field').click();
      await expect.poll(() => inner.evaluate(() => document.hasFocus())).toBe(true);
      await doublePress(page);
      const bar = await barFrame(page);
      // Over the whole tab: the top document's host, the size of the viewport, not the frame's.
      await expect(barHost(page)).toHaveCount(1);
      expect(bar.parentFrame()).toBe(page.mainFrame());
      const others = page.frames().filter((f) => f !== bar);
      for (const frame of others) await forget(frame);
      await page.keyboard.type('secret words');
      await expect(bar.locator('.bar-input')).toHaveValue('secret words');
      for (const frame of others) expect(await sniffed(frame), frame.url()).toEqual([]);
      // Escape gives the keyboard back to the frame's field.
      await pressClosingKey(page, 'Escape');
      await expect(barHost(page)).toHaveCount(0);
      await page.keyboard.type('x');
      await expect(inner.locator('#field')).toHaveValue('x');
    });
  }

  test('a double press opens the bar on a page whose own capture listener on window swallows every key', async ({
    context,
    testPages,
  }) => {
    const page = await openPage(context, testPages.url('bar-key-swallower.html'));
    await page.bringToFront();
    await page.getByLabel('Editor').click();
    await doublePress(page);
    const bar = await barFrame(page);
    // The page did swallow the presses: its listener saw them and stopped them.
    expect(await page.evaluate(() => (window as unknown as { swallowed: string[] }).swallowed)).toContain(
      'keyup:Control',
    );
    await page.keyboard.type('hello');
    await expect(bar.locator('.bar-input')).toHaveValue('hello');
  });

  test('on the new tab page the shortcut opens the bar in a window that searches everything, acts on that tab, and tells a first-time user how to open it elsewhere', async ({
    context,
    serviceWorker,
    testPages,
  }) => {
    const other = await openPage(context, testPages.url('bar-article.html'));
    const title = await other.title();
    const page = await context.newPage();
    await page.goto('chrome://new-tab-page/');
    await page.bringToFront();
    const barPagePromise = context.waitForEvent('page');
    await clickToolbar(serviceWorker); // what the shortcut's command does (headless Chromium cannot press it)
    const barPage = await barPagePromise;
    await expect(barPage).toHaveURL(/\/bar\.html\?mode=window/);
    await expect(barPage.locator('.bar-hint')).toHaveText(
      'On ordinary web pages, press Ctrl twice to open Intently. Here, use Ctrl+Shift+K or the toolbar button.',
    );
    // The whole search: another tab is found by its title.
    await barPage.locator('.bar-input').fill(title.split(' ')[0]!);
    await expect(barPage.locator('.results')).toContainText(title);
    // A command acts on the tab the user was on (the new tab page), not on the bar's window.
    await barPage.locator('.bar-input').fill('/pin');
    await pressClosingKey(barPage, 'Enter').catch(() => undefined);
    await expect
      .poll(() =>
        serviceWorker.evaluate(async () => (await chrome.tabs.query({ pinned: true })).map((t) => t.url ?? '')),
      )
      .toEqual([expect.stringMatching(/^chrome:\/\/new-tab-page/)]);
  });
});
