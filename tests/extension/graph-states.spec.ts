import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GRAPH_COPY } from '../../extension/graph/graph-copy';
import { expect, isOurBackground, launchWithExtension, test } from '../fixtures/extension';
import {
  archiveVisitsNow,
  GRAPH_VISITS,
  openGraphWith,
  putRecords,
  storedRecords,
  visitsPerHour,
} from '../fixtures/graph-visits';

const { search, repo, video, notes, docs } = GRAPH_VISITS;
const HINT = 'This could be due to a network issue or data corruption. Please try refreshing the page.';

test('while the worker lays the graph out, the loading state shows its two lines', async ({ page, extensionId }) => {
  // Holds every message to the graph worker until the test lets them through: the worker reads the day at
  // its start, but answers only the page's request.
  await page.addInitScript(`{
    const held = [];
    const send = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (...args) { held.push([this, args]); };
    window.releaseGraphWorker = () => {
      Worker.prototype.postMessage = send;
      for (const [worker, args] of held.splice(0)) send.apply(worker, args);
    };
  }`);
  await openGraphWith(page, extensionId, [search, repo, video]);
  const status = page.getByRole('status');
  await expect(status.getByText('Loading browsing data...', { exact: true })).toBeVisible();
  await expect(status.getByText('This may take a moment...', { exact: true })).toBeVisible();
  // WebGL starts while the data loads: the graph's canvas already exists, laid out but not shown.
  const canvas = page.getByTestId('graph-canvas').locator('canvas');
  await expect(canvas).toBeAttached();
  await expect(canvas).toBeHidden();
  await page.evaluate('window.releaseGraphWorker()');
  await expect(page.getByTestId('graph-summary')).toHaveText('3 visits');
  await expect(status).toHaveCount(0);
  await expect(canvas).toBeVisible();
});

test.describe('a failed read shows the error state; Try Again reloads and recovers', () => {
  for (const [failure, thrown, shown] of [
    [
      'an error with a message',
      "{ isError: true, value: { name: 'Error', message: 'The disk is full' } }",
      'The disk is full',
    ],
    [
      'an error without a message',
      "{ isError: true, value: { name: 'Error', message: '' } }",
      'An unexpected error occurred while loading the network data.',
    ],
    ['a thrown non-error', "{ isError: false, value: 'broken' }", 'Unknown error occurred'],
  ] as const) {
    test(failure, async ({ page, extensionId }) => {
      // The worker reads IndexedDB; its first answer to the page, once per tab, becomes what Comlink carries
      // from a read that threw (a throw handler message), as a broken disk would make it. Every listener of the
      // worker's messages (Comlink's, and the page's wait for the worker's start) sees the same answer.
      await page.addInitScript(`{
        const add = Worker.prototype.addEventListener;
        const seen = new WeakMap();
        Worker.prototype.addEventListener = function (type, listener, ...rest) {
          if (type !== 'message') return add.call(this, type, listener, ...rest);
          return add.call(this, type, (event) => {
            if (!seen.has(event)) {
              const answer = event.data;
              const fails = !sessionStorage.getItem('failed') && answer?.type === 'RAW' && answer.value?.kind;
              if (fails) sessionStorage.setItem('failed', '1');
              seen.set(event, fails ? { data: { id: answer.id, type: 'HANDLER', name: 'throw', value: ${thrown} } } : event);
            }
            listener(seen.get(event));
          }, ...rest);
        };
      }`);
      await openGraphWith(page, extensionId, [search, repo, video, notes, docs]);
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'Error Loading Data' })).toBeVisible();
      await expect(alert.locator('p')).toHaveText([shown, HINT]);
      const reloaded = page.waitForEvent('load');
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await reloaded;
      await expect(page.getByTestId('graph-summary')).toHaveText('5 visits');
      await expect(alert).toHaveCount(0);
    });
  }
});

test('in a browser without WebGL, the page shows the error state saying how to turn it on, not a blank graph', async () => {
  const profile = await mkdtemp(join(tmpdir(), 'intently-profile-'));
  const context = await launchWithExtension(profile, { args: ['--disable-webgl'] });
  try {
    const worker = context.serviceWorkers().find(isOurBackground) ?? (await context.waitForEvent('serviceworker'));
    const page = await context.newPage();
    await openGraphWith(page, new URL(worker.url()).host, [search, repo, video]);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Error Loading Data' })).toBeVisible();
    await expect(alert.locator('p')).toHaveText([GRAPH_COPY.noWebGL, HINT]);
    await expect(page.getByTestId('graph-canvas')).toHaveCount(0);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("a corrupted archived day shows the read's own error, and the page recovers once the day is repaired", async ({
  page,
  extensionId,
}) => {
  await openGraphWith(page, extensionId, [search, repo, video]);
  await expect(page.getByTestId('graph-summary')).toHaveText('3 visits');
  await archiveVisitsNow(page);
  const [row] = (await storedRecords(page, 'visitDays')) as Record<string, unknown>[];
  await putRecords(page, 'visitDays', [{ ...row, title: undefined }]); // the day's title column is lost
  await page.reload();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Error Loading Data' })).toBeVisible();
  await expect(alert.locator('p').first()).toContainText(
    'The visits archived for 2025-09-23 could not be read: their "title" column is missing or cut short.',
  );
  await putRecords(page, 'visitDays', [row]);
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('graph-summary')).toHaveText('3 visits');
});

test('an hour range without visits offers the 9 nearest hours that have them, with counts; picking one shows it', async ({
  page,
  extensionId,
}) => {
  // Hours 0–10 have visits; from 20:00 the nearest nine are hours 2–10, so hours 0 and 1 are left out.
  await openGraphWith(page, extensionId, visitsPerHour([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 1]));
  await expect(page.getByTestId('graph-summary')).toHaveText('56 visits');
  await page.getByLabel('From').selectOption('20');
  await expect(page.getByRole('heading', { name: 'No Data for Selected Time Range' })).toBeVisible();
  await expect(page.getByText('Pick an hour that has browsing:', { exact: true })).toBeVisible();
  const brackets = page.locator('.graph-brackets').getByRole('button');
  await expect(brackets).toHaveText(
    [3, 4, 5, 6, 7, 8, 9, 10].map((n) => new RegExp(`^.+ – .+ · ${n} sites$`)).concat(/^.+ – .+ · 1 site$/),
  );
  await brackets.filter({ hasText: /· 5 sites$/ }).click();
  await expect(page.getByLabel('From')).toHaveValue('4');
  await expect(page.getByLabel('To')).toHaveValue('5');
  await expect(page.getByTestId('graph-summary')).toHaveText('5 visits');
});
