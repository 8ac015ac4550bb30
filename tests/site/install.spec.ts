import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { BUILDS } from '../../scripts/builds.mjs';
import { expect, test } from '../fixtures/site';

/** A listing address as VITE_STORE_URL would name it (the test build reads window.intentlyStoreUrl instead). */
const STORE_URL = 'https://chromewebstore.google.com/detail/intently/eacooblfibgejfbobebbfnhdkkfcmehj';

/** The landing page's calls to action that lead to installing: each enters early-access mode (SPEC §2). */
const CALLS_TO_ACTION: [string, (page: Page) => Promise<void>][] = [
  ['the hero’s Install Free', (page) => page.locator('.hero').getByRole('button', { name: 'Install Free' }).click()],
  [
    'the header’s Get Started',
    (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get Started' }).click(),
  ],
  [
    'the closing Install Free',
    (page) => page.locator('.install-cta').getByRole('button', { name: 'Install Free' }).click(),
  ],
];

/** The fields of the built extension's manifest that make it the product: name, version and the key that fixes its id. */
async function builtManifest(): Promise<{ name: string; version: string; key: string }> {
  const { name, version, key } = JSON.parse(await readFile(join(BUILDS.test.extension, 'manifest.json'), 'utf8'));
  return { name, version, key };
}

test.describe('without a store listing (VITE_STORE_URL unset)', () => {
  for (const [name, click] of CALLS_TO_ACTION) {
    test(`${name} leads through Download for Chrome to /install`, async ({ page }) => {
      await page.goto('/');
      await click(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the early access');
      await expect(page.locator('.hero .tagline')).toHaveText(
        /^Download the beta and load it in Chrome: .* without an account\. Signing in, .* is by invitation while in beta: join the waitlist for yours\.$/,
      );
      await page.getByRole('link', { name: 'Download for Chrome' }).click();
      await expect(page).toHaveURL(/\/install$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Install the Intently beta');
    });
  }

  test('the glowing Download button animates only opacity, which the compositor runs without repainting', async ({
    page,
  }) => {
    await page.goto('/install');
    const button = page.getByRole('link', { name: 'Download Intently for Chrome (.zip)' });
    const animated = await button.evaluate((element) =>
      element.getAnimations({ subtree: true }).map((animation) => ({
        name: (animation as CSSAnimation).animationName,
        infinite: animation.effect?.getComputedTiming().iterations === Infinity,
        properties: [
          ...new Set(
            (animation.effect as KeyframeEffect)
              .getKeyframes()
              .flatMap((frame) =>
                Object.keys(frame).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
              ),
          ),
        ],
      })),
    );
    expect(animated).toEqual([{ name: 'glow', infinite: true, properties: ['opacity'] }]);
  });

  test('/install downloads the built extension’s zip, key kept, and shows the three steps with their pictures', async ({
    page,
  }) => {
    await page.goto('/install');
    await expect(page).toHaveTitle('Install the beta · Intently');
    await expect(page.getByRole('link', { name: 'Open the Chrome Web Store' })).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Intently for Chrome (.zip)' }).click(),
    ]);
    const manifest = await builtManifest();
    expect(download.suggestedFilename()).toBe(`intently-${manifest.version}-chrome.zip`);
    const files = unzipSync(new Uint8Array(await readFile(await download.path())));
    const { name, version, key } = JSON.parse(new TextDecoder().decode(files['manifest.json']));
    expect({ name, version, key }).toEqual(manifest);

    const steps = page.locator('.install-steps > li');
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Turn on Developer mode',
      'Click Load unpacked',
      'Intently is installed',
    ]);
    for (const picture of await steps.getByRole('img').all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
    }
    await page.getByRole('button', { name: 'Join Early Access' }).click();
    await expect(page.getByRole('dialog', { name: 'Join Early Access' })).toBeVisible();
  });
});

test.describe('with a store listing', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((url) => Object.assign(window, { intentlyStoreUrl: url }), STORE_URL);
  });

  for (const [name, click] of CALLS_TO_ACTION) {
    test(`${name} leads to Download for Chrome opening the store page in a new tab`, async ({ page }) => {
      await page.goto('/');
      await click(page);
      await expect(page.locator('.hero .tagline')).toHaveText(/^Install it from the Chrome Web Store: /);
      // Headless Chromium here closes itself on a new tab to another site, so the link is read, not followed.
      const download = page.getByRole('link', { name: 'Download for Chrome' });
      await expect(download).toHaveAttribute('href', STORE_URL);
      await expect(download).toHaveAttribute('target', '_blank');
      await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    });
  }

  test('/install points to the store first', async ({ page }) => {
    await page.goto('/install');
    await expect(page.getByRole('link', { name: 'Open the Chrome Web Store' })).toHaveAttribute('href', STORE_URL);
  });
});
