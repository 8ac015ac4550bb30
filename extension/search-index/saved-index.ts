/** Where the bar's search index is saved (the tracker database's `runtime` table) and in what shape. Pure. */

/** The `runtime` row holding the saved index. */
export const SEARCH_INDEX_KEY = 'search-index';

/**
 * The `runtime` row holding the saved head: a small index derived from the saved one and written in the same
 * transaction (every row but the visits, the `HEAD_VISIT_ROWS` most frecent visited pages, details cut to
 * `HEAD_DETAIL_BYTES`), which a worker that just woke reads first and answers from while the whole index loads.
 */
export const SEARCH_HEAD_KEY = 'search-index-head';

/** Visited pages the head holds: the most frecent at the save. */
export const HEAD_VISIT_ROWS = 5_000;

/** Bytes of a row's detail (a note's text, a clip's) the head holds: the start of it. */
export const HEAD_DETAIL_BYTES = 256;

/** The saved index (or its head): its bytes (`SearchIndex.toBytes`) and how far into the stored visits it reaches. */
export interface SavedIndex {
  bytes: Uint8Array;
  /** Visits that started before this are in the index. */
  upTo: number;
}
