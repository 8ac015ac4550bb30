import { packStrings, type PackedStrings } from './packed-strings';
import { searchQueryOf } from './display-title';
import type { VisitDayRow } from '../../storage/visit-day-row';

/** Ends each node's search text, so that no match runs from one node's text into the next. */
const END = '\u0000';

/**
 * The lower-cased text a search looks through for a visit (SPEC §5 graph search fields: url, title, video title,
 * video author, the search-engine query), ended by END. `videoTitle` and `videoAuthor` are '' when the visit has none.
 */
export function haystackText(url: string, title: string, videoTitle: string, videoAuthor: string): string {
  return [url, title, videoTitle, videoAuthor, searchQueryOf(url) ?? ''].join('\n').toLowerCase() + END;
}

/**
 * A graph's search texts, each distinct text once: `text` packs them (packStrings), `of[node]` is the index of
 * node's. A month's million visits are some 200k pages: the texts are built, sent and searched once per page.
 */
export interface NodeHaystacks {
  text: PackedStrings;
  of: Uint32Array;
}

/** `HaystackBuilder.add` for visit i of a row, with the visit's fields as `add` takes them. */
type RowAdder = (i: number, url: string, title: string, videoTitle: string, videoAuthor: string) => number;

/** Collects the distinct search texts of a graph's nodes, in the order first met. */
export class HaystackBuilder {
  /** The last entry added for a URL; `next` chains the entries of one URL (-1 ends the chain). */
  private readonly byUrl = new Map<string, number>();
  private readonly next: number[] = [];
  private readonly titles: string[] = [];
  private readonly videoTitles: string[] = [];
  private readonly videoAuthors: string[] = [];
  private readonly texts: string[] = [];

  /** The index of the search text of a visit with these fields, added when no visit before had them all. */
  add(url: string, title: string, videoTitle: string, videoAuthor: string): number {
    const first = this.byUrl.get(url) ?? -1;
    for (let k = first; k >= 0; k = this.next[k]!) {
      if (this.titles[k] === title && this.videoTitles[k] === videoTitle && this.videoAuthors[k] === videoAuthor) return k;
    }
    const k = this.texts.length;
    this.texts.push(haystackText(url, title, videoTitle, videoAuthor));
    this.titles.push(title);
    this.videoTitles.push(videoTitle);
    this.videoAuthors.push(videoAuthor);
    this.next.push(first);
    this.byUrl.set(url, k);
    return k;
  }

  /**
   * `add` for the visits of one row (a day as stored). Where its URLs and titles are Dictionaries, a visit with the
   * URL code, title code and video of the last visit added with that URL code takes its text without a lookup: a
   * month of a million visits revisits the same pages day after day. Other rows add each visit.
   */
  adderFor(row: Pick<VisitDayRow, 'url' | 'title'>): RowAdder {
    const { url: urls, title: titles } = row;
    if (Array.isArray(urls) || Array.isArray(titles)) return (_i, ...fields) => this.add(...fields);
    const made = new Int32Array(urls.values.length).fill(-1); // per URL code, the text last added with it
    const madeTitle = new Uint32Array(urls.values.length); // and that text's title code
    return (i, url, title, videoTitle, videoAuthor) => {
      const code = urls.codes[i]!;
      const k = made[code]!;
      const titleCode = titles.codes[i]!;
      const same = k >= 0 && madeTitle[code] === titleCode;
      if (same && this.videoTitles[k] === videoTitle && this.videoAuthors[k] === videoAuthor) return k;
      madeTitle[code] = titleCode;
      return (made[code] = this.add(url, title, videoTitle, videoAuthor));
    };
  }

  /** The graph's haystacks, `of[node]` being what `add` answered for node. */
  build(of: Uint32Array): NodeHaystacks {
    return { text: packStrings(this.texts), of };
  }
}

/**
 * SPEC §5 graph search: case-insensitive match against url, title, video title, video author and the
 * search-engine query. An empty (or blank) search matches nothing. Returns 1 per matching node.
 * The distinct texts are searched as one string, from a match on to the next text (Node, 100k texts, four
 * needles: 0.5-5.1 ms, against 2.7-7.2 ms searching each text on its own), then each node takes its text's answer.
 */
export function searchNodes(haystacks: NodeHaystacks, query: string): Uint8Array {
  const { of } = haystacks;
  const matches = new Uint8Array(of.length);
  const matched = searchTexts(haystacks.text, query);
  if (!matched) return matches;
  for (let node = 0; node < of.length; node++) matches[node] = matched[of[node]!]!;
  return matches;
}

/** 1 per packed text that holds the query, lower-cased; null for an empty or blank query. */
function searchTexts({ text, ends }: PackedStrings, query: string): Uint8Array | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  const matches = new Uint8Array(ends.length);
  if (needle.includes(END)) return matches;
  let k = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, ends[k - 1])) {
    // The text holding `at` is the first one ending after it: galloping from the last match's next text,
    // then halving (a common needle matches in the next few texts, a rare one far away).
    let last = k;
    for (let step = 1; ends[last]! <= at; step *= 2) {
      k = last + 1;
      last = Math.min(last + step, ends.length - 1);
    }
    while (k < last) {
      const mid = (k + last) >> 1;
      if (ends[mid]! > at) last = mid;
      else k = mid + 1;
    }
    matches[k++] = 1;
    if (k === ends.length) break;
  }
  return matches;
}
