import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../tests/fixtures/chromium';

/** The features the installed playwright-core disables, read from its source (the list `disabledFeatures` holds). */
function installedPlaywrightDisabledFeatures(): string[] {
  const core = join(createRequire(import.meta.url).resolve('playwright-core/package.json'), '..');
  const bundle = readFileSync(join(core, 'lib', 'coreBundle.js'), 'utf8');
  const start = bundle.indexOf('disabledFeatures = [');
  const end = bundle.indexOf('].filter(Boolean)', start);
  if (start < 0 || end < 0)
    throw new Error('playwright-core no longer declares `disabledFeatures = [...]`: find its list by hand.');
  const list = bundle.slice(start, end).replace(/\/\/.*$/gm, '');
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

describe('the Chromium flags the end-to-end tests launch with', () => {
  it("repeat Playwright's own disabled features (Chromium keeps only the last --disable-features switch)", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installedPlaywrightDisabledFeatures());
  });

  it("pass one --disable-features switch that holds Playwright's list and the omnibox's WebUI popups", () => {
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});
