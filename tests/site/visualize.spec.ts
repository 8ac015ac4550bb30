import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { UrlVisit } from '../../graph-layout-rs/ts/url-visit';
import { GRAPH_COPY } from '../../extension/graph/graph-copy';
import { paintedPixels } from '../fixtures/painted-pixels';
import { expect, test } from '../fixtures/site';

const sample = JSON.parse(readFileSync('site/src/demo-graph/sample-browsing-day.json', 'utf8')) as UrlVisit[];
const FAVICONS = 'https://www.google.com/s2/favicons**';
const GRAPH_CODE = /\/assets\/(demo-graph|graph-worker|graph_layout(?:_bg)?|WebGLRenderer|browserAll)-/;

/** The sample visits from the first page of the day to `visit`, following each one's sourceInfo. */
function pathTo(visit: UrlVisit): UrlVisit[] {
  const source = sample.find((v) => v.id === visit.sourceInfo?.nodeId);
  return source ? [...pathTo(source), visit] : [visit];
}

/** Requests the page makes for the demo graph's code (the lazy chunk, Pixi, the worker, the wasm core). */
function graphCodeRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => GRAPH_CODE.test(request.url()) && urls.push(request.url()));
  return urls;
}

test('on a wide screen the Visualize section draws the 82-visit sample day in the graph view, without controls', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Pixi's deprecation warnings (addChild on a Graphics, ...) are console warnings: there must be none.
  const deprecations: string[] = [];
  page.on('console', (message) => void (/deprecat/i.test(message.text()) && deprecations.push(message.text())));
  const favicons: string[] = [];
  // Tests run offline: the public favicon service fails, so every node keeps the view's built-in icon.
  await page.route(FAVICONS, (route) => (favicons.push(route.request().url()), route.abort()));
  const graphCode = graphCodeRequests(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(graphCode).toEqual([]); // nothing of the graph loads before the section comes into view

  const section = page.locator('#visualize');
  await section.locator('.graph-frame').scrollIntoViewIfNeeded();
  // Positions are relative to the view (the canvas host); the canvas itself is drawn larger, for pans.
  const host = section.getByTestId('graph-canvas');
  const canvas = host.locator('canvas');
  await expect(canvas).toBeVisible();
  expect((await section.locator('.graph-frame').boundingBox())!.height).toBe(500);
  await expect.poll(() => paintedPixels(canvas), { timeout: 10_000 }).toBeGreaterThan(2000);
  expect(favicons).toContain('https://www.google.com/s2/favicons?domain=github.com&sz=64');

  const ids = await page.evaluate(() => window.intentlyGraph!.visitIds());
  expect([...ids].sort()).toEqual(sample.map((v) => v.id).sort());
  const box = (await host.boundingBox())!;
  const positions = await page.evaluate((all) => all.map((id) => window.intentlyGraph!.screenPositionOf(id)!), ids);
  for (const at of positions) {
    expect(at.x).toBeGreaterThan(0);
    expect(at.x).toBeLessThan(box.width);
    expect(at.y).toBeGreaterThan(0);
    expect(at.y).toBeLessThan(box.height);
  }
  await expect(section.getByRole('button')).toHaveCount(0);
  await expect(section.getByRole('searchbox')).toHaveCount(0);

  // Clicking a page traces the path that led to it: mail → release thread → pull request → ... → MDN guide.
  const target = sample.find((v) => v.url.endsWith('/IndexedDB_API/Using_IndexedDB'))!;
  const expected = pathTo(target);
  expect(expected.length).toBeGreaterThan(4);
  const at = (await page.evaluate((visitId) => window.intentlyGraph!.screenPositionOf(visitId), target.id))!;
  await host.click({ position: at });
  const path = section.getByRole('navigation', { name: GRAPH_COPY.pathTitle });
  await expect(path.getByRole('listitem')).toHaveCount(expected.length);
  expect(
    await path.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('title'))),
  ).toEqual(expected.map((v) => v.url));

  // Demo mode: dragging a node moves the view, never the node away from its neighbours.
  const before = (await page.evaluate((visitId) => window.intentlyGraph!.screenPositionOf(visitId), ids[0]!))!;
  const neighbour = (await page.evaluate((visitId) => window.intentlyGraph!.screenPositionOf(visitId), ids[1]!))!;
  await page.mouse.move(box.x + before.x, box.y + before.y);
  await page.mouse.down();
  await page.mouse.move(box.x + before.x + 60, box.y + before.y + 40, { steps: 5 });
  await page.mouse.up();
  const after = (await page.evaluate((visitId) => window.intentlyGraph!.screenPositionOf(visitId), ids[0]!))!;
  const neighbourAfter = (await page.evaluate((visitId) => window.intentlyGraph!.screenPositionOf(visitId), ids[1]!))!;
  expect(after.x - before.x).toBeCloseTo(neighbourAfter.x - neighbour.x, 3);
  expect(after.y - before.y).toBeCloseTo(neighbourAfter.y - neighbour.y, 3);
  expect(errors).toEqual([]);
  expect(deprecations).toEqual([]);
});

test('under 768 px the Visualize section shows the static picture and loads no graph code or worker', async ({
  page,
}) => {
  const graphCode = graphCodeRequests(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const section = page.locator('#visualize');
  await section.locator('.graph-frame').scrollIntoViewIfNeeded();
  const picture = section.getByRole('img', { name: /Network graph of a sample browsing day/ });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', '/images/sample-graph.svg');
  await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(section.locator('canvas')).toHaveCount(0);
  expect(graphCode).toEqual([]);
  expect(page.workers()).toEqual([]);
});
