import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/fixtures/chromium';

/** End-to-end tests in Debian's Chromium: the site against the real server, the extension loaded unpacked. */
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      name: 'site',
      testMatch: /site\/.*\.spec\.ts/,
      use: { browserName: 'chromium', launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } },
    },
    { name: 'extension', testMatch: /extension\/.*\.spec\.ts/ },
  ],
});
