import type { NodePages } from './node-pages';
import { packedAt, packStrings, type PackedStrings } from './packed-strings';
import { searchQueryOf } from './display-title';

/** Ends each search text, so that no match runs from one page's text into the next. */
const END = '\u0000';

/**
 * The lower-cased text a search looks through for a visit (SPEC §5 graph search fields: url, title, video title,
 * video author, the search-engine query), ended by END. `videoTitle` and `videoAuthor` are '' when the visit has none.
 */
export function haystackText(url: string, title: string, videoTitle: string, videoAuthor: string): string {
  return [url, title, videoTitle, videoAuthor, searchQueryOf(url) ?? ''].join('\n').toLowerCase() + END;
}

/**
 * The search text of each of a graph's distinct pages (haystackText), packed in page order. The graph's worker makes
 * them after the graph is drawn, off the way to its first frame (a 10k day: 13-20 ms of the worker's path under Node,
 * a 1M month 180 ms): nothing searches before the user types.
 */
export function pageTexts(pages: NodePages): PackedStrings {
  const texts = new Array<string>(pages.url.ends.length);
  for (let k = 0; k < texts.length; k++) {
    const [url, title] = [packedAt(pages.url, k), packedAt(pages.title, k)];
    texts[k] = haystackText(url, title, packedAt(pages.videoTitle, k), packedAt(pages.videoAuthor, k));
  }
  return packStrings(texts);
}

/**
 * A graph's search texts, one per distinct page (pageTexts), and `of[node]`, the index of node's page. A month's
 * million visits are some 110k pages: the texts are built, sent and searched once per page.
 */
export interface NodeHaystacks {
  text: PackedStrings;
  of: Uint32Array;
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
