/**
 * `npm run bench:read-time -- <corpus folder>` (issue 36): how close the read time's word count and /chat's
 * "This page" come to the page's article, before (the body's words; article-or-main-else-body text) and after
 * (Readability's article, `extension/article/find-article.ts`, with today's count as its fallback), over Mozilla
 * Readability's test corpus: each `<name>/source.html` with `<name>/expected.html`, the expected article. Each page is
 * served from a local server and loaded in Chromium (requests elsewhere are refused), and the same functions the
 * extension runs are run in the page's context (bundled from `read-time-page.ts`). Prints a Markdown table
 * (`--json` prints machine output). The corpus is not in this repository; the error message says how to get it.
 */
import { createServer } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/fixtures/chromium';
import type { PageCounts } from './read-time-page';

const json = process.argv.includes('--json');
const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const log = (line: string) => !json && console.error(line);
const HOW_TO_GET =
  "Get Mozilla Readability's test corpus with `git clone --depth 1 https://github.com/mozilla/readability /tmp/readability` and run `npm run bench:read-time -- /tmp/readability/test/test-pages`.";

/** Ratios of a count to the expected article's words, summed up. */
function summary(ratios: number[]) {
  const sorted = [...ratios].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    within25: ratios.filter((r) => r >= 0.75 && r <= 1.25).length,
    overTwice: ratios.filter((r) => r > 2).length,
    underHalf: ratios.filter((r) => r < 0.5).length,
    median: at(0.5),
    p90: at(0.9),
  };
}
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

async function main(): Promise<void> {
  if (!folder) throw new Error(`Name the corpus folder: npm run bench:read-time -- <folder>. ${HOW_TO_GET}`);
  const root = resolve(folder);
  const names = await readdir(root).catch(() => {
    throw new Error(`No corpus folder at ${root}. ${HOW_TO_GET}`);
  });
  const pages: string[] = [];
  for (const name of names.sort())
    if (
      await stat(join(root, name, 'expected.html')).then(
        () => stat(join(root, name, 'source.html')),
        () => null,
      )
    )
      pages.push(name);
  if (pages.length === 0)
    throw new Error(`${root} holds no <name>/source.html with its <name>/expected.html. ${HOW_TO_GET}`);

  const bundle = await build({
    entryPoints: [join(import.meta.dirname, 'read-time-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
  });
  const code = bundle.outputFiles[0]!.text;
  const server = createServer((request, response) => {
    const path = join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!path.startsWith(root)) return void response.writeHead(403).end();
    readFile(path).then(
      (body) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  const rows: (PageCounts & { name: string; expected: number })[] = [];
  try {
    const context = await browser.newContext();
    await context.route('**/*', (route) =>
      route.request().url().startsWith(origin) ? route.continue() : route.abort(),
    );
    const page = await context.newPage();
    log(`Counting ${pages.length} pages…`);
    for (const name of pages) {
      await page.goto(`${origin}/${name}/expected.html`, { waitUntil: 'domcontentloaded' });
      const expected = await page.evaluate(() => (document.body.textContent ?? '').match(/\S+/g)?.length ?? 0);
      await page.goto(`${origin}/${name}/source.html`, { waitUntil: 'load', timeout: 30_000 }).catch(() => undefined);
      await page.evaluate(code);
      const counts = await page.evaluate(() =>
        (window as unknown as { readTimeCounts: () => PageCounts }).readTimeCounts(),
      );
      rows.push({ name, expected, ...counts });
    }
  } finally {
    await browser.close();
    server.close();
  }
  const measured = rows.filter((row) => row.expected > 0);
  const ratio = (count: number, row: { expected: number }) => count / row.expected;
  const before = summary(measured.map((row) => ratio(row.body, row)));
  const after = summary(measured.map((row) => ratio(row.article ?? row.body, row)));
  const chatBefore = summary(measured.map((row) => ratio(row.chat, row)));
  const chatAfter = summary(measured.map((row) => ratio(row.articleChat ?? row.chat, row)));
  const times = {
    body: {
      p50: quantile(
        measured.map((r) => r.bodyMs),
        0.5,
      ),
      p90: quantile(
        measured.map((r) => r.bodyMs),
        0.9,
      ),
    },
    article: {
      p50: quantile(
        measured.map((r) => r.articleMs),
        0.5,
      ),
      p90: quantile(
        measured.map((r) => r.articleMs),
        0.9,
      ),
      max: Math.max(...measured.map((r) => r.articleMs)),
    },
  };
  const noArticle = measured.filter((row) => row.article === null && !row.overCap).map((row) => row.name);
  const overCap = measured.filter((row) => row.overCap).map((row) => row.name);
  if (json) {
    console.log(
      JSON.stringify(
        { pages: measured.length, before, after, chatBefore, chatAfter, times, noArticle, overCap, rows },
        null,
        2,
      ),
    );
    return;
  }
  const x = (n: number) => `${n.toFixed(2)}x`;
  const line = (label: string, s: ReturnType<typeof summary>) =>
    `| ${label} | ${s.within25} | ${s.overTwice} | ${s.underHalf} | ${x(s.median)} | ${x(s.p90)} |`;
  console.log(
    `Mozilla Readability test corpus: ${measured.length} pages (words counted over the expected article's).\n`,
  );
  console.log('| Count | Within ±25% | Over 2x | Under 0.5x | Median ratio | p90 ratio |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(line('Read time / wordCount, before (body)', before));
  console.log(line('Read time / wordCount, after (article, else body)', after));
  console.log(line('"This page", before (article or main, else body)', chatBefore));
  console.log(line('"This page", after (article, else as before)', chatAfter));
  console.log(
    `\nTime per page: body count p50 ${times.body.p50.toFixed(1)} ms, p90 ${times.body.p90.toFixed(1)} ms; ` +
      `article (clone + Readability) p50 ${times.article.p50.toFixed(1)} ms, p90 ${times.article.p90.toFixed(1)} ms, max ${times.article.max.toFixed(1)} ms.`,
  );
  console.log(`No article found (today's count kept): ${noArticle.length} (${noArticle.join(', ') || 'none'}).`);
  console.log(
    `Past the size caps (not cloned, today's count kept): ${overCap.length} (${overCap.join(', ') || 'none'}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
