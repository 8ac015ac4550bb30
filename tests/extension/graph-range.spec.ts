import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import {
  instantiateSyntheticGenerator,
  squeezeInto,
  syntheticColumns,
  syntheticVisitRows,
} from '../../graph-layout-rs/ts/synthetic-history';
import { readWasmBytes, SYNTHETIC_WASM_PATH } from '../../graph-layout-rs/ts/wasm-bytes';
import { GRAPH_RANGE_IN_MARK } from '../../extension/graph/graph-view-handle';
import { archiveDayOf, encodeVisitDay } from '../../extension/storage/visit-day-row';
import { GRAPH_VISITS, importVisits, putRecords } from '../fixtures/graph-visits';

const { search, repo, video, notes, docs, dayBefore } = GRAPH_VISITS;
const DAY = 86_400_000;

/** Whether a visit's node is drawn (the view has a screen position for it). */
const drawn = (page: Page, visitId: string) =>
  page.evaluate((id) => window.intentlyGraph?.screenPositionOf(id) !== null, visitId);

test('a week opens from ?range=week with every day’s nodes drawn, and the Show control switches to a day and a month', async ({
  context,
  extensionId,
}) => {
  await importVisits(context, extensionId, [search, repo, video, notes, docs, dayBefore]);
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/app.html?page=graph&range=week`);
  const summary = page.getByTestId('graph-summary');
  await expect(summary).toHaveText('6 visits');
  const show = page.getByLabel('Show');
  await expect(show).toHaveValue('week');
  await expect(page.getByLabel('From')).toHaveCount(0); // hours belong to a day
  expect(await drawn(page, dayBefore.id)).toBe(true);
  expect(await drawn(page, docs.id)).toBe(true);
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, GRAPH_RANGE_IN_MARK))
    .toBeGreaterThan(0);

  await show.selectOption('day');
  await expect(summary).toHaveText('5 visits');
  expect(new URL(page.url()).searchParams.get('range')).toBeNull();
  expect(await drawn(page, dayBefore.id)).toBe(false);
  await expect(page.getByLabel('From')).toBeVisible();

  await show.selectOption('month');
  await expect(summary).toHaveText('6 visits');
  expect(new URL(page.url()).searchParams.get('range')).toBe('month');
  await page.getByRole('button', { name: 'Previous range' }).click(); // the 30 days before: nothing recorded
  await expect(page.getByText('Nothing was recorded on these days.')).toBeVisible();
});

/** Pixels of the graph canvas's screenshot: how many are dark (drawn at some strength) and how many the match blue. */
async function canvasPixels(page: Page): Promise<{ dark: number; blue: number }> {
  const png = await page.getByTestId('graph-canvas').screenshot();
  return page.evaluate(
    async (bytes) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let dark = 0;
      let blue = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (r < 200 && g < 200 && b < 200) dark++;
        if (b > r + 40 && b > g + 20) blue++;
      }
      return { dark, blue };
    },
    [...png],
  );
}

test('a month of 60,000 visits zoomed out draws density, where hit-test, search and the filter pills still work', async ({
  context,
  extensionId,
}) => {
  test.setTimeout(240_000); // 60,000 visits laid out and drawn on software WebGL, on a loaded machine
  // Two visits long before the month create the database through the real import; the month's archived day
  // rows (the product's own encoding) are then written straight into its table.
  const january = Date.UTC(2025, 0, 5);
  await importVisits(
    context,
    extensionId,
    [january, january + 60_000].map((startTime) => ({ ...dayBefore, id: `4_${startTime}`, startTime })),
  );
  const generator = await instantiateSyntheticGenerator(await readWasmBytes(SYNTHETIC_WASM_PATH));
  const end = new Date('2025-09-23T23:00:00').getTime();
  const visits = syntheticVisitRows(
    squeezeInto(syntheticColumns(generator, 60_000), end - 29 * DAY, 29 * DAY),
    0,
    60_000,
  );
  const byDay = new Map<number, typeof visits>();
  for (const visit of visits) {
    const day = archiveDayOf(visit.startTime);
    byDay.set(day, [...(byDay.get(day) ?? []), visit]);
  }
  const rows = [...byDay].map(([day, dayVisits]) => encodeVisitDay(day, dayVisits)); // typed arrays cross as they are
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/app.html?page=main`);
  await putRecords(page, 'visitDays', rows);

  await page.goto(`chrome-extension://${extensionId}/app.html?page=graph&range=month`);
  await expect(page.getByTestId('graph-summary')).toHaveText('60000 visits', { timeout: 120_000 });
  // The whole month in, the view fits it (the first day was fitted first): too many nodes to draw one by one.
  await expect
    .poll(() => page.evaluate(() => window.intentlyGraph?.detail()), { timeout: 30_000 })
    .toEqual({ nodes: false, links: false, density: true });
  expect(await page.evaluate(() => window.intentlyGraph!.transform().scale)).toBeLessThan(0.02);

  // Zoomed in, nodes and links; zoomed out again, density.
  const box = (await page.getByTestId('graph-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let step = 0; step < 6; step++) await page.mouse.wheel(0, -495);
  await expect
    .poll(() => page.evaluate(() => window.intentlyGraph!.detail()), { timeout: 30_000 })
    .toEqual({ nodes: true, links: true, density: false });
  for (let step = 0; step < 6; step++) await page.mouse.wheel(0, 495);
  await expect
    .poll(() => page.evaluate(() => window.intentlyGraph!.detail()), { timeout: 30_000 })
    .toEqual({ nodes: false, links: false, density: true });

  // Hit-test: the node under a drawn visit's point, zoomed far out.
  const probe = visits[30_000]!.id;
  const point = (await page.evaluate((id) => window.intentlyGraph!.screenPositionOf(id), probe))!;
  expect(await page.evaluate(({ x, y }) => window.intentlyGraph!.hitTest(x, y), point)).toBeGreaterThanOrEqual(0);

  await expect.poll(async () => (await canvasPixels(page)).dark, { timeout: 30_000 }).toBeGreaterThan(1_000);
  const before = await canvasPixels(page);
  expect(before.blue).toBe(0);

  // A search colours the cells holding matches in the match ring's blue.
  await page.getByLabel('Search the graph').fill('Video 3');
  await expect.poll(async () => (await canvasPixels(page)).blue, { timeout: 30_000 }).toBeGreaterThan(100);
  await page.getByLabel('Search the graph').fill('');
  await expect.poll(async () => (await canvasPixels(page)).blue, { timeout: 30_000 }).toBe(0);

  // A filter pill dims the cells whose nodes are all outside its bracket: fewer dark pixels.
  await page.getByRole('button', { name: '> 15m' }).click();
  await expect.poll(async () => (await canvasPixels(page)).dark, { timeout: 30_000 }).toBeLessThan(before.dark * 0.8);
  expect(await page.evaluate(() => window.intentlyGraph!.detail().density)).toBe(true);
});
