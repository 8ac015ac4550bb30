import { DIMMED_ALPHA, RING_COLORS } from '../../extension/graph/render/node-styles';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { GRAPH_VISITS, clickNode, openGraphWith, styleOf } from '../fixtures/graph-visits';
import { paintedPixelsAround } from '../fixtures/painted-pixels';

const { search, repo, video, notes, docs, dayBefore } = GRAPH_VISITS;
const day = [search, repo, video, notes, docs];
const DIMMED = Math.fround(DIMMED_ALPHA); // the renderer keeps opacities in a Float32Array

test.beforeEach(async ({ page, extensionId }) => {
  await openGraphWith(page, extensionId, [...day, dayBefore]);
  await expect(page.getByTestId('graph-summary')).toHaveText('5 visits');
  await expect.poll(() => styleOf(page, repo.id)).not.toBeNull();
});

test('search highlights the matching nodes and dims the others; clearing it restores all', async ({ page }) => {
  const searchbox = page.getByRole('searchbox', { name: 'Search the graph' });
  const styles = () => Promise.all(day.map((v) => styleOf(page, v.id)));
  const matched = { alpha: 1, ring: RING_COLORS.match };
  const dimmed = { alpha: DIMMED, ring: 0 };
  await searchbox.fill('GITHUB');
  await expect.poll(styles).toEqual([dimmed, matched, dimmed, dimmed, dimmed]);
  // The video title and the search-engine query are searched too.
  await searchbox.fill('webassembly');
  await expect.poll(styles).toEqual([dimmed, dimmed, matched, dimmed, dimmed]);
  await searchbox.fill('rust wasm');
  await expect.poll(styles).toEqual([matched, dimmed, dimmed, dimmed, dimmed]);
  await searchbox.fill('');
  await expect.poll(styles).toEqual(day.map(() => ({ alpha: 1, ring: 0 })));
});

test('a search stays on as the day changes, and finds in each day its own pages', async ({ page }) => {
  const searchbox = page.getByRole('searchbox', { name: 'Search the graph' });
  await searchbox.fill('hacker news');
  await expect.poll(() => styleOf(page, repo.id)).toEqual({ alpha: DIMMED, ring: 0 });
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByTestId('graph-summary')).toHaveText('1 visit');
  await expect.poll(() => styleOf(page, dayBefore.id)).toEqual({ alpha: 1, ring: RING_COLORS.match });
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByTestId('graph-summary')).toHaveText('5 visits');
  await expect.poll(() => styleOf(page, repo.id)).toEqual({ alpha: DIMMED, ring: 0 });
  await searchbox.fill('github');
  await expect.poll(() => styleOf(page, repo.id)).toEqual({ alpha: 1, ring: RING_COLORS.match });
});

test.describe('filter pills dim nodes outside the active-time bracket', () => {
  for (const [label, kept] of [
    ['< 5m', [search, notes, docs]],
    ['5-15m', [repo]],
    ['> 15m', [video]],
    ['All Time', day],
  ] as const) {
    test(label, async ({ page }) => {
      if (label === 'All Time') await page.getByRole('button', { name: '> 15m' }).click();
      await page.getByRole('button', { name: label, exact: true }).click();
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
      for (const v of day) {
        await expect
          .poll(async () => (await styleOf(page, v.id))?.alpha)
          .toBe((kept as readonly { id: string }[]).includes(v) ? 1 : DIMMED);
      }
    });
  }
});

test('clicking a node traces how you got there, numbered from the root; Escape clears it', async ({ page }) => {
  await clickNode(page, video.id);
  const steps = page.getByRole('navigation', { name: 'How you got here' }).getByRole('listitem');
  await expect(steps).toHaveText(['rust wasm', 'rustwasm · GitHub', 'Rust and WebAssembly - YouTube']);
  // Numbered 1, 2, 3 from the root: an ordered list drawn with decimal markers.
  expect(
    await steps.evaluateAll((items) =>
      items.map((item) => `${item.parentElement?.tagName} ${getComputedStyle(item).listStyleType}`),
    ),
  ).toEqual(Array(3).fill('OL decimal'));
  const rings = () => Promise.all(day.map(async (v) => (await styleOf(page, v.id))?.ring));
  await expect.poll(rings).toEqual([RING_COLORS.path, RING_COLORS.path, RING_COLORS.selected, 0, 0]);
  await page.keyboard.press('Escape');
  await expect(steps).toHaveCount(0);
  await expect.poll(rings).toEqual([0, 0, 0, 0, 0]);
  // Notes (typed, 2 min after the video's tab went quiet, another domain) continues from the video (SPEC §4).
  await clickNode(page, docs.id);
  await expect(steps).toHaveText([
    'rust wasm',
    'rustwasm · GitHub',
    'Rust and WebAssembly - YouTube',
    'Notes',
    'criterion - Rust',
  ]);
});

test('clicking the canvas clears the path', async ({ page }) => {
  await clickNode(page, repo.id);
  await expect(page.getByRole('navigation', { name: 'How you got here' }).getByRole('listitem')).toHaveCount(2);
  const box = (await page.getByTestId('graph-canvas').boundingBox())!;
  await page.mouse.click(box.x + box.width - 20, box.y + box.height - 20);
  await expect(page.getByRole('navigation', { name: 'How you got here' })).toHaveCount(0);
});

test('resting the pointer on a node shows its page in a tooltip; moving off the nodes hides it', async ({ page }) => {
  const box = (await page.getByTestId('graph-canvas').boundingBox())!;
  const at = (await page.evaluate((id) => window.intentlyGraph!.screenPositionOf(id), repo.id))!;
  await page.mouse.move(box.x + at.x, box.y + at.y);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('rustwasm · GitHub');
  await expect(tooltip).toContainText(repo.url);
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20);
  await expect(tooltip).toHaveCount(0);
});

test('a still graph asks the page for nothing: no animation frame while the user does nothing', async ({ page }) => {
  await page.waitForTimeout(500); // the favicons' one frame, when they arrive
  const frames = await page.evaluate(async () => {
    let asked = 0;
    const ask = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => (asked++, ask.call(window, callback));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    window.requestAnimationFrame = ask;
    return asked;
  });
  // Pixi's tickers (its scheduler's, its events') asked for one at every frame: 60 a second.
  expect(frames).toBeLessThanOrEqual(1);
});

test('dragging a node moves it, its ring and its links; the other nodes and the path stay', async ({ page }) => {
  await clickNode(page, video.id);
  const steps = page.getByRole('navigation', { name: 'How you got here' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  const box = (await page.getByTestId('graph-canvas').boundingBox())!;
  const positionOf = (id: string) => page.evaluate((visitId) => window.intentlyGraph!.screenPositionOf(visitId)!, id);
  const hitTest = (point: { x: number; y: number }) =>
    page.evaluate(({ x, y }) => window.intentlyGraph!.hitTest(x, y), point);
  const from = await positionOf(repo.id);
  const videoAt = await positionOf(video.id);
  const to = { x: from.x + 120, y: from.y + 90 };
  await expect.poll(() => paintedPixelsAround(page, box.x + from.x, box.y + from.y, 12)).toBeGreaterThan(0);
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  await page.mouse.move(box.x + to.x, box.y + to.y, { steps: 8 });
  await page.mouse.up();
  const moved = await positionOf(repo.id);
  expect([moved.x, moved.y]).toEqual([expect.closeTo(to.x, 3), expect.closeTo(to.y, 3)]);
  expect(await positionOf(video.id)).toEqual(videoAt);
  const repoNode = (await page.evaluate(() => window.intentlyGraph!.visitIds())).indexOf(repo.id);
  expect(await hitTest(to)).toBe(repoNode);
  expect(await hitTest(from)).toBe(-1);
  // Drawn where it went, nothing left where it was (its disc, ring, links and step number moved with it).
  await expect.poll(() => paintedPixelsAround(page, box.x + to.x, box.y + to.y, 12)).toBeGreaterThan(0);
  await expect.poll(() => paintedPixelsAround(page, box.x + from.x, box.y + from.y, 12)).toBe(0);
  await expect(steps).toHaveCount(3);
});

/** Whether the graph's canvas covers the whole of its view (it reaches beyond it by the overscan). */
function canvasCoversView(page: Page): Promise<boolean> {
  return page.getByTestId('graph-canvas').evaluate((view) => {
    const outer = view.getBoundingClientRect();
    const canvas = view.querySelector('canvas')!.getBoundingClientRect();
    return (
      canvas.left <= outer.left &&
      canvas.top <= outer.top &&
      canvas.right >= outer.right &&
      canvas.bottom >= outer.bottom
    );
  });
}

test('dragging the background pans the graph, within the drawn overscan and beyond it', async ({ page }) => {
  const box = (await page.getByTestId('graph-canvas').boundingBox())!;
  const positionOf = () => page.evaluate((visitId) => window.intentlyGraph!.screenPositionOf(visitId)!, repo.id);
  const repoNode = (await page.evaluate(() => window.intentlyGraph!.visitIds())).indexOf(repo.id);
  // A pan within the overscan moves the canvas, on a compositor layer of its own, so its frames repaint nothing.
  expect(
    await page.locator('[data-testid="graph-canvas"] canvas').evaluate((c) => getComputedStyle(c).willChange),
  ).toBe('transform');
  const empty = await page.evaluate(({ width, height }) => {
    for (let y = height - 20; y > 20; y -= 10)
      for (let x = 20; x < width - 20; x += 10) if (window.intentlyGraph!.hitTest(x, y) < 0) return { x, y };
    throw new Error('no empty spot');
  }, box);
  // First 60 px (the canvas moves), then 300 px more (past the 256 px drawn around the view: a new frame), each
  // toward the canvas's centre so the page stays in view.
  let pointer = empty;
  for (const step of [60, 300]) {
    const from = await positionOf();
    const dx = from.x < box.width / 2 ? step : -step;
    const dy = from.y < box.height / 2 ? step / 3 : -step / 3;
    await page.mouse.move(box.x + pointer.x, box.y + pointer.y);
    await page.mouse.down();
    await page.mouse.move(box.x + pointer.x + dx, box.y + pointer.y + dy, { steps: 6 });
    await page.mouse.up();
    pointer = { x: pointer.x + dx, y: pointer.y + dy };
    const to = await positionOf();
    expect([to.x, to.y]).toEqual([expect.closeTo(from.x + dx, 1), expect.closeTo(from.y + dy, 1)]);
    expect(await page.evaluate(({ x, y }) => window.intentlyGraph!.hitTest(x, y), to)).toBe(repoNode);
    // On screen where it went, and drawn over the whole view: past the overscan, moving the canvas alone would
    // leave a band of the view it no longer covers.
    await expect.poll(() => paintedPixelsAround(page, box.x + to.x, box.y + to.y, 10)).toBeGreaterThan(0);
    await expect.poll(() => canvasCoversView(page)).toBe(true);
  }
});

test("right-click opens the menu; Copy links puts the path's unique URLs on the clipboard", async ({
  page,
  context,
  testPages,
}) => {
  await clickNode(page, video.id, { button: 'right' });
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((el) => el.getBoundingClientRect().width)).toBe(160);
  await menu.getByRole('menuitem', { name: 'Copy links' }).click();
  await expect(menu).toHaveCount(0);
  // Chromium grants clipboard reading only to web origins; the clipboard itself is browser-wide.
  const reader = await context.newPage();
  await reader.goto(testPages.url('article.html'));
  await context.grantPermissions(['clipboard-read'], { origin: new URL(reader.url()).origin });
  await reader.bringToFront();
  expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(
    [search.url, repo.url, video.url].join('\n'),
  );
});

test('the menu closes on Escape and on an outside press', async ({ page }) => {
  await clickNode(page, repo.id, { button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await clickNode(page, repo.id, { button: 'right' });
  await page.getByRole('searchbox').click();
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('clicking the selected node again opens its page in a new tab', async ({ page, context }) => {
  await clickNode(page, notes.id);
  await expect(page.getByRole('navigation', { name: 'How you got here' }).getByRole('listitem')).toHaveCount(4);
  // The machine is offline, so the tab's request is the proof it opened the page.
  const opened = context.waitForEvent('request', (request) => request.url() === notes.url);
  await clickNode(page, notes.id);
  expect((await opened).isNavigationRequest()).toBe(true);
  expect(context.pages().length).toBeGreaterThan(1);
});

test('the day picker walks back through history', async ({ page }) => {
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('2025-09-23');
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByTestId('graph-summary')).toHaveText('1 visit');
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByRole('heading', { name: 'No Data for Selected Time Range' })).toBeVisible();
  await expect(page.getByText('Nothing was recorded on this day.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go to the latest day with data' }).click();
  await expect(page.getByTestId('graph-summary')).toHaveText('5 visits');
});
