import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/fixtures/chromium';

/**
 * Spec files that spend minutes waiting on real time (live sync's offline and idle minutes, a one-minute timer, sync
 * across a server restart), longest first. Playwright hands out spec files in the order of their projects, so each
 * is a project of its own listed first: their waits then overlap the other files, and the checks and suites that
 * `npm test` runs beside Playwright, instead of being the run's last minutes (issue 32).
 */
const WAITING_SPECS = ['live-sync', 'in-page-tools', 'account-sync'].map(
  (name) => new RegExp(`extension/${name}\\.spec\\.ts$`),
);

/** End-to-end tests in Debian's Chromium: the site against the real server, the extension loaded unpacked. */
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/playwright',
  // One worker per core, at most four, take spec files side by side (most of a test's time is spent waiting on pages,
  // servers and timers); the tests of one file run in order in one worker. PLAYWRIGHT_WORKERS overrides the count.
  fullyParallel: false,
  workers: Number(process.env.PLAYWRIGHT_WORKERS) || Math.min(4, availableParallelism()),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  use: { trace: 'retain-on-failure' },
  projects: [
    ...WAITING_SPECS.map((spec) => ({ name: 'extension', testMatch: spec })),
    {
      name: 'site',
      testMatch: /site\/.*\.spec\.ts/,
      use: { browserName: 'chromium', launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } },
    },
    { name: 'extension', testMatch: /extension\/.*\.spec\.ts/, testIgnore: WAITING_SPECS },
  ],
});
