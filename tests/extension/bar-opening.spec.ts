import { expect, test } from '../fixtures/extension';
import { OPEN_BAR_COMMAND } from '../../extension/shared/open-bar-command';
import {
  barFrame,
  barHost,
  clickToolbar,
  doublePress,
  openBar,
  openPage,
  pressClosingKey,
  twoFrames,
} from './bar-helpers';
import { COMMANDS } from '../../extension/commands';

test.describe('opening and closing the bar', () => {
  // Each test opens its own pages and reads only them and the bar's fixed commands: one browser for the file.
  test.use({ profile: 'per-file' });

  test('a double press of Control opens the bar with the input focused', async ({ context, testPages }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    const frame = await openBar(page);
    await expect(frame.locator('.bar-input')).toBeFocused();
    await page.keyboard.type('/');
    await expect(frame.locator('.row.command')).toHaveCount(COMMANDS.length); // every command of the registry
    await expect(frame.locator('.row.command').first()).toContainText('/note');
    await expect(frame.locator('.row.command').first()).toContainText('Notes for this site');
  });

  test.describe('presses that must not open it', () => {
    const cases: [string, (page: import('@playwright/test').Page) => Promise<void>][] = [
      [
        'a single press',
        async (page) => {
          await page.keyboard.down('Control');
          await page.keyboard.up('Control');
        },
      ],
      ['a slow double press (450 ms apart)', async (page) => void (await doublePress(page, 450))],
      [
        'Ctrl+C then Control',
        async (page) => {
          await page.keyboard.press('Control+C');
          await page.keyboard.down('Control');
          await page.keyboard.up('Control');
        },
      ],
      [
        'Control then Ctrl+A',
        async (page) => {
          await page.keyboard.down('Control');
          await page.keyboard.up('Control');
          await page.keyboard.press('Control+A');
        },
      ],
      [
        'Control, a letter, Control',
        async (page) => {
          await page.keyboard.press('Control');
          await page.keyboard.press('x');
          await page.keyboard.press('Control');
        },
      ],
    ];
    for (const [name, press] of cases) {
      test(name, async ({ context, testPages }) => {
        const page = await openPage(context, testPages.url('bar-plain.html'));
        await page.locator('#search').click();
        await press(page);
        await expect(barHost(page)).toHaveCount(0);
        await page.waitForTimeout(1200); // a frame prepared by a lone tap is dropped after a second
        await expect(barHost(page)).toHaveCount(0);
        expect(page.frames().some((f) => f.url().includes('/bar.html'))).toBe(false);
      });
    }
  });

  test('Escape closes it and gives focus back to the field that had it', async ({ context, testPages }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    await page.locator('#search').click();
    await doublePress(page);
    const frame = await barFrame(page);
    // React's bar, as a hand pressing Escape would find it: an Escape sent while React was still loading left the
    // keyboard in the hidden frame once, in a whole run (React took over the opening before the hide reached it).
    await frame.locator('.results').waitFor();
    await expect(frame.locator('.bar-input')).toBeFocused();
    await pressClosingKey(page, 'Escape');
    await expect(barHost(page)).toHaveCount(0);
    await expect(page.locator('#search')).toBeFocused();
  });

  test('a closed bar whose frame takes focus gives the keyboard straight back to the page', async ({
    context,
    testPages,
  }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    await page.locator('#search').click();
    await doublePress(page);
    await (await barFrame(page)).locator('.results').waitFor();
    await pressClosingKey(page, 'Escape');
    await expect(barHost(page)).toHaveCount(0);
    await expect(page.locator('#search')).toBeFocused();
    // What React taking over an opening whose hide was still on its way did (an Escape pressed while React loaded):
    // the hidden frame focused an input of its own, and every key went to it.
    const hidden = page.frames().find((f) => f.url().includes('/bar.html'))!;
    await hidden.evaluate(() => {
      const input = document.createElement('input');
      document.body.append(input);
      input.focus();
    });
    await expect(page.locator('#search')).toBeFocused();
    await page.keyboard.type('abc');
    await expect(page.locator('#search')).toHaveValue('abc');
  });

  test('a click outside the bar closes it', async ({ context, testPages }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    await openBar(page);
    // Two frames, as a hand would take, so the frame just shown is what the click hits (one sent at once was lost in a
    // whole run: the bar stayed open).
    await twoFrames(page);
    await page.mouse.click(10, page.viewportSize()!.height - 10);
    await expect(barHost(page)).toHaveCount(0);
  });

  test('a closed bar stays loaded but cannot be seen or clicked', async ({ context, testPages }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    await page.mouse.click(5, 5);
    const before = await page.screenshot();
    const frame = await openBar(page);
    await frame.locator('.results').waitFor(); // React's bar: its input no longer replaces the shell's
    const input = (await frame.locator('.bar-input').boundingBox())!;
    expect(await page.screenshot()).not.toEqual(before);
    await pressClosingKey(page, 'Escape');
    await expect(barHost(page)).toHaveCount(0);
    expect(page.frames().some((f) => f.url().includes('/bar.html'))).toBe(true);
    await twoFrames(page);
    expect(await page.screenshot()).toEqual(before);
    await page.evaluate(() =>
      addEventListener(
        'click',
        (e) => ((window as unknown as { clicked: string }).clicked = (e.target as Element).tagName),
      ),
    );
    await page.mouse.click(input.x + input.width / 2, input.y + input.height / 2);
    expect(await page.evaluate(() => (window as unknown as { clicked?: string }).clicked)).toBe('BODY');
  });

  test('a second double press closes it', async ({ context, testPages }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    await openBar(page);
    await doublePress(page);
    await expect(barHost(page)).toHaveCount(0);
  });

  test('a keyboard shortcut for the bar is declared (users can change it), opening it as the toolbar button does', async ({
    serviceWorker,
  }) => {
    const commands = await serviceWorker.evaluate(() => chrome.commands.getAll());
    expect(commands.find((command) => command.name === OPEN_BAR_COMMAND)).toMatchObject({
      description: 'Open the Intently command bar',
      shortcut: 'Ctrl+Shift+K',
    });
  });

  test('the toolbar button opens the bar in the page', async ({ context, serviceWorker, testPages }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    await page.bringToFront();
    await clickToolbar(serviceWorker);
    await expect((await barFrame(page)).locator('.bar-input')).toBeVisible();
  });

  test('on the new-tab page the toolbar opens the bar as its own page, and it works', async ({
    context,
    serviceWorker,
    testPages,
  }) => {
    const page = await context.newPage();
    await page.goto('chrome://new-tab-page/');
    await page.bringToFront();
    const barPagePromise = context.waitForEvent('page');
    await clickToolbar(serviceWorker);
    const barPage = await barPagePromise;
    await expect(barPage).toHaveURL(/\/bar\.html\?mode=window/);
    await barPage.locator('.bar-input').fill(`/new ${testPages.url('bar-article.html')}`);
    const opened = context.waitForEvent('page');
    // The bar window closes itself once the command ran, so the key press may outlive its page.
    await pressClosingKey(barPage, 'Enter').catch(() => undefined);
    expect((await opened).url()).toBe(testPages.url('bar-article.html'));
    await expect.poll(() => barPage.isClosed()).toBe(true);
  });
});
