/**
 * `npm test`: installs what the tests need (npm packages; Chromium and PostgreSQL from Debian side by side with
 * wasm32 Rust, wasm-pack and the wasm-bindgen CLI), builds the test and the product variants (scripts/builds.mjs),
 * then runs two lanes side by side: the extension's Playwright tests, and beside them Vitest, then at a lower CPU
 * priority cargo test and the typechecks, format check and lints (scripts/check.mjs), then the site's Playwright
 * tests, one after the other; all of them even after a failure, their temporary files in memory where the machine has
 * room (scripts/test-tmpdir.mjs). It ends with each stage's time and one line totalling the tests, and exits non-zero
 * on any failure.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildBothVariants } from './build.mjs';
import { CLIPPY_ARGS, runChecks } from './check.mjs';
import { LTS_NODE_VERSION, LTS_TEST_FILES, olderNodeNotice } from './node-support.mjs';
import { ensureBrowserAndDatabase, ensureLtsNode, ensureNativeRust, versionOf } from './setup.mjs';
import { fail, log, niced, root, runCapture, runStatus } from './shell.mjs';
import { stageClock } from './stage-clock.mjs';
import { testTmpdir } from './test-tmpdir.mjs';

const clock = stageClock();
const notice = olderNodeNotice();
if (notice) log(notice);

/**
 * The niceness of the lane's untimed work beside Playwright. Playwright's two workers leave about a third of two cores
 * idle (their tests wait on pages, servers and timers: 603 CPU-s in 440 s), which the lane fills; cargo test and the
 * checks, which have no timeouts, yield to Playwright when both want the CPU, so its timed tests run as they do alone.
 * Vitest has timeouts: it runs first at the normal priority, while Playwright's first files mostly wait
 * (playwright.config.ts hands those out first), and is over before Playwright's busiest minutes (docs/testing.md).
 */
const LANE_NICENESS = 10;

/**
 * The Rust builds that cargo test and clippy need, compiled at the lane's low priority while the build leaves a core
 * idle (most of its steps are one thread each: about 25 of its CPU-seconds went unused on 2 cores); the lane's cargo
 * test and clippy then run on them (clippy replays what it found). What they print and whether they fail is for the
 * lane's runs to report, not this warm-up. Its Cargo folder (target/debug) is not the wasm builds' (target/release
 * and the wasm32 target's), so neither waits on the other's lock. Not during the install: beside npm ci, even at
 * this priority, it made the install 3 to 11 s longer in four clean runs.
 */
async function warmRustBuilds() {
  for (const args of [['test', '--workspace', '--no-run', '--color', 'never'], CLIPPY_ARGS])
    await runCapture(...niced(LANE_NICENESS, 'cargo', args), { quiet: true });
}

await clock.time('install', async () => {
  ensureNativeRust();
  // npm and apt-get wait on the network and the disk while cargo compiles: side by side, each in a process of its own.
  const parts = ['npm-packages', 'browser-and-database', 'wasm-toolchain', 'lts-node'];
  const codes = await Promise.all(parts.map((part) => runStatus('node', ['scripts/setup.mjs', part])));
  const failed = parts.filter((_, i) => codes[i] !== 0);
  if (failed.length) fail(`Setup failed (${failed.join(', ')}): see its sentence above.`);
});
const { chromium, postgresBin } = ensureBrowserAndDatabase(); // both there now: this only finds them
const ltsNode = ensureLtsNode(); // null on a supported Node; else installed now, so this only finds it
log(`Chromium: ${versionOf(chromium)}; PostgreSQL: ${versionOf(join(postgresBin, 'postgres'))}`);

// The test build is what the suites load (the test hooks and the synthetic-history generator); the product build
// is checked by scripts/product-builds.test.ts to carry none of it.
const rustWarm = warmRustBuilds();
await clock.time('build', buildBothVariants);

const scratch = testTmpdir();
process.on('exit', () => rmSync(scratch, { recursive: true, force: true })); // on every way out, failures included
const env = { ...process.env, CHROMIUM_PATH: chromium, POSTGRES_BIN: postgresBin, TMPDIR: scratch };
const failures = [];
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

/** Adds a Vitest JSON report's counts to the totals. */
function countVitest(report) {
  totals.passed += report?.numPassedTests ?? 0;
  totals.failed += report?.numFailedTests ?? 0;
  totals.skipped += (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
}

/**
 * Runs a command of the lane beside Playwright, at `niceness`, with `more` added to the tests' environment, and prints
 * its output in one piece when it ends.
 */
async function inLane(title, command, args, niceness = 0, more = {}) {
  const { code, text } = await runCapture(...niced(niceness, command, args), { env: { ...env, ...more }, quiet: true });
  console.log(`[intently] ${title}:\n${text}`);
  return { code, text };
}

/** cargo test, counted from its summary lines. */
async function cargoTest() {
  const args = ['test', '--workspace', '--color', 'never'];
  const { code, text } = await inLane('cargo test', 'cargo', args, LANE_NICENESS);
  for (const match of text.matchAll(/test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored/g)) {
    totals.passed += Number(match[1]);
    totals.failed += Number(match[2]);
    totals.skipped += Number(match[3]);
  }
  if (code !== 0 || /test result: FAILED/.test(text)) failures.push('cargo test');
}

/** Both projects of vitest.config.ts (unit; server, with its PostgreSQL cluster): one JSON report totals them. */
async function vitest() {
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'];
  const { code } = await inLane('Vitest', 'npx', args);
  countVitest(readReport('vitest.json'));
  if (code !== 0) failures.push('vitest');
}

/** On a Node older than package.json's engines, the server's deploy tests (LTS_TEST_FILES) again on the LTS Node, so a deploy on it is tested. */
async function deployTestsOnLts() {
  const args = [join('node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'server', ...LTS_TEST_FILES];
  const reporters = ['--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest-lts-node.json'];
  const { code } = await inLane(`The server's deploy tests on Node ${LTS_NODE_VERSION}`, ltsNode, [
    ...args,
    ...reporters,
  ]);
  countVitest(readReport('vitest-lts-node.json'));
  if (code !== 0) failures.push(`vitest on Node ${LTS_NODE_VERSION}`);
}

/** Adds a Playwright JSON report's counts to the totals (`name` failed when its run exited non-zero). */
function countPlaywright(report, code, name) {
  const stats = readReport(report)?.stats;
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  if (code !== 0) failures.push(name);
}

// No traces in either Playwright run: nobody opens them after a whole run, and recording them cost 16% of the time
// (`npx playwright test` on one file keeps playwright.config.ts's retain-on-failure).
const PLAYWRIGHT = ['playwright', 'test', '--reporter=list,json', '--trace=off'];

/**
 * The site's end-to-end tests (Playwright's `site` project), in one worker of their own at the end of the lane. Once
 * the lane's other stages are over, the extension's two workers alone left a core partly idle whenever both waited on
 * real time; the site's tests fill it. They write their failures' files to a folder of their own, since Playwright
 * empties its output folder as it starts.
 */
async function siteTests() {
  const args = [...PLAYWRIGHT, '--project', 'site', '--workers', '1', '--output', 'test-results/playwright-site'];
  const report = { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright-site.json') };
  const { code } = await inLane("Playwright, the site's tests", 'npx', args, 0, report);
  countPlaywright('playwright-site.json', code, 'playwright (site)');
}

// The lane beside Playwright, one stage after the other (cargo test and Vitest side by side starved the slowest server
// test past its 30 s timeout on 2 cores): first the suites with timeouts, then the untimed work, yielding the CPU, then
// the site's end-to-end tests.
const lane = (async () => {
  await clock.time('vitest', vitest);
  if (ltsNode) await clock.time(`server deploy tests on Node ${LTS_NODE_VERSION}`, deployTestsOnLts);
  await rustWarm; // one cargo at a time in target/debug
  await clock.time('cargo test', cargoTest);
  failures.push(...(await clock.time('typecheck, format and lint', () => runChecks({ niceness: LANE_NICENESS }))));
  await clock.time('playwright (site)', siteTests);
})();
log("Running the extension's end-to-end tests, and beside them Vitest, cargo test, the checks and the site's tests");
await clock.time('playwright (extension)', async () => {
  const code = await runStatus('npx', [...PLAYWRIGHT, '--project', 'extension'], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
  });
  countPlaywright('playwright.json', code, 'playwright (extension)');
});
await lane;

console.log(['[intently] Time per stage (seconds):', ...clock.table().map((line) => `  ${line}`)].join('\n'));
if (failures.length) console.error(`[intently] Failed: ${failures.join(', ')}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
