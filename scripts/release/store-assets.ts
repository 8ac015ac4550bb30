/**
 * `npm run store-assets` (and a step of `npm run release`): the Chrome Web Store listing's images, captured from the
 * real extension. It loads the product build (`.output/chrome-mv3`, what users install: no test hooks, so nothing
 * of the tests shows) in one headless Chromium at 1280×800, drives it as a user would on the local stand-in sites of
 * the demo clips (scripts/clip-pages/, each on a made-up `*.test` host), and saves the five screenshots and the small
 * promo tile that LISTING_ASSETS (store-checks.mjs) names into dist/release/. The graph shows the site's sample
 * browsing day (site/src/demo-graph/sample-browsing-day.json), imported through the main page's Import control.
 * `-- --install-steps` also redraws the /install page's three pictures of chrome://extensions into
 * site/public/install/ (committed, like the demo clips: run it again when the extension's card changes).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import type { UrlVisit } from '../../graph-layout-rs/ts/url-visit';
import { openBar, pressClosingKey, runCommand } from '../../tests/extension/bar-helpers';
import { launchWithExtension } from '../../tests/fixtures/extension';
import { importVisits } from '../../tests/fixtures/graph-visits';
import { paintedPixels } from '../../tests/fixtures/painted-pixels';
import { serveTestPages } from '../../tests/fixtures/test-pages';
import { BUILDS } from '../builds.mjs';
import { LISTING_ASSETS, listingAssetProblems } from './store-checks.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');

/** The store's screenshot size, and so the window's. */
const SCREEN = { width: 1280, height: 800 };

/** The /install page's pictures of loading the extension by hand, in step order. */
export const INSTALL_PICTURES = ['1-developer-mode.png', '2-load-unpacked.png', '3-loaded.png'] as const;

/** Where the /install page's pictures are kept (served as /install/<file>). */
export const INSTALL_PICTURES_DIR = join(root, 'site/public/install');

/** What captureStoreAssets takes. */
export interface CaptureOptions {
  /** The folder the listing's images are written to. */
  outDir: string;
  /** The unpacked extension to load (default: the product build). */
  extensionDir?: string;
  /** Where to write the /install page's pictures too; none when absent. */
  installDir?: string;
  /** Called with a line before each image, so long work shows progress. */
  progress?: (line: string) => void;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens a stand-in page on its made-up site and waits for the extension's content script to be there. */
async function openSite(context: BrowserContext, port: string, site: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`http://${site}.test:${port}/${path}`);
  await page.waitForLoadState('load');
  await pause(300); // the content script runs at document_idle
  return page;
}

/** Screenshot of the window as it is, after two painted frames. */
async function shoot(page: Page, file: string): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
}

/** The graph of the sample day, drawn, after its intro sweep. */
async function graphShot(context: BrowserContext, extensionId: string, file: string): Promise<void> {
  const visits = JSON.parse(
    await readFile(join(root, 'site/src/demo-graph/sample-browsing-day.json'), 'utf8'),
  ) as UrlVisit[];
  await importVisits(context, extensionId, visits);
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/app.html?page=graph`);
  const canvas = page.getByTestId('graph-canvas').locator('canvas');
  await canvas.waitFor();
  const deadline = Date.now() + 60_000;
  while ((await paintedPixels(canvas)) < 5_000) {
    if (Date.now() > deadline) throw new Error('The graph page drew nothing within a minute.');
    await pause(500);
  }
  await pause(2_500); // the intro sweep
  await shoot(page, file);
  await page.close();
}

/** The promo tile: the HTML template beside this file, with the product's icon, drawn at 440×280. */
async function promoTile(context: BrowserContext, file: string, size: { width: number; height: number }) {
  const icon = await readFile(join(root, 'site/public/favicon.svg'), 'utf8');
  const template = await readFile(join(here, 'promo-tile.html'), 'utf8');
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.setContent(template.replace('<!-- icon -->', icon));
  await shoot(page, file);
  await page.close();
}

/** The width the /install pictures are taken at: narrow, so chrome://extensions' controls read at the page's size. */
const INSTALL_WIDTH = 760;

/** The three pictures of chrome://extensions for the /install page: Developer mode, Load unpacked, the loaded card. */
async function installPictures(context: BrowserContext, dir: string): Promise<void> {
  const page = await context.newPage();
  await page.setViewportSize({ width: INSTALL_WIDTH, height: 600 });
  await page.goto('chrome://extensions');
  const toggle = page.locator('#devMode');
  await toggle.waitFor();
  // The page focuses its search field on load: the pictures show it at rest.
  await page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    (active as HTMLElement | null)?.blur();
  });
  await mkdir(dir, { recursive: true });
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  await page.locator('extensions-toolbar').screenshot({ path: join(dir, INSTALL_PICTURES[0]) });
  await toggle.click();
  await page.getByRole('button', { name: 'Load unpacked' }).waitFor();
  await pause(500); // the developer toolbar slides in
  await page.screenshot({
    path: join(dir, INSTALL_PICTURES[1]),
    clip: { x: 0, y: 0, width: INSTALL_WIDTH, height: 116 },
  });
  await page
    .locator('extensions-item')
    .first()
    .screenshot({ path: join(dir, INSTALL_PICTURES[2]) });
  await page.close();
}

/**
 * Captures the listing's images (LISTING_ASSETS) into `outDir` from one launch of Chromium with the extension, and
 * the /install pictures into `installDir` when given. Resolves with the written files' paths.
 */
export async function captureStoreAssets({
  outDir,
  extensionDir = resolve(root, BUILDS.product.extension),
  installDir,
  progress = () => {},
}: CaptureOptions): Promise<string[]> {
  if (!existsSync(join(extensionDir, 'manifest.json')))
    throw new Error(`There is no built extension at ${extensionDir}: run npm run build first.`);
  const [bar, note, graph, timer, clipboard, tile] = LISTING_ASSETS.map((asset) => join(outDir, asset.file));
  await mkdir(outDir, { recursive: true });
  const profile = await mkdtemp(join(tmpdir(), 'intently-store-assets-'));
  const pages = await serveTestPages(join(root, 'scripts/clip-pages'));
  const port = new URL(pages.url('')).port;
  const context = await launchWithExtension(profile, {
    extension: extensionDir,
    args: ['--host-resolver-rules=MAP *.test 127.0.0.1'],
    viewport: SCREEN,
    deviceScaleFactor: 1,
  });
  context.setDefaultTimeout(30_000);
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    for (const blank of context.pages()) await blank.close();

    // First, before any page is visited: the graph shows the latest day with visits.
    progress(`The graph of a day: ${graph}`);
    await graphShot(context, extensionId, graph!);

    progress(`The command bar over a page: ${bar}`);
    const docs = await openSite(context, port, 'wikidocs', 'docs.html');
    let frame = await openBar(docs);
    await frame.locator('.results').waitFor();
    await frame.locator('.bar-input').pressSequentially('/', { delay: 50 });
    await pause(600);
    await shoot(docs, bar!);
    await frame.locator('.bar-input').fill(''); // the bar keeps what was typed
    await pressClosingKey(docs, 'Escape');

    progress(`A note for the site: ${note}`);
    frame = await openBar(docs);
    await runCommand(frame, '/note');
    await frame
      .getByRole('textbox', { name: /^Note for / })
      .pressSequentially('Launch plan: beta for the waitlist first, then the store listing. Tour video under 30 s.', {
        delay: 10,
      });
    await frame.locator('.saved').getByText('Saved').waitFor();
    await shoot(docs, note!);
    await pressClosingKey(docs, 'Escape');

    progress(`The clipboard history: ${clipboard}`);
    const forum = await openSite(context, port, 'threadline', 'forum.html');
    for (const selector of ['#comments .comment:nth-child(3) p', '#comments .comment:nth-child(2) p', '#tip']) {
      await forum.locator(selector).selectText();
      await forum.keyboard.press('Control+C');
      await pause(200);
    }
    await forum.mouse.click(5, 5); // drop the selection
    frame = await openBar(forum);
    await runCommand(frame, '/clip');
    await frame.locator('.clips li').nth(2).waitFor();
    await pause(400);
    await shoot(forum, clipboard!);
    await pressClosingKey(forum, 'Escape');

    // The timer's time bar shows on every site while it runs: it is started last.
    progress(`A focus timer and its time bar: ${timer}`);
    const problem = await openSite(context, port, 'codedojo', 'problem.html');
    frame = await openBar(problem);
    await runCommand(frame, '/timer 25m Pair sum');
    await frame.locator('.countdown').first().waitFor();
    await pause(1_200);
    await pressClosingKey(problem, 'Escape');
    await pause(800);
    await shoot(problem, timer!);

    progress(`The small promo tile: ${tile}`);
    const tileAsset = LISTING_ASSETS.at(-1)!;
    await promoTile(context, tile!, { width: tileAsset.width, height: tileAsset.height });

    if (installDir) {
      progress(`The /install page's pictures: ${installDir}`);
      await installPictures(context, installDir);
    }
  } finally {
    await context.close();
    await pages.close();
    await rm(profile, { recursive: true, force: true });
  }
  const written = LISTING_ASSETS.map((asset) => join(outDir, asset.file));
  const assets = Object.fromEntries(
    await Promise.all(LISTING_ASSETS.map(async (a) => [a.file, new Uint8Array(await readFile(join(outDir, a.file)))])),
  );
  const problems = listingAssetProblems(assets);
  if (problems.length) throw new Error(problems.join('\n'));
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = join(root, 'dist/release');
  captureStoreAssets({
    outDir,
    installDir: process.argv.includes('--install-steps') ? INSTALL_PICTURES_DIR : undefined,
    progress: (line) => console.log(`[intently] ${line}`),
  })
    .then((files) => console.log(`[intently] Wrote ${files.length} listing images into ${outDir}.`))
    .catch((error: unknown) => {
      console.error(
        `[intently] The listing's images could not be captured: ${error instanceof Error ? error.message : error}`,
      );
      process.exit(1);
    });
}
