import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures/extension';
import { openBar, openPage, runCommand } from './bar-helpers';

test('signed out, the background adds no work: no sync alarm and no request to the server, whatever changes', async ({
  context,
  serviceWorker,
  extensionId,
  testPages,
}) => {
  // A server that only records: any request the extension made while signed out would show here.
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const main = await context.newPage();
    await main.goto(`chrome-extension://${extensionId}/app.html?page=main`);
    const account = main.getByRole('region', { name: 'Account' });
    await account.getByRole('textbox', { name: 'Server' }).fill(serverUrl);
    await account.getByRole('button', { name: 'Save' }).click();
    await expect(account.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();

    // Changes that would sync when signed in: a note from the bar and a tracking switch.
    const page = await openPage(context, testPages.url('bar-plain.html'));
    const frame = await openBar(page);
    await runCommand(frame, '/note');
    await frame.getByRole('textbox', { name: /^Note for / }).fill('Only on this device');
    await expect(frame.locator('.saved')).toHaveText('Saved');
    await main.getByRole('switch', { name: /Reading stats/ }).uncheck();

    // Longer than the sync's debounce (1 s): nothing went out (no stream either) and no alarm was set.
    await page.waitForTimeout(4_000);
    expect(requests).toEqual([]);
    const alarms = await serviceWorker.evaluate(async () => (await chrome.alarms.getAll()).map((alarm) => alarm.name));
    expect(alarms).not.toContain('account-sync');
    expect(
      await serviceWorker.evaluate(
        async () =>
          ((await chrome.storage.local.get('account')) as { account?: { profile?: unknown } }).account?.profile ?? null,
      ),
    ).toBeNull();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
