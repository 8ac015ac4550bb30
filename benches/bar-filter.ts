/** bench:bar part 1 (Node): the bar's fuzzy filter per keystroke over commands + 5k history items. */
import { barResults, indexSources } from '../extension/command-bar/bar-results';
import { percentile } from './bar-stats';

/** Per-keystroke filter times (ms) while typing several queries over 5k history items. */
export function measureFilter(): { p50: number; p95: number; max: number; items: number } {
  const history = Array.from({ length: 5000 }, (_, i) => ({
    url: `https://site${i % 400}.example.org/articles/${i}/reading-on-the-web`,
    title: `Article ${i}: notes on focus, tabs and browsing with intention`,
    lastVisit: i,
  }));
  const tabs = Array.from({ length: 40 }, (_, i) => ({
    id: i,
    windowId: 1,
    title: `Open tab ${i}`,
    url: `https://tab${i}.example.com/`,
  }));
  const items = indexSources({ tabs, history, notes: [], snippets: [] });
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const query of ['focus tabs', 'site12 article', 'intention', '/gr', 'zzz nothing']) {
      for (let n = 1; n <= query.length; n++) {
        const start = performance.now();
        barResults(items, query.slice(0, n), new Map());
        times.push(performance.now() - start);
      }
    }
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), items: items.length };
}
