/**
 * Fuzzy matching for the bar's filter: every query character must appear in order in the text
 * (case-insensitive). Scores favour a match at the start, at word starts and in consecutive runs,
 * so "gr" ranks /group above "recent progress". Pure and allocation-free per call so 5k history
 * items filter within one 16 ms frame.
 */

/** Characters after which a new word starts: space / . _ - : ? # = & (a table: no regex per character). */
const WORD_BREAK = new Uint8Array(128);
for (const ch of ' \t\n/._-:?#=&') WORD_BREAK[ch.charCodeAt(0)] = 1;

/**
 * Score of `query` against `text` (both already lower-case), or -1 when it does not match. Higher is
 * better. Space-separated words match independently, in any order ("github pulls" finds github.com/pulls).
 */
export function fuzzyScore(query: string, text: string): number {
  return query.indexOf(' ') < 0 ? wordScore(query, text) : wordsScore(query.split(' ').filter(Boolean), text);
}

function wordsScore(words: readonly string[], text: string): number {
  let total = 0;
  for (const word of words) {
    const s = wordScore(word, text);
    if (s < 0) return -1;
    total += s;
  }
  return total;
}

function wordScore(query: string, text: string): number {
  if (query.length === 0) return 0;
  if (query.length > text.length) return -1;
  let score = 0;
  let ti = 0;
  let run = 0;
  for (let qi = 0; qi < query.length; qi++) {
    const found = text.indexOf(query[qi]!, ti);
    if (found < 0) return -1;
    const before = found === 0 ? 32 : text.charCodeAt(found - 1);
    const wordStart = before < 128 && WORD_BREAK[before] === 1;
    run = qi > 0 && found > 0 && text.charCodeAt(found - 1) === query.charCodeAt(qi - 1) && run > 0 ? run + 1 : 1;
    score += 1 + (found === 0 ? 8 : 0) + (wordStart ? 4 : 0) + (run > 1 ? 3 * run : 0);
    ti = found + 1;
  }
  // Shorter texts with the same matches are closer to what was typed.
  return score - text.length / 100;
}

/** An item that can be filtered: its lower-cased search text is computed once. */
export interface Searchable {
  search: string;
}

/** The best `limit` items matching `query`, best first; ties keep input order. */
export function fuzzyFilter<T extends Searchable>(
  items: readonly T[],
  query: string,
  limit: number,
  bonus: (item: T) => number = () => 0,
): T[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const scored: { item: T; score: number; index: number }[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const s = words.length === 1 ? wordScore(words[0]!, item.search) : wordsScore(words, item.search);
    if (s >= 0) scored.push({ item, score: s + bonus(item), index: i });
  }
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  return scored.slice(0, limit).map((entry) => entry.item);
}
