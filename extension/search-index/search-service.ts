/**
 * The bar's search index in the background service worker (issue 35): the wasm `SearchIndex`
 * (graph-layout-rs/search) fed from what the device stores, saved to IndexedDB, and queried one keystroke
 * at a time.
 *
 * Where it runs: in the service worker. The worker already owns IndexedDB and the browser APIs the rows come
 * from (tabs, sessions, bookmarks); the bar's frame lives inside web pages, so it must never hold the corpus
 * nor spend the page's main thread on it; an offscreen document would hold a second wasm instance and add a hop
 * per keystroke. Each keystroke is one message: the query goes in, at most a screenful of rows (`SearchRow`,
 * long texts cut around the match) comes back; the corpus never leaves wasm memory. The bar keeps showing the
 * previous rows until the answer comes, so nothing waits on the page.
 *
 * Fed incrementally: each bar opening reads only the visits that started after the last one indexed (the
 * tracker's new visits), and refreshes the small kinds (tabs, closed tabs, bookmarks, notes, snippets, clips,
 * commands) as a whole. Saved: the index's bytes and the last visit time it holds go to the `runtime` table
 * (`search-index`) a few seconds after a change, so a worker that just woke reads them back instead of
 * rebuilding. Exact: deleting data and every import (Chrome history, a zip) drop it (`forgetSearchIndex`), and it is
 * rebuilt from what is stored at the next opening; a visit that Browsing history being off did not store is
 * never in it.
 */
import initCore, { SearchIndex } from '../../graph-layout-rs/pkg/core/graph_layout.js';
import { fetchWasm } from '../../graph-layout-rs/ts/fetch-wasm';
import type { IntentlyDb } from '../storage/db';
import { readVisits, visitTimeBounds } from '../storage/read-visits';
import { SEARCH_INDEX_KEY, type SavedIndex } from './saved-index';
import { parseSearchPrefix } from './search-kinds';
import { kindName, visitTitle, type IndexRow, type SearchRow } from './search-rows';
import { SEARCH_KIND } from './search-kinds';

/** Rows a query answers with. */
export const SEARCH_ROWS = 50;
/** Visits read per step while building (a month of a heavy user's history fits). */
const BUILD_WINDOW_MS = 30 * 86_400_000;
/** How long after a change the index is saved (changes come in bursts while the user browses). */
const SAVE_AFTER_MS = 5_000;

let core: Promise<unknown> | null = null;
let current: Promise<{ index: SearchIndex; upTo: number }> | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
/** The open tabs' rows by address: a page that is open is offered as its tab (Enter switches to it). */
let openTabs = new Map<string, IndexRow>();

/** Drops the index in memory and on disk; the next search rebuilds it from what is stored (after a deletion or an import). */
export async function forgetSearchIndex(tracker: IntentlyDb): Promise<void> {
  const old = current;
  current = null;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  await tracker.runtime.delete(SEARCH_INDEX_KEY);
  await old?.then(({ index }) => index.free()).catch(() => undefined);
}

/** Records every stored visit in [from, to) into the index; returns the start of the last one + 1 (or `from`). */
async function addStoredVisits(index: SearchIndex, tracker: IntentlyDb, from: number, to: number): Promise<number> {
  const visits = await readVisits(tracker, from, to);
  if (visits.length === 0) return from;
  index.recordVisits(
    SEARCH_KIND.history,
    visits.map((v) => v.url.replace(/[\r\n]+/g, '')).join('\n'),
    visits.map(visitTitle).join('\n'),
    Float64Array.from(visits, (v) => v.startTime),
    Float32Array.from(visits, (v) => Math.max(0, v.activeTime || 0) / 1000),
  );
  return visits[visits.length - 1]!.startTime + 1;
}

async function loadOrBuild(tracker: IntentlyDb): Promise<{ index: SearchIndex; upTo: number }> {
  core ??= fetchWasm().then((bytes) => initCore({ module_or_path: bytes }));
  await core;
  const saved = (await tracker.runtime.get(SEARCH_INDEX_KEY))?.value as SavedIndex | undefined;
  if (saved?.bytes instanceof Uint8Array) {
    try {
      return { index: SearchIndex.fromBytes(saved.bytes), upTo: saved.upTo };
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
    }
  }
  const index = new SearchIndex();
  const bounds = await visitTimeBounds(tracker);
  let upTo = 0;
  if (bounds)
    for (let from = bounds.first; from <= bounds.last; from += BUILD_WINDOW_MS)
      upTo = Math.max(upTo, await addStoredVisits(index, tracker, from, from + BUILD_WINDOW_MS));
  return { index, upTo };
}

function scheduleSave(tracker: IntentlyDb): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    void current
      ?.then(({ index, upTo }) =>
        tracker.runtime.put({ key: SEARCH_INDEX_KEY, value: { bytes: index.toBytes(), upTo } satisfies SavedIndex }),
      )
      .catch(console.error);
  }, SAVE_AFTER_MS);
}

/** The index, loaded or built once per worker life, with the visits stored since it was saved added. */
export async function searchIndex(tracker: IntentlyDb): Promise<SearchIndex> {
  current ??= loadOrBuild(tracker);
  const state = await current;
  const upTo = await addStoredVisits(state.index, tracker, state.upTo, Infinity);
  if (upTo !== state.upTo) {
    state.upTo = upTo;
    scheduleSave(tracker);
  }
  return state.index;
}

/** Replaces every row of the given kinds with `rows` (the small kinds, refreshed at each bar opening). */
export async function replaceRows(tracker: IntentlyDb, kinds: readonly number[], rows: readonly IndexRow[]) {
  const index = await searchIndex(tracker);
  if (kinds.includes(SEARCH_KIND.tab))
    openTabs = new Map(rows.filter((r) => r.kind === SEARCH_KIND.tab).map((r) => [r.url, r]));
  for (const kind of kinds) index.removeKind(kind);
  for (const r of rows) index.upsert(r.kind, r.key, r.title, r.url, r.detail, r.boost);
  scheduleSave(tracker);
}

/** The best rows for a typed line (an `@` prefix narrows the kinds); `site` is the host of the page under the bar. */
export async function searchRows(tracker: IntentlyDb, line: string, site: string, now: number): Promise<SearchRow[]> {
  const index = await searchIndex(tracker);
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
