/**
 * The bar's search index in the background service worker (issue 35): the wasm `SearchIndex`
 * (graph-layout-rs/search) fed from what the device stores, saved to IndexedDB, and queried one keystroke
 * at a time.
 *
 * Where it runs: in the service worker. The worker already owns IndexedDB and the browser APIs the rows come
 * from (tabs, sessions, bookmarks); the bar's frame lives inside web pages, so it must never hold the corpus;
 * an offscreen document would hold a second wasm instance and add a hop per keystroke. Each keystroke is one
 * message: the query goes in, at most a screenful of rows (`SearchRow`, long texts cut around the match) comes
 * back; the corpus never leaves wasm memory. Before it is sent, the bar's frame answers the keystroke itself,
 * in the keystroke's own task, from a small index it takes from here at each opening (`frameHead`: the most
 * frecent rows of every kind, details cut short; frame-search.ts), and this answer replaces those rows.
 *
 * Fed incrementally: each bar opening reads only the visits that started after the last one indexed (the
 * tracker's new visits), and updates the small kinds (tabs, closed tabs, bookmarks, notes, snippets, clips,
 * commands) in place: an unchanged row costs a comparison, only changed and new rows are written and only rows
 * that are gone are removed (re-adding them all left the index's dead space to grow by the notes' size at each
 * opening, and rebuilt the whole index every few openings). Saved only when something changed.
 *
 * Woken: a worker that was stopped first reads the saved head (saved-index.ts: every row but the visits, the
 * most frecent visited pages, details cut short; a few MB where the whole index is tens) and answers from it
 * (`complete: false`) while the whole index loads; the bar then asks again with `whole` set, which waits for the
 * whole index, and shows that answer in place of the first (the rows the user already sees move as little as
 * the ranking allows, and the selected row stays selected when the whole answer still holds it: bar-app.tsx).
 * The whole index's read and `fromBytes` hold the worker's thread for a while, so they start once the first
 * answer is sent, or `WAKE_WAIT_MS` after the head is read when no query comes. Every query until it is loaded
 * is answered from the head. Then the writes catch up (the opening's row update, the visits stored since the
 * save); with no head saved (an index saved by an older version) the first query is answered from the whole
 * index as saved and the writes wait for it, at most `WAKE_WAIT_MS`. Either way the first answer can miss what
 * changed while the worker slept (a tab closed since); the whole answer that follows cannot.
 *
 * Saved: the index's bytes, its frecency order included (so the first query sorts nothing), and the last visit
 * time it holds go to the `runtime` table (`search-index`) a few seconds after a change, and the head derived
 * from it to the extension's Cache Storage (`saveBoth`: any head there is the one of the index beside it), so a
 * worker that just woke reads them back instead of rebuilding. Exact:
 * deleting data and every import (Chrome history, a zip) drop both (`forgetSearchIndex`), and the index is
 * rebuilt from what is stored at the next opening (with no head until it is saved again); a visit that Browsing
 * history being off did not store is never in either.
 */
import { SearchIndex } from '../../graph-layout-rs/pkg/core/graph_layout.js';
import { startCore } from '../../graph-layout-rs/ts/start-core';
import type { IntentlyDb } from '../storage/db';
import { readVisits, visitTimeBounds } from '../storage/read-visits';
import {
  HEAD_DETAIL_BYTES,
  HEAD_VISIT_ROWS,
  SEARCH_HEAD_CACHE,
  SEARCH_HEAD_URL,
  SEARCH_INDEX_KEY,
  type SavedIndex,
} from './saved-index';
import { answerRows } from './answer-rows';
import { FRAME_DETAIL_BYTES, FRAME_HEAD_ROWS, toBase64, type FrameHead } from './frame-head';
import { visitTitle, type IndexRow, type SearchAnswer } from './search-rows';
import { ALL_KINDS, SEARCH_KIND } from './search-kinds';
/** Visits read per step while building (a month of a heavy user's history fits). */
const BUILD_WINDOW_MS = 30 * 86_400_000;
/** How long after a change the index is saved (changes come in bursts while the user browses). */
const SAVE_AFTER_MS = 5_000;

/** How long a woken worker's writes (and, with a head, the whole index's load) wait for its first query before they go ahead anyway. */
const WAKE_WAIT_MS = 300;

interface IndexState {
  index: SearchIndex;
  upTo: number;
}

/** This worker life's first answer: the writes and the whole index's load wait for it (see the module doc). */
interface Wake {
  /** Whether this worker life answered a query. */
  answered: boolean;
  /** Resolves once the writes may go ahead: after the first answer is sent, or `WAKE_WAIT_MS` after loading. */
  gate: Promise<void>;
  /** Lets the writes go ahead. */
  release: () => void;
}

/** The wasm memory once started (its size is one of bench:bar's figures). */
let wasmMemory: WebAssembly.Memory | null = null;
/** The whole index of this worker life, loading or loaded. */
let current: Promise<IndexState> | null = null;
/** The whole index once loaded. */
let ready: IndexState | null = null;
/** The saved head of this worker life, read once (null: none saved, or the whole index is loaded). */
let head: Promise<SearchIndex | null> | null = null;
let wake: Wake | null = null;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
/** The open tabs' rows by address: a page that is open is offered as its tab (Enter switches to it). */
let openTabs = new Map<string, IndexRow>();

/**
 * Timings for bench:bar (read as `globalThis.__intentlySearchTimings` in test builds), in ms: `wake`, how long each
 * stage took the first time it ran in this worker life (the worker's start to the first call here; the saved head
 * read from Cache Storage and the wasm started, side by side; the head read from its bytes; the first query; the
 * whole index read and read from its bytes; the first query on it; then the opening's row update and the visits
 * caught up); `queries`, each query's time in the worker (the index and the rows built), the last 1,000;
 * `wasmBytes`, the wasm memory's size after the last query (bytes).
 */
const timings = { wake: {} as Record<string, number>, queries: [] as number[], wasmBytes: 0 };
// Test builds only: the product's service worker keeps no bench handle on its global.
if (import.meta.env.VITE_TEST_HOOKS) Object.assign(globalThis, { __intentlySearchTimings: timings });

/** Drops the index in memory and on disk; the next search rebuilds it from what is stored (after a deletion or an import). */
export async function forgetSearchIndex(tracker: IntentlyDb): Promise<void> {
  const old = current;
  current = null;
  ready = null;
  dropHead();
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  // Cache Storage is there in the extension's worker; where it is not (Node, for the data messages' unit tests),
  // no head was ever saved.
  await globalThis.caches?.delete(SEARCH_HEAD_CACHE);
  await tracker.runtime.delete(SEARCH_INDEX_KEY);
  await old?.then(({ index }) => index.free()).catch(() => undefined);
}

/** Frees the head and answers from the whole index from now on. */
function dropHead(): void {
  const old = head;
  head = Promise.resolve(null);
  void old?.then((index) => index?.free()).catch(() => undefined);
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

/** Runs `work`, noting its time in `timings.wake[stage]` the first time the stage runs. */
async function timed<T>(stage: string, work: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    timings.wake[stage] ??= performance.now() - start;
  }
}

/** The wasm started, once. */
const coreStarted = () => timed('wasm start', () => startCore().then((started) => (wasmMemory = started.memory)));

/** Saved bytes read back as an index, or null (none saved, or not one this version wrote: it says why). */
async function fromSaved(saved: SavedIndex | undefined, stage: string): Promise<IndexState | null> {
  await coreStarted();
  if (!(saved?.bytes instanceof Uint8Array)) return null;
  try {
    return await timed(`${stage} fromBytes`, () => ({ index: SearchIndex.fromBytes(saved.bytes), upTo: saved.upTo }));
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return null;
  }
}

/** The saved head, read once per worker life (null when none is saved). */
function headLoaded(): Promise<SearchIndex | null> {
  head ??= (async () => {
    coreStarted().catch(() => undefined); // its failure is met in fromSaved
    const found = await timed('head read from Cache Storage', async () => {
      const response = await (await caches.open(SEARCH_HEAD_CACHE)).match(SEARCH_HEAD_URL);
      return response && new Uint8Array(await response.arrayBuffer());
    });
    return (await fromSaved(found && { bytes: found, upTo: 0 }, 'head'))?.index ?? null;
  })().catch((error: unknown) => {
    console.warn(error instanceof Error ? error.message : error);
    return null;
  });
  return head;
}

async function loadOrBuild(tracker: IntentlyDb): Promise<IndexState> {
  coreStarted().catch(() => undefined); // its failure is met in fromSaved
  const read = await timed('whole index read from IndexedDB', () => tracker.runtime.get(SEARCH_INDEX_KEY));
  const saved = await fromSaved(read?.value as SavedIndex | undefined, 'whole index');
  if (saved) return saved;
  const index = new SearchIndex();
  const bounds = await visitTimeBounds(tracker);
  let upTo = 0;
  if (bounds)
    for (let from = bounds.first; from <= bounds.last; from += BUILD_WINDOW_MS)
      upTo = Math.max(upTo, await addStoredVisits(index, tracker, from, from + BUILD_WINDOW_MS));
  return { index, upTo };
}

/** This worker life's first answer (see `Wake`). */
function life(): Wake {
  if (!wake) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    wake = { answered: false, gate, release };
  }
  return wake;
}

/**
 * The whole index of this worker life, loaded or built once. With a saved head it loads once the first answer
 * (from the head) is sent; its writes wait for that answer (see the module doc).
 */
function loaded(tracker: IntentlyDb): Promise<IndexState> {
  // The worker's time origin is its start: how long it took to start and get the first message.
  if (!current) timings.wake['worker started'] ??= performance.now();
  if (current) return current;
  const { release, gate } = life();
  const mine = (async () => {
    const saved = await headLoaded();
    if (saved) {
      setTimeout(release, WAKE_WAIT_MS);
      await gate;
    }
    const state = await loadOrBuild(tracker);
    if (!saved) setTimeout(release, WAKE_WAIT_MS);
    return state;
  })();
  current = mine;
  void mine.then(
    (state) => {
      if (current !== mine) return; // forgotten meanwhile
      ready = state;
      dropHead();
    },
    () => undefined,
  );
  return mine;
}

function scheduleSave(tracker: IntentlyDb): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    saveTimer = null;
    void current
      ?.then(({ index, upTo }) => {
        const bytes = index.toBytes();
        const small = index.head(1 << SEARCH_KIND.history, HEAD_VISIT_ROWS, HEAD_DETAIL_BYTES, Date.now());
        let headBytes: Uint8Array;
        try {
          headBytes = small.toBytes();
        } finally {
          small.free();
        }
        return saveBoth(tracker, { bytes, upTo }, headBytes);
      })
      .catch(console.error);
  }, SAVE_AFTER_MS);
}

/**
 * Saves the index and its head. The head goes first out and last in, so any head there is was derived from the
 * index saved beside it (a worker stopped between the two leaves no head, and the next wake reads the index).
 */
async function saveBoth(tracker: IntentlyDb, saved: SavedIndex, headBytes: Uint8Array): Promise<void> {
  await caches.delete(SEARCH_HEAD_CACHE);
  await tracker.runtime.put({ key: SEARCH_INDEX_KEY, value: saved });
  await (await caches.open(SEARCH_HEAD_CACHE)).put(SEARCH_HEAD_URL, new Response(headBytes as Uint8Array<ArrayBuffer>));
}

/**
 * Starts loading the index; with a saved head, resolves once a woken worker's first answer is sent (or
 * `WAKE_WAIT_MS` after the head was read), so that the opening's reads of the notes and bookmarks, whose results
 * the worker's thread spends a while taking in, neither hold back the head's read nor the first answer.
 */
export async function firstAnswered(tracker: IntentlyDb): Promise<void> {
  loaded(tracker).catch(console.error);
  if (await headLoaded()) await life().gate;
}

/**
 * Sets the rows of the given kinds to `rows` in place (the small kinds, at each bar opening): rows that are the
 * same cost a comparison, changed and new ones are written, rows of those kinds not in `rows` are removed. The
 * visits stored since the index last read them are added first.
 */
export async function replaceRows(tracker: IntentlyDb, kinds: readonly number[], rows: readonly IndexRow[]) {
  if (kinds.includes(SEARCH_KIND.tab))
    openTabs = new Map(rows.filter((r) => r.kind === SEARCH_KIND.tab).map((r) => [r.url, r]));
  const state = await loaded(tracker);
  await life().gate;
  const upTo = await timed('visits caught up', () => addStoredVisits(state.index, tracker, state.upTo, Infinity));
  let changed = upTo !== state.upTo;
  state.upTo = upTo;
  const mask = kinds.reduce((m, k) => m | (1 << k), 0) >>> 0;
  const keys = rows.map((r) => r.key || r.url);
  await timed('row update', () => {
    for (const r of rows) if (state.index.upsert(r.kind, r.key, r.title, r.url, r.detail, r.boost)) changed = true;
    if (state.index.retainKeys(mask, keys) > 0) changed = true;
  });
  if (changed) scheduleSave(tracker);
}

/**
 * The best rows for a typed line (an `@` prefix narrows the kinds); `site` is the host of the page under the bar.
 * Answered from the saved head while the whole index loads, unless `whole` asks to wait for it (see the module doc).
 */
export async function searchRows(
  tracker: IntentlyDb,
  line: string,
  site: string,
  now: number,
  whole = false,
): Promise<SearchAnswer> {
  const woke = life();
  const loading = loaded(tracker);
  const reading = whole ? null : headLoaded();
  const saved = await reading;
  // A woken worker's first query is answered from the head (or the index as saved) and the whole index's load
  // and the writes follow once it is sent; later ones wait for them to start, never for storage (the visits
  // are caught up at each opening).
  const first = !woke.answered;
  woke.answered = true;
  if (first) setTimeout(woke.release);
  else await woke.gate;
  // The head is freed once the whole index is `ready` or forgotten (then `head` is another promise), checked here
  // in the task that queries it.
  const state = ready ?? (saved && head === reading ? null : await loading);
  const complete = state !== null;
  const start = performance.now();
  const rows = answerRows(state?.index ?? saved!, line, site, now, openTabs);
  const ms = performance.now() - start;
  if (first) timings.wake['first query'] = ms;
  if (complete) timings.wake['first query on the whole index'] ??= ms;
  timings.queries.push(ms);
  timings.wasmBytes = wasmMemory?.buffer.byteLength ?? 0;
  if (timings.queries.length > 1000) timings.queries.shift();
  return { rows, complete };
}

/**
 * The small index the bar's frame answers keystrokes from while it is open (frame-head.ts): the most frecent rows of
 * every kind in the whole index, asked for once the opening's rows are in, and the open tabs.
 */
export async function frameHead(tracker: IntentlyDb, now: number): Promise<FrameHead> {
  const { index } = await loaded(tracker);
  const small = index.head(ALL_KINDS, FRAME_HEAD_ROWS, FRAME_DETAIL_BYTES, now);
  try {
    return { bytes: toBase64(small.toBytes()), tabs: [...openTabs.values()] };
  } finally {
    small.free();
  }
}
