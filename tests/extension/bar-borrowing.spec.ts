import type { Page, Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import {
  barHost,
  openBar,
  openPage,
  pressClosingKey,
  runCommand,
  runWithBarFrameInPage,
  textWithShadows,
} from './bar-helpers';

/** The timers running, by their alarms (`timer:<id>`): what the borrowed bar's command would have started. */
const timerAlarms = (worker: Worker) =>
  worker.evaluate(async () => (await chrome.alarms.getAll()).map((a) => a.name).filter((n) => n.startsWith('timer:')));

/** The command lines in the page's bar frames (the page's own and Intently's), as far as each has an input. */
const barInputs = (page: Page) =>
  Promise.all(
    page
      .frames()
      .filter((frame) => frame !== page.mainFrame())
      .map((frame) =>
        frame
          .locator('.bar-input')
          .inputValue({ timeout: 1000 })
          .catch(() => null),
      ),
  );

/** Where a page could try to load the bar page: the address it can compute, and the session's own. */
const ADDRESSES: [string, (fixtures: { extensionId: string; serviceWorker: Worker }) => Promise<string>][] = [
  [
    'at its address with the extension id',
    async ({ extensionId }) => `chrome-extension://${extensionId}/bar.html?mode=overlay`,
  ],
  [
    "even at the session's address, as if it had leaked",
    async ({ serviceWorker }) =>
      `${await serviceWorker.evaluate(() => chrome.runtime.getURL('/bar.html'))}?mode=overlay`,
  ],
  [
    "even at the session's address in the bar's window mode, which shows what it is given at once",
    async ({ serviceWorker }) =>
      `${await serviceWorker.evaluate(() => chrome.runtime.getURL('/bar.html'))}?mode=window&input=${encodeURIComponent('/timer 6s Tea')}`,
  ],
];

test.describe('no page can borrow the bar (issue 33)', () => {
  for (const [where, address] of ADDRESSES)
    test(`a page that frames bar.html ${where}, and drives it over a port of its own, gets nothing done`, async ({
      context,
      extensionId,
      serviceWorker,
      testPages,
    }) => {
      const page = await openPage(context, testPages.url('bar-borrower.html'));
      const url = await address({ extensionId, serviceWorker });
      await page.evaluate(
        (url) =>
          (window as unknown as { borrowBar: (u: string, i: string) => Promise<void> }).borrowBar(url, '/timer 6s Tea'),
        url,
      );
      await page.keyboard.press('Enter'); // a person fooled into pressing Enter in the page's frame
      await page.waitForTimeout(1000); // the borrowed bar would have run the command by now

      expect(await barInputs(page)).not.toContain('/timer 6s Tea');
      expect(await timerAlarms(serviceWorker)).toEqual([]);
      expect(await textWithShadows(page)).not.toContain('Tea ·');
      expect(
        await page.evaluate(() => (window as unknown as { borrowed: { messages: unknown[] } }).borrowed.messages),
      ).toEqual([]);

      // The same command, typed into Intently's own bar on that page, runs: the checks above can see it.
      await page.evaluate(() => document.querySelector('iframe')?.remove());
      await runCommand(await openBar(page), '/timer 6s Tea');
      await expect.poll(() => timerAlarms(serviceWorker)).toHaveLength(1);
    });

  test('a page that opens bar.html in a window of its own, with a command typed, runs nothing', async ({
    context,
    extensionId,
    serviceWorker,
    testPages,
  }) => {
    const page = await openPage(context, testPages.url('bar-borrower.html'));
    const opened = context.waitForEvent('page');
    const input = encodeURIComponent('/timer 6s Tea');
    await page.evaluate(
      (url) => void window.open(url),
      `chrome-extension://${extensionId}/bar.html?mode=window&input=${input}`,
    );
    await (await opened).waitForTimeout(1000); // the bar would have run the command by now
    expect(await timerAlarms(serviceWorker)).toEqual([]);
  });

  test("a port the page hands the bar's frame after its content script's one is ignored", async ({
    context,
    serviceWorker,
    testPages,
  }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    const frame = await openBar(page);
    await frame.locator('.results').waitFor(); // the bar has taken its content script's port and shown
    await runWithBarFrameInPage(
      page,
      `function () {
        const show = { type: 'show', input: '/timer 6s Tea', selection: 'page text', selectionPlace: 'page' };
        const channel = new MessageChannel();
        window.borrowed = [];
        channel.port1.onmessage = (event) => window.borrowed.push(event.data);
        this.contentWindow.postMessage({ type: 'intently/bar-port' }, '*', [channel.port2]);
        channel.port1.postMessage(show);
        this.contentWindow.postMessage(show, '*');
      }`,
    );
    await page.waitForTimeout(500); // the port's show would have reached the bar, and run its command, by now
    expect(await timerAlarms(serviceWorker)).toEqual([]);
    await expect(frame.locator('.bar-input')).toHaveValue('');
    await page.keyboard.type('/ti');
    await expect(frame.locator('.bar-input')).toHaveValue('/ti');

    // Its content script still drives it: Escape closes it, and a double press opens it fresh.
    await pressClosingKey(page, 'Escape');
    await expect(barHost(page)).toHaveCount(0);
    const reopened = await openBar(page);
    await expect(reopened.locator('.bar-input')).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { borrowed: unknown[] }).borrowed)).toEqual([]);
  });
});
