/** Helpers for the tracker's end-to-end tests: the main page's export, and stopping the service worker. */
import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect, type Page, type Worker } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { parseCsv } from '../../extension/data-export/csv';
import type { TestPages } from '../fixtures/test-pages';

/** Rows of one exported CSV as objects keyed by column name. */
export type CsvRows = Record<string, string>[];

/**
 * Browses the three tracker test pages: types tracker-start's URL, follows its link in the same tab
 * (tracker-next), then its link into a new tab (tracker-other, the popup). Both tabs are left open.
 */
export async function browseStartNextOther(
  context: BrowserContext,
  testPages: TestPages,
): Promise<{ page: Page; popup: Page }> {
  const page = await context.newPage();
  await page.goto(testPages.url('tracker-start.html'));
  await page.click('#same-tab');
  await page.waitForURL(/tracker-next/);
  const [popup] = await Promise.all([context.waitForEvent('page'), page.click('#new-tab')]);
  await popup.waitForLoadState();
  return { page, popup };
}

/** Opens the extension's main page. */
export async function openMainPage(context: BrowserContext, extensionId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/app.html?page=main`);
  return page;
}

/** Clicks "Export all data" on the main page and returns the zip's bytes. */
export async function downloadExport(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Export all data/ }).click(),
  ]);
  return readFile(await download.path());
}

/** Every CSV of an export zip, parsed. */
export function readExport(zip: Uint8Array): Record<string, CsvRows> {
  const tables: Record<string, CsvRows> = {};
  for (const [name, bytes] of Object.entries(unzipSync(zip))) {
    if (!name.endsWith('.csv')) continue;
    const [header = [], ...rows] = parseCsv(strFromU8(bytes));
    tables[name] = rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i] ?? ''])));
  }
  return tables;
}

/**
 * Stops the extension's service worker through the DevTools protocol, as Chrome does after 30 s idle, and waits for
 * DevTools to report it stopped. A restart keeps the worker's target id, so a target list cannot tell a stop that
 * happened from one that did not when a page's message starts it again at once (it failed runs under load).
 */
export async function stopServiceWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  let stopped = false;
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    stopped ||= versions.some(
      (version) => version.scriptURL.endsWith('/background.js') && version.runningStatus === 'stopped',
    );
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => stopped, { message: 'the service worker should stop', timeout: 10_000 }).toBe(true);
  await cdp.detach();
}

/** The tracker's stored state (the runtime row "tracker"), read inside the service worker; undefined before it starts. */
function storedTrackerState(serviceWorker: Worker): Promise<{ focus: { visitId: string } | null } | undefined> {
  return serviceWorker.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'intently')) return undefined;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('intently');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!database.objectStoreNames.contains('runtime')) return undefined;
      const row = database.transaction('runtime').objectStore('runtime').get('tracker');
      return await new Promise<{ focus: { visitId: string } | null } | undefined>((resolve) => {
        row.onsuccess = () => resolve(row.result?.value);
        row.onerror = () => resolve(undefined);
      });
    } finally {
      database.close();
    }
  });
}

/** Waits until the tracker in the service worker has started and stored its first state. */
export async function waitForTracker(serviceWorker: Worker): Promise<void> {
  await expect
    .poll(async () => (await storedTrackerState(serviceWorker)) !== undefined, {
      message: 'the tracker should start',
      timeout: 10_000,
    })
    .toBe(true);
}

/** Waits until the tracker has stored that the tab showing a URL matching `urlPattern` is focused and accruing active time. */
export async function waitForFocus(serviceWorker: Worker, urlPattern: string): Promise<void> {
  const focused = async () => {
    const tabIds = await serviceWorker.evaluate(
      async (url) => (await chrome.tabs.query({ url })).map((tab) => tab.id),
      urlPattern,
    );
    const visitId = (await storedTrackerState(serviceWorker))?.focus?.visitId ?? '';
    return tabIds.some((id) => visitId.startsWith(`${id}_`));
  };
  await expect
    .poll(focused, { message: `the tracker should count active time on ${urlPattern}`, timeout: 10_000 })
    .toBe(true);
}
