import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import type { UrlVisit } from '../../graph-layout-rs/ts/url-visit';
import { importVisits } from '../fixtures/graph-visits';

const visits = JSON.parse(readFileSync('graph-layout-rs/ts/fixtures/visits.json', 'utf8')) as UrlVisit[];
// The fixture holds a duplicate id (IndexedDB keeps one row) and a visit that ends before it starts (the core skips it).
const drawnVisits = new Set(visits.filter((v) => v.endTime >= v.startTime).map((v) => v.id)).size;

/** Counts canvas pixels that are not the white background, read back from the WebGL canvas. */
async function paintedPixels(page: Page): Promise<number> {
  const png = await page.getByTestId('graph-canvas').locator('canvas').screenshot();
  return page.evaluate(async (bytes) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let painted = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 240 || data[i + 1]! < 240 || data[i + 2]! < 240) painted++;
    return painted;
  }, [...png]);
}

test('the graph page shows the empty state, then lays out stored visits in the worker and draws them with WebGL', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`chrome-extension://${extensionId}/app.html?page=graph`);
  await expect(page.getByRole('heading', { name: 'No Network Graph Data' })).toBeVisible();
  await expect(page.getByText('As you start browsing you will start seeing your network graph here.')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`chrome-extension://${extensionId}/app.html?page=main`);

  await importVisits(context, extensionId, visits);
  await page.goto(`chrome-extension://${extensionId}/app.html?page=graph`);
  await expect(page.getByTestId('graph-summary')).toHaveText(`${drawnVisits} visits`);
  const canvas = page.getByTestId('graph-canvas').locator('canvas');
  await expect(canvas).toBeVisible();
  const webgl = await canvas.evaluate((element) => Boolean((element as HTMLCanvasElement).getContext('webgl2')));
  expect(webgl).toBe(true);
  await expect.poll(() => paintedPixels(page), { timeout: 10_000 }).toBeGreaterThan(500);
  expect(errors).toEqual([]);
});
