/**
 * `npm test`: installs what the tests need (npm packages, wasm32 Rust with wasm-pack and the wasm-bindgen CLI,
 * Chromium, PostgreSQL), builds the test and the product variants (scripts/builds.mjs), runs the typecheck and
 * lints, then every suite (cargo test, Vitest, Playwright), all of them even after a failure, and ends with one
 * line totalling the tests. Exits non-zero on any failure.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { runChecks } from './check.mjs';
import { ensureChromium, ensureNativeRust, ensureNpmPackages, ensurePostgres, versionOf } from './setup.mjs';
import { log, root, runCapture, runStatus } from './shell.mjs';

ensureNpmPackages();
ensureNativeRust();
const chromium = ensureChromium();
const postgresBin = ensurePostgres();
log(`Chromium: ${versionOf(chromium)}; PostgreSQL: ${versionOf(join(postgresBin, 'postgres'))}`);
buildAll({ variant: 'test' }); // what the suites load: the test hooks and the synthetic-history generator
buildAll(); // the product builds (seconds): scripts/product-builds.test.ts checks they carry none of it

const env = { ...process.env, CHROMIUM_PATH: chromium, POSTGRES_BIN: postgresBin };
const failures = await runChecks();
const totals = { passed: 0, failed: 0, skipped: 0 };
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });

/** Reads a JSON report a runner wrote, or null when it wrote none (it crashed before the end). */
function readReport(name) {
  try {
    return JSON.parse(readFileSync(join(reports, name), 'utf8'));
  } catch {
    return null;
  }
}

log('Running cargo test');
const { code: cargo, text: cargoLog } = await runCapture('cargo', ['test', '--workspace', '--color', 'never'], { env });
for (const match of cargoLog.matchAll(/test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored/g)) {
  totals.passed += Number(match[1]);
  totals.failed += Number(match[2]);
  totals.skipped += Number(match[3]);
}
if (cargo !== 0 || /test result: FAILED/.test(cargoLog)) failures.push('cargo test');

log('Running Vitest');
// Both projects of vitest.config.ts (unit; server, with its PostgreSQL cluster) in one run: one JSON report totals them.
const vitest = await runStatus(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  { env },
);
const vitestReport = readReport('vitest.json');
totals.passed += vitestReport?.numPassedTests ?? 0;
totals.failed += vitestReport?.numFailedTests ?? 0;
totals.skipped += (vitestReport?.numPendingTests ?? 0) + (vitestReport?.numTodoTests ?? 0);
if (vitest !== 0) failures.push('vitest');

log('Running Playwright end-to-end tests');
const playwright = await runStatus('npx', ['playwright', 'test', '--reporter=list,json'], {
  env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
});
const stats = readReport('playwright.json')?.stats;
totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
totals.failed += stats?.unexpected ?? 0;
totals.skipped += stats?.skipped ?? 0;
if (playwright !== 0) failures.push('playwright');

if (failures.length) console.error(`[intently] Failed: ${failures.join(', ')}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
