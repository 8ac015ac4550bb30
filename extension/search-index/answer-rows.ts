/**
 * The rows a search index answers a typed line with (issue 35): the service worker's whole index and the bar
 * frame's own small one (frame-search.ts) both answer through this, so a row ranks and reads the same in both.
 */
import type { SearchIndex } from '../../graph-layout-rs/pkg/core/graph_layout.js';
import { parseSearchPrefix } from './search-kinds';
import { kindName, type IndexRow, type SearchRow } from './search-rows';

/** Rows a query answers with. */
const SEARCH_ROWS = 50;

/** The rows `index` answers `line` with, best first; a page that is open (`openTabs`, by address) as its tab, once. */
export function answerRows(
  index: SearchIndex,
  line: string,
  site: string,
  now: number,
  openTabs: ReadonlyMap<string, IndexRow>,
): SearchRow[] {
  const { kinds, query } = parseSearchPrefix(line);
  const hits = index.query(query, kinds, now, site, SEARCH_ROWS);
  try {
    const rows: SearchRow[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < hits.length; i++) {
      const row: SearchRow = {
        kind: kindName(hits.kind(i)),
        key: hits.key(i),
        title: hits.title(i),
        url: hits.url(i),
        detail: hits.detail(i),
        marks: [Array.from(hits.marks(i, 0)), Array.from(hits.marks(i, 1)), Array.from(hits.marks(i, 2))],
        rank: [hits.boost(i), hits.visits(i), hits.lastVisit(i), hits.dwell(i)],
      };
      // A visited or bookmarked page that is open now is its tab, once, where the page ranked.
      const tab = (row.kind === 'history' || row.kind === 'bookmark') && openTabs.get(row.url);
      if (tab)
        Object.assign(row, {
          kind: 'tab',
          key: tab.key,
          title: tab.title,
          marks: [tab.title === row.title ? row.marks[0] : [], row.marks[1], []],
        });
      if (seen.has(row.key)) continue;
      seen.add(row.key);
      rows.push(row);
    }
    return rows;
  } finally {
    hits.free();
  }
}
