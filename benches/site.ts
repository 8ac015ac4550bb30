/**
 * `npm run bench:site`: Lighthouse (mobile profile, Debian's Chromium) on the landing page served by the real
 * server, printing performance, accessibility, best-practices, SEO and layout shift against the bars of issue #26.
 * `--runs N` takes the median of N runs (default 1); `--json` prints machine output instead.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { startServer } from '../site/server/start-server';
import { CHROMIUM_BASE_ARGS, chromiumPath } from '../tests/fixtures/chromium';
import { median } from './median';

const json = process.argv.includes('--json');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
const log = (line: string) => !json && console.error(line);

/** The bars of issue #26: scores out of 100, and cumulative layout shift. */
const BARS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95, cls: 0.1 };
type Scores = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
};

async function audit(url: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_BASE_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      cls: Number(audits['cumulative-layout-shift']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

const siteDir = await mkdtemp(join(tmpdir(), 'intently-bench-site-'));
const dataDir = await mkdtemp(join(tmpdir(), 'intently-bench-data-'));
log('Building the site…');
await build({
  configFile: join(import.meta.dirname, '../site/vite.config.ts'),
  logLevel: 'silent',
  build: { outDir: siteDir, emptyOutDir: true },
});
const server = await startServer({ port: 0, host: '127.0.0.1', siteDir, dataDir, log: () => {} });
try {
  const results: Scores[] = [];
  for (let run = 1; run <= runs; run++) {
    log(`Lighthouse run ${run}/${runs} on ${server.url}/ (mobile)…`);
    results.push(await audit(`${server.url}/`));
  }
  const keys = Object.keys(results[0]!) as (keyof Scores)[];
  const summary = Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))])) as Scores;
  if (json) console.log(JSON.stringify({ runs, summary, results }, null, 2));
  else {
    const row = (name: string, value: string, bar: string, ok: boolean) =>
      console.log(`${name.padEnd(16)} ${value.padStart(8)}  ${bar.padEnd(8)} ${ok ? 'ok' : 'BELOW BAR'}`);
    console.log(`Landing page, Lighthouse mobile, median of ${runs} run(s)`);
    console.log(`${'metric'.padEnd(16)} ${'value'.padStart(8)}  ${'bar'.padEnd(8)}`);
    row('performance', String(summary.performance), `>= ${BARS.performance}`, summary.performance >= BARS.performance);
    row(
      'accessibility',
      String(summary.accessibility),
      `>= ${BARS.accessibility}`,
      summary.accessibility >= BARS.accessibility,
    );
    row(
      'best-practices',
      String(summary['best-practices']),
      `>= ${BARS['best-practices']}`,
      summary['best-practices'] >= BARS['best-practices'],
    );
    row('SEO', String(summary.seo), `>= ${BARS.seo}`, summary.seo >= BARS.seo);
    row('layout shift', summary.cls.toFixed(3), `<= ${BARS.cls}`, summary.cls <= BARS.cls);
    console.log(`LCP ${summary.lcpMs} ms, total blocking time ${summary.tbtMs} ms`);
  }
} finally {
  await server.close();
  await rm(siteDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}
