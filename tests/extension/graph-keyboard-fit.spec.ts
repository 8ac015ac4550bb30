import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { BADGE_COLOR, BADGE_OFFSET } from '../../extension/graph/render/badge-style';
import { expect, test } from '../fixtures/extension';
import { GRAPH_VISITS, clickNode, openGraphWith } from '../fixtures/graph-visits';
import { pixelsOfColorAround } from '../fixtures/painted-pixels';

const { search, repo, video, notes, docs } = GRAPH_VISITS;
const day = [search, repo, video, notes, docs];
const time = (ms: number) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(ms);

/** Where each node of the day is drawn, in the canvas's coordinates. */
const positions = (page: Page) =>
  page.evaluate(
    (ids) => ids.map((id) => window.intentlyGraph!.screenPositionOf(id)!),
    day.map((v) => v.id),
  );

/** The drawn day's box (node centres) as fractions of the canvas: its width and height, and its centre. */
async function dayBox(page: Page) {
  const canvas = (await page.getByTestId('graph-canvas').boundingBox())!;
  const at = await positions(page);
  const [xs, ys] = [at.map((p) => p.x), at.map((p) => p.y)];
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return {
    width: (right - left) / canvas.width,
    height: (bottom - top) / canvas.height,
    centre: { x: (left + right) / 2 / canvas.width, y: (top + bottom) / 2 / canvas.height },
  };
}

/** The graph's accessible focus: the listbox's active option, as a screen reader hears it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const listbox = document.activeElement;
    if (listbox?.getAttribute('role') !== 'listbox') return null;
    const id = listbox.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

const openGraph = async (page: Page, extensionId: string, memory = {}) => {
  await openGraphWith(page, extensionId, day, memory);
  await expect(page.getByTestId('graph-summary')).toHaveText('5 visits');
  await expect.poll(() => page.evaluate(() => window.intentlyGraph?.visitIds().length ?? 0)).toBe(5);
};

test('a 5-visit day fills the view when the graph opens, and stays fitted on resize until the user zooms', async ({
  page,
  extensionId,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGraph(page, extensionId);
  const fitted = await dayBox(page);
  // The page fits the window: the canvas takes the height the toolbar and the summary leave, nothing scrolls.
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBe(800);
  // The day (two columns of three rows under the timeline axis) fills the canvas's height, its nodes spanning
  // well over 40% of it under the axis and its labels (at the old default zoom of 0.6 they spanned 15%), centred: not
  // a small column in the top-left corner.
  expect(Math.max(fitted.width, fitted.height)).toBeGreaterThan(0.45);
  expect(fitted.centre.x).toBeCloseTo(0.5, 1);
  expect(fitted.centre.y).toBeGreaterThan(0.45); // the axis above the nodes takes some of the top
  expect(fitted.centre.y).toBeLessThan(0.65);

  // Clicking a node opens the path list beside the canvas, which narrows it: the graph stays where it is under
  // the pointer (only the window's size refits it).
  const before = await positions(page);
  await clickNode(page, repo.id);
  const pathList = page.getByRole('navigation', { name: 'How you got here' });
  await expect(pathList).toBeVisible();
  await page.waitForTimeout(400); // past the 100 ms resize debounce, on a loaded machine
  expect(await positions(page)).toEqual(before);
  await page.keyboard.press('Escape');
  await expect(pathList).toHaveCount(0);

  // A smaller window: the day is fitted again, still filling and inside the canvas; the toolbar takes more lines
  // there, and the canvas less height, so the page still fits the window.
  await page.setViewportSize({ width: 900, height: 600 });
  await expect.poll(async () => (await dayBox(page)).centre.x).toBeCloseTo(0.5, 1);
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollHeight)).toBe(600);
  await page.waitForTimeout(400); // past the 100 ms resize debounce: the canvas's new height refits the day
  const resized = await dayBox(page);
  expect(Math.max(resized.width, resized.height)).toBeGreaterThan(0.45);
  expect(Math.max(resized.width, resized.height)).toBeLessThan(1);
  expect(resized.centre.y).toBeGreaterThan(0.45); // fitted to the canvas's new height: not cut off at its bottom
  expect(resized.centre.y).toBeLessThan(0.65);

  // Once the user zoomed, a resize keeps their view.
  const canvas = (await page.getByTestId('graph-canvas').boundingBox())!;
  await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  const fittedScale = await page.evaluate(() => window.intentlyGraph!.transform().scale);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.intentlyGraph!.transform().scale)).toBeLessThan(fittedScale);
  const zoomed = await page.evaluate(() => window.intentlyGraph!.transform());
  await page.setViewportSize({ width: 1100, height: 700 });
  await page.waitForFunction(() => document.querySelector('[data-testid="graph-canvas"]')!.clientWidth > 1000);
  await page.waitForTimeout(400); // past the 100 ms resize debounce, on a loaded machine
  expect(await page.evaluate(() => window.intentlyGraph!.transform())).toEqual(zoomed);
});

test("opened in a narrow window, the day is fitted to the canvas's height at once, not to a wide window's and again", async ({
  page,
  extensionId,
}) => {
  // The worker's answer with the day arrives a second late, so the view's renderer is made first, at the canvas's
  // assumed height (as on a GPU, where WebGL's start ends before the worker's layout); and the view's transform as it
  // first fitted the day is read when the view sets its test handle, right after the fit.
  await page.addInitScript(() => {
    const add = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (
      this: Worker,
      type: string,
      listener: unknown,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (type !== 'message' || typeof listener !== 'function') return add.call(this, type, listener as never, options);
      const late = (event: MessageEvent) =>
        (event.data as { value?: { kind?: string } } | undefined)?.value?.kind
          ? setTimeout(() => listener(event), 1000)
          : listener(event);
      return add.call(this, type, late as never, options);
    } as typeof Worker.prototype.addEventListener;
    let graph: Window['intentlyGraph'];
    Object.defineProperty(window, 'intentlyGraph', {
      configurable: true,
      get: () => graph,
      set(value: Window['intentlyGraph']) {
        graph = value;
        Object.assign(window, { firstFit: (window as { firstFit?: unknown }).firstFit ?? value?.transform() });
      },
    });
  });
  await page.setViewportSize({ width: 900, height: 600 }); // the toolbar takes three lines here, not two
  await openGraph(page, extensionId);
  await expect.poll(() => page.evaluate(() => (window as { firstFit?: unknown }).firstFit)).toBeTruthy();
  await page.waitForTimeout(400); // past the 100 ms resize debounce, on a loaded machine: a refit would be done
  const [first, now] = await page.evaluate(() => [
    (window as { firstFit?: unknown }).firstFit,
    window.intentlyGraph!.transform(),
  ]);
  expect(now).toEqual(first);
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBe(600);
  const fitted = await dayBox(page);
  expect(fitted.centre.y).toBeGreaterThan(0.45);
  expect(fitted.centre.y).toBeLessThan(0.65);
});

test('keyboard only: Tab into the graph, arrows between nodes, Shift+F10 opens the menu, Enter opens the page', async ({
  page,
  context,
  extensionId,
}) => {
  await openGraph(page, extensionId);
  for (let tabs = 0; tabs < 30 && (await focusedName(page)) === null; tabs++) await page.keyboard.press('Tab');
  // The day's first visit, named with its title, domain and time.
  expect(await focusedName(page)).toBe(`rust wasm, google.com, ${time(search.startTime)}`);
  const ring = page.getByTestId('graph-focus-ring');
  await expect(ring).toBeVisible();
  // The listbox and its one active option are valid ARIA (axe's WCAG 2 A and AA rules on the graph).
  const { violations } = await new AxeBuilder({ page })
    .include('.graph-view')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const ringAt = async () => {
    const box = (await ring.boundingBox())!;
    const canvas = (await page.getByTestId('graph-canvas').boundingBox())!;
    return { x: box.x + box.width / 2 - canvas.x, y: box.y + box.height / 2 - canvas.y };
  };
  const at = await positions(page);
  expect(await ringAt()).toEqual({ x: expect.closeTo(at[0]!.x, 0), y: expect.closeTo(at[0]!.y, 0) });

  // Arrows: the nearest node that way on screen. The day is drawn in two columns: search, repo and video (one
  // tab's trail), then notes and docs; right from the last column stays put.
  const steps: string[] = [];
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowDown', 'ArrowUp']) {
    await page.keyboard.press(key);
    steps.push((await focusedName(page))!.split(', ')[0]!);
  }
  expect(steps).toEqual([
    'Notes',
    'Notes',
    'rust wasm',
    'rustwasm · GitHub',
    'Rust and WebAssembly - YouTube',
    'rustwasm · GitHub',
  ]);
  expect(await focusedName(page)).toBe(`rustwasm · GitHub, github.com, ${time(repo.startTime)}`);
  expect(await ringAt()).toEqual({ x: expect.closeTo(at[1]!.x, 0), y: expect.closeTo(at[1]!.y, 0) });

  // Shift+F10: the focused node's menu, with the focus on its first item and its path traced.
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'How you got here' }).getByRole('listitem')).toHaveText([
    'rust wasm',
    'rustwasm · GitHub',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Copy links' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Open tabs' })).toBeFocused();
  // Escape closes it and gives the focus back to the graph, on the same node.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('listbox')).toBeFocused();
  expect(await focusedName(page)).toBe(`rustwasm · GitHub, github.com, ${time(repo.startTime)}`);

  // Enter opens the focused node's page (the machine is offline: the tab's request is the proof).
  const opened = context.waitForEvent('request', (request) => request.url() === repo.url);
  await page.keyboard.press('Enter');
  expect((await opened).isNavigationRequest()).toBe(true);
});

test('the tooltip hides while the menu is open, and does not come back over it', async ({ page, extensionId }) => {
  await openGraph(page, extensionId);
  const canvas = (await page.getByTestId('graph-canvas').boundingBox())!;
  const at = (await page.evaluate((id) => window.intentlyGraph!.screenPositionOf(id), repo.id))!;
  await page.mouse.move(canvas.x + at.x, canvas.y + at.y);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('rustwasm · GitHub');
  await page.mouse.click(canvas.x + at.x, canvas.y + at.y, { button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(tooltip).toHaveCount(0);
  // Resting on the node again, and on the menu (over the node), shows no tooltip while the menu is open.
  await page.mouse.move(canvas.x + at.x + 1, canvas.y + at.y + 1);
  await page.waitForTimeout(900); // past the 500 ms show delay
  await expect(tooltip).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Copy links' }).hover();
  await page.waitForTimeout(900);
  await expect(tooltip).toHaveCount(0);
});

test("a page with a note carries a badge; hovering it shows the note's first line", async ({ page, extensionId }) => {
  await openGraph(page, extensionId, {
    notes: [{ site: 'github.com', text: 'Read the wasm-bindgen guide first\nthen the book', updatedAt: repo.endTime }],
    clips: [{ text: 'cargo bench', url: docs.url, copiedAt: docs.endTime }],
  });
  await expect.poll(() => page.evaluate(() => window.intentlyGraph!.badged())).toEqual([repo.id, docs.id]);
  const canvas = (await page.getByTestId('graph-canvas').boundingBox())!;
  const { scale } = await page.evaluate(() => window.intentlyGraph!.transform());
  const badgeAt = async (id: string) => {
    const at = (await page.evaluate((visitId) => window.intentlyGraph!.screenPositionOf(visitId), id))!;
    return { x: canvas.x + at.x + BADGE_OFFSET.x * scale, y: canvas.y + at.y + BADGE_OFFSET.y * scale };
  };
  // Drawn in the badge's colour on the noted page's node, and on no node without a note or a clip.
  const repoBadge = await badgeAt(repo.id);
  await expect.poll(() => pixelsOfColorAround(page, repoBadge.x, repoBadge.y, 4, BADGE_COLOR)).toBeGreaterThan(8);
  const videoBadge = await badgeAt(video.id);
  expect(await pixelsOfColorAround(page, videoBadge.x, videoBadge.y, 4, BADGE_COLOR)).toBe(0);

  const at = (await page.evaluate((id) => window.intentlyGraph!.screenPositionOf(id), repo.id))!;
  await page.mouse.move(canvas.x + at.x, canvas.y + at.y);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('Note: Read the wasm-bindgen guide first');
  await expect(tooltip).not.toContainText('then the book');
  const docsAt = (await page.evaluate((id) => window.intentlyGraph!.screenPositionOf(id), docs.id))!;
  await page.mouse.move(canvas.x + docsAt.x, canvas.y + docsAt.y);
  await expect(tooltip).toContainText('You copied text on this page');
});
