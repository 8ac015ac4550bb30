/**
 * What the bar's search index holds, as rows (pure): stored visits, notes, snippets, clips, open and
 * closed tabs, bookmarks and commands, each with its kind and key, and the one row shape a query answers
 * with (what the bar's frame receives by message: at most a screenful, never the corpus; its own small index is
 * frame-head.ts).
 */
import type { StoredVisit } from '../storage/visit-types';
import type { Clip, Note, Snippet } from '../storage/tools-db';
import { SEARCH_KIND, type SearchKindName } from './search-kinds';

/** One result of a search as the bar shows it. */
export interface SearchRow {
  kind: SearchKindName;
  /** The row's key: the address for pages, `note:<site>`, `clip:<id>`, `tab:<id>`, `closed:<sessionId>`, `cmd:<name>`. */
  key: string;
  title: string;
  url: string;
  /** A channel, a note's or a clip's text around the match. */
  detail: string;
  /** Matched characters as UTF-16 offsets in title, url and detail. */
  marks: [number[], number[], number[]];
  /**
   * What its frecency is made of: boost, visits, last visit (ms), seconds of dwell. The bar frame's own index
   * takes the row in with them, so the next keystroke ranks it there as the worker does (frame-search.ts).
   */
  rank: [number, number, number, number];
}

/**
 * What a query answers: its rows, and whether they come from the whole index. A worker that just woke answers
 * from the saved head while the whole index loads (`complete: false`); the bar then asks again for the whole
 * answer and shows it in place of the first.
 */
export interface SearchAnswer {
  rows: SearchRow[];
  complete: boolean;
}

/** A row to write with `SearchIndex.upsert`. */
export interface IndexRow {
  kind: number;
  key: string;
  title: string;
  url: string;
  detail: string;
  boost: number;
}

const KIND_NAMES = Object.fromEntries(Object.entries(SEARCH_KIND).map(([name, kind]) => [kind, name])) as Record<
  number,
  SearchKindName
>;

/** The name of a kind number the index returned. */
export const kindName = (kind: number): SearchKindName => KIND_NAMES[kind] ?? 'history';

/** A stored visit's title as searched: a video's title and channel when the page was a video. */
export function visitTitle(visit: Pick<StoredVisit, 'title' | 'url' | 'video'>): string {
  const title = visit.video
    ? `${visit.video.title}${visit.video.author ? ` — ${visit.video.author}` : ''}`
    : visit.title;
  // One line per visit in `recordVisits`: a newline in a title would shift every later one.
  return (title || visit.url).replace(/[\r\n]+/g, ' ');
}

/** The notes, snippets and clips as rows (full text; the index cuts what a result carries). */
export function toolRows(notes: readonly Note[], snippets: readonly Snippet[], clips: readonly Clip[]): IndexRow[] {
  return [
    ...notes.map((n) => ({
      kind: SEARCH_KIND.note,
      key: `note:${n.site}`,
      title: n.site,
      url: '',
      detail: n.text,
      boost: 1,
    })),
    ...snippets.map((s) => ({
      kind: SEARCH_KIND.snippet,
      key: `snippet:${s.id}`,
      title: s.text.slice(0, 80),
      url: '',
      detail: s.text,
      boost: 0.5,
    })),
    ...clips.map((c) => ({
      kind: SEARCH_KIND.clip,
      key: `clip:${c.id}`,
      title: c.text.slice(0, 80),
      url: c.url,
      detail: c.text,
      boost: 0.5,
    })),
  ];
}
