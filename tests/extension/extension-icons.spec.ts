/**
 * Issue 34 item 2: the extension carries the product's icon (the site's favicon artwork) at the four sizes the Chrome
 * Web Store asks for, for chrome://extensions and the toolbar button, instead of Chrome's placeholder letter.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ICON_SIZES } from '../../scripts/release/store-checks.mjs';
import { drawSvgAsPng } from '../fixtures/draw-svg';
import { EXTENSION_DIR, expect, test } from '../fixtures/extension';

// The tests read the manifest, the icons and chrome://extensions, and change nothing: one browser for the file.
test.use({ profile: 'per-file' });

const EXPECTED_ICONS = Object.fromEntries(ICON_SIZES.map((size) => [String(size), `icon/${size}.png`]));

/** A PNG's width and height, from its IHDR chunk (bytes 16-23). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The RGBA pixels of an image (PNG bytes or a URL the page can load), decoded by the page. */
function pixelsOf(page: Page, image: Buffer | string): Promise<number[]> {
  const source = typeof image === 'string' ? image : `data:image/png;base64,${image.toString('base64')}`;
  return page.evaluate(async (src) => {
    const bitmap = await createImageBitmap(await (await fetch(src)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return [...context.getImageData(0, 0, bitmap.width, bitmap.height).data];
  }, source);
}

/** The largest difference of one channel of one pixel between two images of the same size. */
function largestDifference(a: number[], b: number[]): number {
  expect(a.length).toBe(b.length);
  return a.reduce((largest, value, i) => Math.max(largest, Math.abs(value - b[i]!)), 0);
}

test('the manifest gives the extension and its toolbar button the icon at 16, 32, 48 and 128 px', async ({
  serviceWorker,
}) => {
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.icons).toEqual(EXPECTED_ICONS);
  expect(manifest.action?.default_icon).toEqual(EXPECTED_ICONS);
  for (const [size, path] of Object.entries(EXPECTED_ICONS)) {
    expect(pngSize(await readFile(join(EXTENSION_DIR, path))), path).toEqual({ width: +size, height: +size });
    // The extension serves it from its own origin (what the toolbar and chrome://extensions load).
    const served = await serviceWorker.evaluate(
      async (file) => (await fetch(chrome.runtime.getURL(file))).headers.get('content-type'),
      path,
    );
    expect(served, path).toBe('image/png');
  }
});

test('each icon is the site’s favicon artwork at that size', async ({ context }) => {
  const svg = await readFile('site/public/favicon.svg', 'utf8');
  const page = await context.newPage();
  for (const size of ICON_SIZES) {
    const icon = await readFile(join(EXTENSION_DIR, `icon/${size}.png`));
    const drawn = await drawSvgAsPng(page, svg, size);
    // Redrawn in this Chromium from the SVG: a stale icon (the favicon changed, `npm run make:icons` not run) differs.
    expect(largestDifference(await pixelsOf(page, icon), await pixelsOf(page, drawn)), `${size} px`).toBeLessThan(8);
  }
});

test('chrome://extensions shows the icon, not Chrome’s placeholder', async ({ context, extensionId }) => {
  const page = await context.newPage();
  await page.goto('chrome://extensions/');
  const shown = page.locator(`extensions-item#${extensionId} img#icon`);
  await expect(shown).toHaveJSProperty('naturalWidth', 48);
  const src = await shown.evaluate((img) => (img as HTMLImageElement).src); // a data: URL of the icon Chrome shows
  const icon = await readFile(join(EXTENSION_DIR, 'icon/48.png'));
  const decoder = await context.newPage(); // chrome://extensions' own policy lets no script fetch the data: URL
  expect(largestDifference(await pixelsOf(decoder, src), await pixelsOf(decoder, icon))).toBeLessThan(8);
});
