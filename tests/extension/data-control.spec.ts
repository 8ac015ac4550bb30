import type { Worker } from '@playwright/test';
import { TABLE_FORMATS } from '../../extension/data-export/table-columns';
import { archiveVisitsNow, storedRecords } from '../fixtures/graph-visits';
import { expect, test } from '../fixtures/extension';
import { openBar, openPage, runCommand } from './bar-helpers';
import { downloadExport, openMainPage, readExport } from './tracker-helpers';

test('Clipboard history switched off on the main page: copies are not kept, and /clip says where to turn it on', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  const clipSwitch = async () =>
    serviceWorker.evaluate(async () => (await chrome.storage.local.get('clipboardHistory')).clipboardHistory);
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

  const [settings] = await Promise.all([
    context.waitForEvent('page'),
    frame.getByRole('button', { name: 'Open Settings' }).click(),
  ]);
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

/** Puts a record into the tools database from the service worker (for what the UI makes only over time, like extra time on a limit). */
function putToolsRecord(serviceWorker: Worker, table: string, record: object): Promise<void> {
  return serviceWorker.evaluate(
    ({ table, record }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('intently-tools');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(table, 'readwrite');
          tx.objectStore(table).put(record);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { table, record },
  );
}

/** The names of the extension's alarms that belong to timers. */
const timerAlarms = (serviceWorker: Worker) =>
  serviceWorker.evaluate(async () =>
    (await chrome.alarms.getAll()).map((alarm) => alarm.name).filter((name) => name.startsWith('timer:')),
  );

/** Every object store of a database of the extension, read in the service worker. */
const storesOf = (serviceWorker: Worker, name: string) =>
  serviceWorker.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          resolve([...open.result.objectStoreNames]);
          open.result.close();
        };
      }),
    name,
  );

test('Export all data → Delete all local data → Import gives back every record of every table, made through the bar', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  test.setTimeout(120_000);
  const unicode = 'Zoë, "quoted" 日本語 😀';
  const article = await openPage(context, testPages.url('bar-article.html'));
  const page = await openPage(context, testPages.url('bar-plain.html'));
  await page.locator('#search').fill(unicode);
  await page.locator('#search').selectText();
  await page.keyboard.press('Control+C');
  let frame = await openBar(page);
  await runCommand(frame, '/note');
  await frame.getByRole('textbox', { name: 'Note for 127.0.0.1' }).fill(`${unicode}\nsecond line, =SUM(A1)`);
  await expect(frame.locator('.saved')).toHaveText('Saved');
  frame = await openBar(page);
  await runCommand(frame, `/todo call the bank, then ${unicode}`);
  await expect(frame.locator('.events li')).toContainText([`call the bank, then ${unicode}`]);
  frame = await openBar(page);
  await runCommand(frame, '/remember door code: 4512, "gate" ✓');
  await expect(frame.getByRole('status')).toHaveText('Remembered. Find it with /recall.');
  frame = await openBar(page);
  await runCommand(frame, '/timer 30m Tea 🍵');
  await expect(frame.locator('.countdown')).toHaveText(/^\d+:\d\d$/);
  frame = await openBar(page);
  await runCommand(frame, '/limit');
  await frame.getByRole('slider').focus();
  await frame.getByRole('slider').press('ArrowRight');
  await expect(frame.getByText('Daily limit for 127.0.0.1: 15m')).toBeVisible();
  frame = await openBar(page);
  await runCommand(frame, '/sessions Work, "deep" ✓');
  await frame.getByRole('button', { name: 'Save session' }).click();
  await expect(frame.getByRole('status')).toContainText('Saved “Work, "deep" ✓” with');
  frame = await openBar(page);
  await runCommand(frame, '/intently');
  await frame.getByRole('checkbox', { name: 'Show the side icon bar on web pages' }).check();
  await putToolsRecord(serviceWorker, 'grants', { site: 'news.example', until: Date.now() + 300_000 });
  await putToolsRecord(serviceWorker, 'blocks', { site: 'games.example', blockedAt: Date.now() });
  // A /gmail draft needs a Google account; stored as a failed send leaves it.
  await putToolsRecord(serviceWorker, 'drafts', {
    command: '/gmail',
    to: 'Zoë <zoe@example.com>',
    subject: unicode,
    body: `Hello,\n${unicode}`,
    savedAt: Date.now(),
  });
  // A /chat conversation needs an account and an AI provider (chat.spec.ts makes one); these are its stored shape.
  await putToolsRecord(serviceWorker, 'chatMessages', {
    role: 'user',
    content: `Summarize ${unicode}`,
    context: { source: 'selection', title: 'Plain page', url: testPages.url('bar-plain.html'), text: unicode },
    at: Date.now(),
  });
  await putToolsRecord(serviceWorker, 'chatMessages', {
    role: 'assistant',
    content: '**Zoë** said:\n\n```\n=SUM(A1)\n```',
    at: Date.now(),
  });
  await expect.poll(() => timerAlarms(serviceWorker)).toHaveLength(1);
  // Closed tabs end their visits, so nothing changes between the exports.
  await article.close();
  await page.close();

  const main = await openMainPage(context, extensionId);
  await main.getByRole('textbox', { name: 'Domain' }).fill('news.example');
  await main.getByRole('button', { name: 'Add' }).click();
  await expect(main.getByRole('listitem').filter({ hasText: 'news.example' })).toContainText('social');
  await archiveVisitsNow(main); // the days alarm also writes the day records
  await expect.poll(async () => (await storedRecords(main, 'days')).length).toBeGreaterThan(0);
  const before = await downloadExport(main);
  const exported = readExport(before);
  // Every table of both databases is in the export, and each holds what was made above.
  const tables = TABLE_FORMATS.map(
    (format) => `${format.db === 'tracker' ? 'intently' : 'intently-tools'}.${format.table}`,
  );
  for (const [database, notExported] of [
    ['intently', ['runtime', 'visitDays']],
    ['intently-tools', []],
  ] as const) {
    for (const store of await storesOf(serviceWorker, database))
      if (!(notExported as readonly string[]).includes(store))
        expect(tables, `${database}.${store} is exported`).toContain(`${database}.${store}`);
  }
  for (const format of TABLE_FORMATS)
    expect(exported[format.file]?.length, `${format.file} holds records`).toBeGreaterThan(0);
  expect(exported['notes.csv']).toEqual([
    { site: '127.0.0.1', text: `${unicode}\nsecond line, =SUM(A1)`, updatedAt: expect.any(String) },
  ]);
  expect(exported['clips.csv']?.map((clip) => clip.text)).toEqual([unicode]);

  await main.getByRole('button', { name: 'Delete all local data' }).click();
  await main.getByRole('button', { name: 'Delete everything' }).click();
  await expect(main.getByText('All local data was deleted.')).toBeVisible();
  const newsCategory = main.getByRole('listitem').filter({ hasText: 'news.example' });
  await expect(newsCategory).toHaveCount(0);
  for (const [file, rows] of Object.entries(readExport(await downloadExport(main))))
    expect(rows, `${file} is empty`).toEqual([]);
  expect(await timerAlarms(serviceWorker)).toEqual([]);

  await main
    .locator('input[type=file]')
    .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: before });
  const { 'visits.csv': visits = [], ...others } = exported;
  const otherRecords = Object.values(others).reduce((sum, rows) => sum + rows.length, 0);
  await expect(main.getByText(`Imported ${visits.length} visits and ${otherRecords} other records.`)).toBeVisible();
  await expect(newsCategory).toContainText('social');
  expect(readExport(await downloadExport(main))).toEqual(exported);
  await expect.poll(() => timerAlarms(serviceWorker)).toHaveLength(1);

  // And the bar finds them again.
  const again = await openPage(context, testPages.url('bar-plain.html'));
  frame = await openBar(again);
  await runCommand(frame, '/note');
  await expect(frame.getByRole('textbox', { name: 'Note for 127.0.0.1' })).toHaveValue(
    `${unicode}\nsecond line, =SUM(A1)`,
  );
  frame = await openBar(again);
  await runCommand(frame, '/clip');
  await expect(frame.locator('.clips li')).toHaveText([new RegExp(`^${unicode}`)]);
  frame = await openBar(again);
  await runCommand(frame, '/recall gate');
  await expect(frame.getByRole('button', { name: 'door code: 4512, "gate" ✓' })).toBeVisible();
  frame = await openBar(again);
  await runCommand(frame, '/todo');
  await expect(frame.locator('.events li')).toContainText([`call the bank, then ${unicode}`]);
});
