/**
 * `npm run make:icons`: draws the extension's icons (public/icon/16.png, 32, 48 and 128; WXT lists public/icon/<size>.png
 * in the manifest) from the site's favicon artwork, site/public/favicon.svg, in Debian's Chromium: each size is the SVG
 * drawn on a transparent canvas of that size and saved as PNG. Run it again after changing the favicon; the PNGs are
 * committed (a few KB), and tests/extension/extension-icons.spec.ts fails when they no longer match the SVG.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_BASE_ARGS, chromiumPath } from '../tests/fixtures/chromium';
import { drawSvgAsPng } from '../tests/fixtures/draw-svg';
import { ICON_SIZES } from './release/store-checks.mjs';

const svg = await readFile(resolve('site/public/favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_BASE_ARGS });
try {
  const page = await browser.newPage();
  for (const size of ICON_SIZES) {
    const out = resolve(`public/icon/${size}.png`);
    await writeFile(out, await drawSvgAsPng(page, svg, size));
    console.log(`Wrote ${out}`);
  }
} finally {
  await browser.close();
}
