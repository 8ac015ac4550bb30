/** Where the bar's search index is saved (the tracker database's `runtime` table) and in what shape. Pure. */

/** The `runtime` row holding the saved index. */
export const SEARCH_INDEX_KEY = 'search-index';

/** The saved index: its bytes (`SearchIndex.toBytes`) and how far into the stored visits it reaches. */
export interface SavedIndex {
  bytes: Uint8Array;
  /** Visits that started before this are in the index. */
  upTo: number;
}
