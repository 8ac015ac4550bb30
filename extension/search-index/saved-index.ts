/** Where the bar's search index is saved (the tracker database's `runtime` table) and in what shape. Pure. */

/** The `runtime` row holding the saved index. */
export const SEARCH_INDEX_KEY = 'search-index';

/**
 * Where the saved head is kept: a small index derived from the saved one (every row but the visits, the
 * `HEAD_VISIT_ROWS` most frecent visited pages, details cut to `HEAD_DETAIL_BYTES`), which a worker that just woke
 * reads first and answers from while the whole index loads. It is the body of one entry of the extension's Cache
 * Storage (`SEARCH_HEAD_CACHE`, under the never-fetched address `SEARCH_HEAD_URL`), not an IndexedDB row: a
 * woken worker's IndexedDB requests queue behind the bar opening's own (its 10,000 notes), measured at 300 to
 * 650 ms under load, while Cache Storage answers beside them.
 */
export const SEARCH_HEAD_CACHE = 'intently-search-head';

/** The saved head's key in its cache (an address nothing fetches). */
export const SEARCH_HEAD_URL = 'https://intently.invalid/search-index-head';

/** Visited pages the head holds: the most frecent at the save. */
export const HEAD_VISIT_ROWS = 5_000;

/** Bytes of a row's detail (a note's text, a clip's) the head holds: the start of it. */
export const HEAD_DETAIL_BYTES = 256;

/** The saved index: its bytes (`SearchIndex.toBytes`) and how far into the stored visits it reaches. */
export interface SavedIndex {
  bytes: Uint8Array;
  /** Visits that started before this are in the index. */
  upTo: number;
}
