import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../fixtures/extension';
import { INSTALL_PICTURES, captureStoreAssets } from '../../scripts/release/store-assets';
import { LISTING_ASSETS, listingAssetProblems, pngSize } from '../../scripts/release/store-checks.mjs';

// Issue 34: the store listing's images are captured from the product build (what users install), in one launch.
test('npm run store-assets captures the five 1280×800 screenshots, the 440×280 promo tile and the /install pictures', async () => {
  test.setTimeout(240_000); // one Chromium, six scenes, on a loaded 2-core machine
  const outDir = await mkdtemp(join(tmpdir(), 'intently-listing-'));
  const installDir = join(outDir, 'install');
  try {
    const written = await captureStoreAssets({ outDir, installDir });
    expect(written.map((path) => path.slice(outDir.length + 1))).toEqual(LISTING_ASSETS.map((asset) => asset.file));
    const images = Object.fromEntries(
      await Promise.all(
        LISTING_ASSETS.map(async ({ file }) => [file, new Uint8Array(await readFile(join(outDir, file)))]),
      ),
    );
    expect(listingAssetProblems(images)).toEqual([]);
    for (const { file, width, height } of LISTING_ASSETS)
      expect(pngSize(images[file]!), file).toEqual({ width, height });
    // Five different pictures, not one page shot five times.
    const distinct = new Set(LISTING_ASSETS.map(({ file }) => Buffer.from(images[file]!).toString('base64')));
    expect(distinct.size).toBe(LISTING_ASSETS.length);
    for (const file of INSTALL_PICTURES) {
      const size = pngSize(new Uint8Array(await readFile(join(installDir, file))));
      expect(size?.width, file).toBeGreaterThan(300);
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});
