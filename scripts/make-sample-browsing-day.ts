/**
 * `npm run make:sample-day`: writes the site's built-in sample browsing day and, from the graph core's layout
 * of the same visits, the static picture shown under 768 px. Both are committed; run it after changing either.
 */
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { instantiateGraphCore } from '../graph-layout-rs/ts/graph-core';
import { toVisitColumns } from '../graph-layout-rs/ts/visit-columns';
import { readWasmBytes } from '../graph-layout-rs/ts/wasm-bytes';
import { sampleBrowsingDay } from './sample-browsing-day';
import { sampleGraphSvg } from './sample-graph-svg';

/** The committed sample data file the site's demo graph imports. */
export const SAMPLE_DAY_FILE = new URL('../site/src/demo-graph/sample-browsing-day.json', import.meta.url);

/** The committed static picture of the sample graph. */
export const SAMPLE_GRAPH_FILE = new URL('../site/public/images/sample-graph.svg', import.meta.url);

/** The contents of both files, generated afresh (deterministic: same bytes on every run and machine). */
export async function sampleDayFiles(): Promise<{ json: string; svg: string }> {
  const visits = sampleBrowsingDay();
  const core = await instantiateGraphCore(await readWasmBytes());
  const graph = core.compute(toVisitColumns(visits), 0); // UTC: the times are the day's wall clock
  return { json: `${JSON.stringify(visits, null, 1)}\n`, svg: sampleGraphSvg(graph.columns, visits) };
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const { json, svg } = await sampleDayFiles();
  await writeFile(SAMPLE_DAY_FILE, json);
  await writeFile(SAMPLE_GRAPH_FILE, svg);
  console.log(`Wrote ${SAMPLE_DAY_FILE.pathname} and ${SAMPLE_GRAPH_FILE.pathname}`);
}
