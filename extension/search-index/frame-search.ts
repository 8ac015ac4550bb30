/**
 * The bar frame's own search (issue 35: keystroke to rows painted). An answer from the service worker arrives
 * after a message round trip and the worker's query, a few ms after the keystroke, so its rows are painted a
 * frame later than the keystroke's own: 24.7 ms at p95 on a quiet machine, against a bar of 16. So at each
 * opening the frame takes a small index from the worker (frame-head.ts: the 500 most frecent rows of every
 * kind, details cut short, about 100 KB), held in its own wasm instance while the bar is open and freed when it
 * closes. Each keystroke is answered from it synchronously, in the keystroke's own task, before the worker is
 * asked: the same scorer and ranking as the whole index (a row ranks as it would there, among fewer rows). The
 * worker's whole answer then replaces those rows in place (bar-app.tsx, `complete`), and the frame's index takes
 * its rows in (`learn`, with what their frecency is made of): a longer line's best rows are mostly among a shorter
 * one's, so the next keystroke's own answer ranks them as the worker will.
 *
 * It is never the corpus (the frame lives inside web pages, and holds what one opening shows at most): the
 * rest, the long texts and the 1M visits stay in the worker. It is read at each opening, after the opening's
 * rows are in, so it never holds a row deleted before the bar opened.
 */
import { SearchIndex } from '../../graph-layout-rs/pkg/core/graph_layout.js';
import { startCore } from '../../graph-layout-rs/ts/start-core';
import { answerRows } from './answer-rows';
import { fromBase64, type FrameHead } from './frame-head';
import { SEARCH_KIND } from './search-kinds';
import type { IndexRow, SearchRow } from './search-rows';

/** The frame's small index, answering a typed line synchronously. */
export interface FrameSearch {
  /** The rows it answers `line` with, as the worker's whole index would rank them among its rows. */
  rows: (line: string, site: string, now: number) => SearchRow[];
  /** Takes in the rows of a worker's answer (their text as the answer carries it, their frecency as the worker's). */
  learn: (rows: readonly SearchRow[]) => void;
  /** How many rows it held when it was read. */
  size: number;
  /** Frees its wasm memory (at the bar's close). */
  free: () => void;
}

/** The frame's search over `index` (its own, freed by `free`), a page that is open offered as its tab (`tabs`). */
export function frameSearch(index: SearchIndex, tabs: readonly IndexRow[]): FrameSearch {
  const open = new Map(tabs.map((tab) => [tab.url, tab]));
  return {
    rows: (line, site, now) => answerRows(index, line, site, now, open),
    learn: (rows) => {
      for (const { kind, key, title, url, detail, rank } of rows) {
        index.upsert(SEARCH_KIND[kind], key, title, url, detail, rank[0]);
        index.setVisits(key, rank[1], rank[2], rank[3]);
      }
    },
    size: index.length,
    free: () => index.free(),
  };
}

/** The frame's index read from what the worker sent (the wasm started first, once per frame). */
export async function loadFrameSearch(head: FrameHead): Promise<FrameSearch> {
  await startCore();
  return frameSearch(SearchIndex.fromBytes(fromBase64(head.bytes)), head.tabs);
}
