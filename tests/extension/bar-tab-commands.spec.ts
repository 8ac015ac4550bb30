import { expect, test } from '../fixtures/extension';
import { pixelsOfColorAround } from '../fixtures/painted-pixels';
import { barFrame, openBar, openPage, pressClosingKey, runCommand, tabUrls } from './bar-helpers';

test.describe('tab and window commands', () => {
  test('/group groups the tabs of each site into a named tab group', async ({ context, serviceWorker, testPages }) => {
    const pages = [];
    for (const name of ['bar-plain.html', 'bar-article.html', 'bar-form.html'])
      pages.push(await openPage(context, testPages.url(name)));
    const frame = await openBar(pages[0]!);
    await runCommand(frame, '/group');
    await frame.getByRole('button', { name: 'Group by site' }).click();
    await expect(frame.getByRole('status')).toHaveText('Grouped tabs into 1 group by site.');
    const groups = await serviceWorker.evaluate(async () => {
      const all = await chrome.tabGroups.query({});
      return Promise.all(
        all.map(async (g) => ({ title: g.title, tabs: (await chrome.tabs.query({ groupId: g.id })).length })),
      );
    });
    expect(groups).toEqual([{ title: '127.0.0.1', tabs: 3 }]);
  });

  test('/group with chosen tabs makes one group under the typed name', async ({
    context,
    serviceWorker,
    testPages,
  }) => {
    const a = await openPage(context, testPages.url('bar-plain.html'));
    await openPage(context, testPages.url('bar-article.html'));
    const frame = await openBar(a);
    await runCommand(frame, '/group');
    await frame.getByRole('checkbox', { name: 'Article', exact: true }).check();
    await frame.getByRole('textbox', { name: 'Group name' }).fill('Reading');
    await frame.getByRole('button', { name: 'Group selected tabs' }).click();
    await expect(frame.getByRole('status')).toHaveText('Grouped 1 tab.');
    expect(await serviceWorker.evaluate(async () => (await chrome.tabGroups.query({})).map((g) => g.title))).toEqual([
      'Reading',
    ]);
  });

  test('/pin pins this tab and /unpin unpins it', async ({ context, serviceWorker, testPages }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    const pinned = () =>
      serviceWorker.evaluate(async () => (await chrome.tabs.query({ url: 'http://127.0.0.1/*' })).map((t) => t.pinned));
    let frame = await openBar(page);
    await runCommand(frame, '/pin');
    await expect(frame.getByRole('status')).toHaveText('Tab pinned.');
    await expect.poll(pinned).toEqual([true]);
    frame = await openBar(page);
    await runCommand(frame, '/unpin');
    await expect(frame.getByRole('status')).toHaveText('Tab unpinned.');
    await expect.poll(pinned).toEqual([false]);
  });

  test('/new opens a typed site, /next moves to the next tab, /close closes this one', async ({
    context,
    serviceWorker,
    testPages,
  }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    let frame = await openBar(page);
    const opened = context.waitForEvent('page');
    await runCommand(frame, `/new ${testPages.url('bar-table.html')}`);
    const table = await opened;
    await table.waitForLoadState();
    expect(table.url()).toBe(testPages.url('bar-table.html'));

    frame = await openBar(page);
    await runCommand(frame, '/next');
    const activeTitle = () =>
      serviceWorker.evaluate(
        async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.title,
      );
    await expect.poll(activeTitle).toBe('Table');

    frame = await openBar(page);
    await runCommand(frame, '/close').catch(() => undefined); // the page closes under the key press
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(await tabUrls(serviceWorker)).not.toContain(testPages.url('bar-plain.html'));
  });

  test('/arrange sorts the window’s tabs by site', async ({ context, serviceWorker, testPages }) => {
    const local = await openPage(context, testPages.url('bar-plain.html'));
    const other = await openPage(context, testPages.url('bar-article.html').replace('127.0.0.1', 'localhost'));
    await openPage(context, testPages.url('bar-form.html'));
    const frame = await openBar(other);
    await runCommand(frame, '/arrange');
    await expect(frame.getByRole('status')).toHaveText('Tabs sorted by site.');
    const order = (await tabUrls(serviceWorker)).filter((u) => u.startsWith('http')).map((u) => new URL(u).hostname);
    expect(order).toEqual(['127.0.0.1', '127.0.0.1', 'localhost']);
    expect(local.isClosed()).toBe(false);
  });

  test('/switch brings the chosen tab to the front', async ({ context, serviceWorker, testPages }) => {
    await openPage(context, testPages.url('bar-table.html'));
    const page = await openPage(context, testPages.url('bar-plain.html'));
    const frame = await openBar(page);
    await runCommand(frame, '/switch');
    await frame.getByRole('textbox').fill('Table');
    await pressClosingKey(page, 'Enter');
    await expect
      .poll(() =>
        serviceWorker.evaluate(
          async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.title,
        ),
      )
      .toBe('Table');
  });

  test("/switch, /history and /group show each page's own icon before its title, as the search's rows do", async ({
    context,
    testPages,
  }) => {
    await openPage(context, testPages.url('favicon-site.html')); // a page whose icon is a blue square
    const page = await openPage(context, testPages.url('bar-plain.html'));
    for (const command of ['/switch', '/history', '/group']) {
      const frame = await openBar(page);
      await runCommand(frame, command);
      const row = frame.locator('.list li', { hasText: 'A site with its own icon' });
      const icon = row.locator('img.page-icon');
      await expect(icon).toBeVisible();
      const iconBox = (await icon.boundingBox())!;
      if (command === '/group') {
        // The tab's checkbox, then its icon, then its title.
        const box = (await row.getByRole('checkbox').boundingBox())!;
        expect(box.x + box.width, command).toBeLessThanOrEqual(iconBox.x);
      } else {
        const titleBox = (await row.locator('button').boundingBox())!;
        expect(iconBox.x + iconBox.width, command).toBeLessThanOrEqual(titleBox.x);
      }
      expect(iconBox.width, command).toBe(16);
      const centre = { x: iconBox.x + iconBox.width / 2, y: iconBox.y + iconBox.height / 2 };
      await expect.poll(() => pixelsOfColorAround(page, centre.x, centre.y, 6, 0x1e78c8)).toBeGreaterThan(40);
      await pressClosingKey(page, 'Escape');
    }
  });

  test('typing a tab title and Enter switches to it', async ({ context, serviceWorker, testPages }) => {
    await openPage(context, testPages.url('bar-canvas.html'));
    const page = await openPage(context, testPages.url('bar-plain.html'));
    const frame = await openBar(page);
    await frame.locator('.bar-input').fill('canvas');
    await expect(frame.locator('.row[aria-selected="true"]')).toContainText('Canvas');
    await pressClosingKey(page, 'Enter');
    await expect
      .poll(() =>
        serviceWorker.evaluate(
          async () => (await chrome.tabs.query({ active: true, lastFocusedWindow: true }))[0]?.title,
        ),
      )
      .toBe('Canvas');
  });

  test('/sessions saves the windows and restores their tabs', async ({ context, testPages }) => {
    const a = await openPage(context, testPages.url('bar-table.html'));
    const b = await openPage(context, testPages.url('bar-canvas.html'));
    let frame = await openBar(b);
    await runCommand(frame, '/sessions work');
    await frame.getByRole('button', { name: 'Save session' }).click();
    await expect(frame.getByRole('status')).toContainText('Saved “work” with');
    await a.close();
    await b.close();

    const c = await openPage(context, testPages.url('bar-plain.html'));
    frame = await openBar(c);
    await runCommand(frame, '/sessions');
    const restored = context.waitForEvent('page', (p) => p.url().includes('bar-canvas'));
    await frame.getByRole('listitem').filter({ hasText: 'work' }).getByRole('button', { name: 'Restore' }).click();
    await restored;
    await expect
      .poll(() => context.pages().map((p) => p.url()))
      .toEqual(expect.arrayContaining([testPages.url('bar-table.html'), testPages.url('bar-canvas.html')]));
  });
});

test('/view lists the windows', async ({ context, testPages }) => {
  const page = await openPage(context, testPages.url('bar-plain.html'));
  const frame = await openBar(page);
  await runCommand(frame, '/view');
  await expect(frame.getByRole('button', { name: /Window 1/ })).toBeVisible();
  await expect(barFrame(page)).resolves.toBeTruthy();
});
