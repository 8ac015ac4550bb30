import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import type { UrlVisit } from '../../graph-layout-rs/ts/url-visit';
import { GRAPH_DRAWN_MARK, GRAPH_LAID_OUT_MARK, GRAPH_STAGE_PREFIX } from '../../extension/graph/graph-view-handle';
import { WORKER_STARTED } from '../../extension/graph/data/worker-started';
import { importVisits } from '../fixtures/graph-visits';
import { paintedPixels } from '../fixtures/painted-pixels';

const visits = JSON.parse(readFileSync('graph-layout-rs/ts/fixtures/visits.json', 'utf8')) as UrlVisit[];
// The fixture holds a duplicate id (IndexedDB keeps one row) and a visit that ends before it starts (the core skips it).
const drawnVisits = new Set(visits.filter((v) => v.endTime >= v.startTime).map((v) => v.id)).size;

/** Opens the graph page and waits for its first frame to be drawn (the drawn mark). */
async function openDrawnGraph(page: Page, extensionId: string) {
  await page.goto(`chrome-extension://${extensionId}/app.html?page=graph`);
  await expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, GRAPH_DRAWN_MARK)).toBe(1);
}

/** When the test build's stages `names` began (stage-timing.ts), on the page's clock; NaN for one not recorded yet. */
function stageStarts(page: Page, names: string[]): Promise<number[]> {
  return page.evaluate(
    ({ prefix, names }) => names.map((name) => performance.getEntriesByName(prefix + name)[0]?.startTime ?? NaN),
    { prefix: GRAPH_STAGE_PREFIX, names },
  );
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
  await expect
    .poll(() => paintedPixels(page.getByTestId('graph-canvas').locator('canvas')), { timeout: 10_000 })
    .toBeGreaterThan(500);
  // bench:render times every renderer from positions in hand: ours from the laid-out day's arrival to its first frame.
  const marks = () =>
    page.evaluate(
      (names) => names.map((name) => performance.getEntriesByName(name)[0]?.startTime ?? -1),
      [GRAPH_LAID_OUT_MARK, GRAPH_DRAWN_MARK],
    );
  await expect.poll(async () => (await marks())[1]).toBeGreaterThan(0);
  const [laidOut, drawn] = await marks();
  expect(laidOut).toBeGreaterThan(0);
  expect(laidOut).toBeLessThanOrEqual(drawn!);
  expect(errors).toEqual([]);
});

test('the graph page starts its renderer on one WebGL 2 context, with no throwaway probe and only the extension it uses', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  // The kind of each WebGL context the page makes, in order, and the extensions enabled on WebGL 2 contexts, recorded
  // before the page's own scripts run.
  await page.addInitScript(() => {
    const made: string[] = [];
    const enabled: string[] = [];
    const canvases = new WeakSet<HTMLCanvasElement>();
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      if (kind.includes('webgl') && !canvases.has(this)) {
        canvases.add(this);
        made.push(kind);
      }
      return getContext.call(this, kind, ...rest);
    } as typeof getContext;
    const getExtension = WebGL2RenderingContext.prototype.getExtension as (
      this: WebGL2RenderingContext,
      name: string,
    ) => unknown;
    WebGL2RenderingContext.prototype.getExtension = function (this: WebGL2RenderingContext, name: string) {
      const extension = getExtension.call(this, name);
      if (extension && !enabled.includes(name)) enabled.push(name);
      return extension;
    } as typeof WebGL2RenderingContext.prototype.getExtension;
    Object.assign(window, { webgl: { made, enabled } });
  });
  await importVisits(context, extensionId, visits);
  await openDrawnGraph(page, extensionId);
  const webgl = await page.evaluate(
    () => (window as unknown as { webgl: { made: string[]; enabled: string[] } }).webgl,
  );
  // The renderer's own WebGL 2 context, made by the page, and no other: Pixi's support probe (isWebGLSupported) would
  // have made a WebGL 1 context before it, and its precision probe (getTestContext) another as its systems make their
  // first shader; the page answers that one with its own context (start-webgl.tsx).
  expect(webgl.made).toEqual(['webgl2']);
  // Pixi's own start enables a dozen (compressed textures, float colour buffers, anisotropic filtering).
  expect(webgl.enabled).toEqual(['WEBGL_lose_context']);
  // The attributes Pixi's context system asks for: a multisampled buffer would make every frame dearer.
  const attributes = await page
    .getByTestId('graph-canvas')
    .locator('canvas')
    .evaluate((canvas) => (canvas as HTMLCanvasElement).getContext('webgl2')!.getContextAttributes());
  expect(attributes).toMatchObject({
    alpha: true,
    antialias: false,
    premultipliedAlpha: true,
    preserveDrawingBuffer: false,
    stencil: true,
  });
});

test("WebGL starts once the layout worker's thread runs, so its long start never holds the worker's back", async ({
  context,
  extensionId,
}) => {
  await importVisits(context, extensionId, visits);
  const page = await context.newPage();
  await openDrawnGraph(page, extensionId);
  // The test build's stages (stage-timing.ts), on the page's clock: when the page heard the worker's first message,
  // and when WebGL's start began; and the worker's own start (its time origin) on the same clock.
  const [heard, webglStart] = await stageStarts(page, ['worker-heard', 'webgl-start']);
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  const workers = page.workers();
  expect(workers).toHaveLength(1);
  const workerStart = (await workers[0]!.evaluate(() => performance.timeOrigin)) - pageOrigin;
  expect(heard).toBeLessThanOrEqual(webglStart!);
  expect(workerStart).toBeLessThanOrEqual(webglStart!);
});

test('WebGL waits for the worker even when the view mounts first (a worker slow to start, as under load)', async ({
  context,
  extensionId,
}) => {
  await importVisits(context, extensionId, visits);
  const page = await context.newPage();
  // The worker's first message reaches the page 600 ms late: React mounts the view long before, and the view asks
  // for WebGL's start as the entry does. Both must wait for the worker.
  await page.addInitScript(`{
    const add = Worker.prototype.addEventListener;
    Worker.prototype.addEventListener = function (type, listener, ...rest) {
      if (type !== 'message') return add.call(this, type, listener, ...rest);
      return add.call(this, type, (event) => {
        if (event.data === ${JSON.stringify(WORKER_STARTED)}) setTimeout(() => listener(event), 600);
        else listener(event);
      }, ...rest);
    };
  }`);
  await openDrawnGraph(page, extensionId);
  const stages = () => stageStarts(page, ['worker-heard', 'webgl-start']);
  // Where WebGL did not wait, the graph is drawn before the worker is heard: wait for both stages.
  await expect.poll(async () => (await stages()).every((at) => at >= 0)).toBe(true);
  const [heard, webglStart] = await stages();
  expect(heard).toBeGreaterThan(600);
  expect(heard, 'WebGL started after the worker was heard').toBeLessThanOrEqual(webglStart!);
});

test("each app page loads its own code: the graph page none of the main page's, the main page no Pixi", async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  let scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url().split('/').pop()!);
  });
  await page.goto(`chrome-extension://${extensionId}/app.html?page=graph`);
  await expect(page.getByRole('heading', { name: 'No Network Graph Data' })).toBeVisible();
  expect(scripts.some((name) => name.startsWith('graph-page-'))).toBe(true);
  expect(scripts.some((name) => name.startsWith('start-webgl-'))).toBe(true);
  expect(scripts.filter((name) => name.startsWith('main-page-'))).toEqual([]);
  scripts = [];
  await page.goto(`chrome-extension://${extensionId}/app.html?page=main`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((name) => name.startsWith('main-page-'))).toBe(true);
  expect(scripts.filter((name) => name.startsWith('start-webgl-') || name.startsWith('graph-page-'))).toEqual([]);
});
