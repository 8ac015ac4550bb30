import { expect, test } from '../fixtures/extension';
import { openMainPage } from './tracker-helpers';

test('The backup reminder, off by default, shows on Your data once its weeks have passed, and an export from it clears it', async ({
  context,
  extensionId,
  serviceWorker,
}) => {
  const stored = () =>
    serviceWorker.evaluate(async () => (await chrome.storage.local.get('backupReminder')).backupReminder);
  const main = await openMainPage(context, extensionId);
  const setting = main.getByLabel('Remind me to export a backup every');
  await expect(setting).toHaveValue('');
  await setting.selectOption({ label: '2 weeks' });
  await expect.poll(stored).toMatchObject({ weeks: 2 });
  const reminder = main.getByRole('status', { name: 'Backup reminder' });
  await expect(reminder).toHaveCount(0); // turned on just now: two weeks away

  // Fifteen days later: the reminder was turned on 15 days ago.
  await serviceWorker.evaluate(async () => {
    const { backupReminder } = await chrome.storage.local.get('backupReminder');
    await chrome.storage.local.set({
      backupReminder: { ...(backupReminder as object), since: Date.now() - 15 * 86_400_000 },
    });
  });
  await main.reload();
  await expect(reminder).toContainText(
    'Time for a backup: you asked to export one every 2 weeks. Export all data keeps a copy off this device.',
  );
  const [download] = await Promise.all([
    main.waitForEvent('download'),
    reminder.getByRole('button', { name: /Export all data/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  await expect(reminder).toHaveCount(0);
  const after = (await stored()) as { lastExportAt: number };
  expect(Date.now() - after.lastExportAt).toBeLessThan(60_000);
});
