/**
 * `npm run bench:bar`: the command bar against the DESIGN bars. Needs a built extension
 * (`npx wxt build`; WXT_OUT_DIR moves it) and the test build (`node scripts/build.mjs --test`;
 * WXT_TEST_OUT_DIR moves it) for the search in the bar. Prints a Markdown table (`--json` prints machine
 * output; `--index` measures only the search index, benches/bar-index.ts, without a browser; `--search`
 * the index and the search in the bar, benches/bar-search.ts).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/fixtures/chromium';
import { serveTestPages } from '../tests/fixtures/test-pages';
import { VARIED_PAGES } from '../tests/extension/bar-helpers';
import { countConsoleErrors, measureContentScript, measureOpen } from './bar-browser';
import { measureFilter } from './bar-filter';
import { indexRows, measureIndex } from './bar-index';
import { measureBarSearch } from './bar-search';
import { printTable, type BarRow } from './bar-stats';

const json = process.argv.includes('--json');
const log = (line: string) => !json && console.error(line);
const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * Share of the last 10 s in which some task waited for a CPU (Linux PSI, /proc/pressure/cpu), or null.
 * On a shared virtual machine this shows starvation that the load average does not (it stays high while
 * the cores idle, and reads low while the host withholds them).
 */
function cpuWait(): number | null {
  try {
    const some = /some avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    return some ? Number(some[1]) : null;
  } catch {
    return null;
  }
}
const waitText = (w: number | null) => (w === null ? 'unknown' : `${w.toFixed(0)}%`);

async function main(): Promise<void> {
  const loadAtStart = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const waitAtStart = cpuWait();
  const index = indexRows(await measureIndex(log));
  if (!process.argv.includes('--index')) index.push(...(await measureBarSearch(log)));
  if (process.argv.includes('--index') || process.argv.includes('--search')) {
    printTable(index);
    console.log(
      `\n${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (at start: ${loadAtStart}).`,
    );
    return;
  }
  const extension = resolve(process.env.WXT_OUT_DIR ?? '.output', 'chrome-mv3');
  const manifest = await readFile(join(extension, 'manifest.json'), 'utf8').catch(() => {
    throw new Error(`No built extension at ${extension}: run \`npx wxt build\` first (WXT_OUT_DIR moves it).`);
  });
  // Every script a web page gets before the bar is ever opened: the manifest's content scripts.
  const contentFiles = (JSON.parse(manifest) as { content_scripts: { js: string[] }[] }).content_scripts.flatMap(
    (c) => c.js,
  );
  const contentCode = await Promise.all(contentFiles.map((f) => readFile(join(extension, f))));
  const contentBytes = contentCode.reduce((sum, code) => sum + code.length, 0);
  const contentGzip = contentCode.reduce((sum, code) => sum + gzipSync(code).length, 0);

  log('Filtering 5k history items per keystroke…');
  const filter = measureFilter();

  const profile = await mkdtemp(join(tmpdir(), 'intently-bench-bar-'));
  const pages = await serveTestPages();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extension}`, `--load-extension=${extension}`],
  });
  try {
    if (!context.serviceWorkers()[0]) await context.waitForEvent('serviceworker');
    const firstRuns = Number(process.env.BAR_FIRST_RUNS ?? 20);
    const repeatRuns = Number(process.env.BAR_RUNS ?? 40);
    log(`Opening the bar on ${firstRuns} fresh pages, then ${repeatRuns} times on one page…`);
    await measureOpen(context, pages.url('bar-plain.html'), 2, 2); // warm-up: first loads of the frame's files
    const { first, repeat, missed } = await measureOpen(context, pages.url('bar-plain.html'), firstRuns, repeatRuns);
    log('Profiling the content script on 20 page loads…');
    const cost = await measureContentScript(context, pages.url('bar-article.html'), 20, contentFiles);
    log('Opening the bar on 20 varied pages…');
    const varied = await countConsoleErrors(
      context,
      VARIED_PAGES.map((p) => pages.url(p)),
    );

    const rows: BarRow[] = [
      ...index,
      {
        what: `bar visible with its input focused after the second key press, first opening on a page (p95; p50; ${first.runs} pages)`,
        value: `${ms(first.p95)}; ${ms(first.p50)} (main-thread CPU p95 ${ms(first.cpuP95)}; p50 ${ms(first.cpuP50)})`,
        bar: '≤ 50 ms',
        pass: first.p95 <= 50,
      },
      {
        what: `bar visible with its input focused after the second key press, reopening (p95; p50; ${repeat.runs} runs)`,
        value: `${ms(repeat.p95)}; ${ms(repeat.p50)} (main-thread CPU p95 ${ms(repeat.cpuP95)}; p50 ${ms(repeat.cpuP50)})`,
        bar: '≤ 50 ms',
        pass: repeat.p95 <= 50,
      },
      // DESIGN states its bars as medians. The main thread's own time is its CPU time: the wall time also
      // counts the moments the OS ran other processes (on 2 cores the page load's own browser and GPU
      // processes): an empty content script measured up to 5.8 ms of wall time here. Both are printed.
      {
        what: `content script main-thread CPU time per page load before the bar opens (p50 of ${cost.runs}; max)`,
        value: `${ms(cost.cpuP50)}; ${ms(cost.cpuMax)} (wall p50 ${ms(cost.p50)}; max ${ms(cost.max)})`,
        bar: '≤ 5 ms',
        pass: cost.cpuP50 <= 5,
      },
      {
        what: 'content script JS before the bar opens',
        value: `${(contentBytes / 1024).toFixed(1)} KB (${(contentGzip / 1024).toFixed(1)} KB gzip)`,
        bar: '≤ 50 KB',
        pass: contentBytes <= 50 * 1024,
      },
      {
        what: `filter per keystroke, ${filter.items} items (p95; p50; max)`,
        value: `${ms(filter.p95)}; ${ms(filter.p50)}; ${ms(filter.max)}`,
        bar: '≤ 16 ms',
        pass: filter.p95 <= 16,
      },
      {
        what: 'console errors opening the bar on 20 varied pages',
        value: `${varied.errors.length} errors, opened on ${varied.opened}/20`,
        bar: '0, 20/20',
        pass: varied.errors.length === 0 && varied.opened === 20,
      },
    ];
    if (json)
      console.log(
        JSON.stringify(
          {
            rows,
            first,
            repeat,
            missed,
            cost,
            filter,
            errors: varied.errors,
            cpus: cpus().length,
            loadavg: loadavg(),
            cpuWait: { start: waitAtStart, end: cpuWait() },
          },
          null,
          2,
        ),
      );
    else {
      printTable(rows);
      console.log(
        `\n${cpus().length} CPUs, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(
            ' ',
          )} (at start: ${loadAtStart}); some task waiting for a CPU ${waitText(cpuWait())} of the last 10 s (at start: ${waitText(waitAtStart)}). Wall times on a shared machine stretch with load; CPU times much less.`,
      );
      if (missed)
        console.log(
          `${missed} double presses were not sampled: the loaded machine delayed the harness's second press past 300 ms, or routed its click to the hidden bar frame.`,
        );
      for (const e of varied.errors) console.log(`error: ${e}`);
    }
  } finally {
    await context.close().catch(() => undefined);
    await pages.close();
    await rm(profile, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
