import { expect, test } from '../fixtures/extension';
import { openBar, openPage, runCommand } from './bar-helpers';
import { openMainPage } from './tracker-helpers';

test('Clipboard history switched off on the main page: copies are not kept, and /clip says where to turn it on', async ({ context, extensionId, serviceWorker, testPages }) => {
  const clipSwitch = async () => serviceWorker.evaluate(async () => (await chrome.storage.local.get('clipboardHistory')).clipboardHistory);
  const main = await openMainPage(context, extensionId);
  await main.getByRole('switch', { name: /Clipboard history/ }).uncheck();
  await expect.poll(clipSwitch).toBe(false);

  const page = await openPage(context, testPages.url('bar-plain.html'));
  await page.locator('#text').selectText();
  await page.keyboard.press('Control+C');
  let frame = await openBar(page);
  await runCommand(frame, '/clip');
  await expect(frame.getByRole('note')).toHaveText(
    'Clipboard history is off: text you copy in web pages is not kept. Turn it on with the Clipboard history switch in Settings on Intently’s main page. Open Settings',
  );
  await expect(frame.locator('.clips li')).toHaveCount(0);

  const [settings] = await Promise.all([context.waitForEvent('page'), frame.getByRole('button', { name: 'Open Settings' }).click()]);
  await expect(settings).toHaveURL(`chrome-extension://${extensionId}/app.html?page=main#settings`);
  await settings.getByRole('switch', { name: /Clipboard history/ }).check();
  await expect.poll(clipSwitch).toBe(true);

  await page.bringToFront();
  await page.locator('#search').fill('copied while on');
  await page.locator('#search').selectText();
  await page.keyboard.press('Control+C');
  frame = await openBar(page);
  await runCommand(frame, '/clip');
  // Copies reach the background in order: the one made while the switch was off would be listed below this one.
  await expect(frame.locator('.clips li')).toHaveText([/^copied while on/]);
  await expect(frame.getByRole('note')).toHaveCount(0);
});
