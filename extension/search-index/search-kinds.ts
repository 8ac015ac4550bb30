/**
 * The kinds of rows the bar's search index holds (the numbers the Rust index stores) and the `@` prefixes
 * that narrow a search to some of them. Pure.
 */

/** A row's kind in the index (a number from 0 to 31). */
export const SEARCH_KIND = {
  command: 0,
  custom: 1,
  tab: 2,
  closed: 3,
  history: 4,
  bookmark: 5,
  note: 6,
  clip: 7,
  snippet: 8,
} as const;

/** The name of a kind. */
export type SearchKindName = keyof typeof SEARCH_KIND;

/** Every kind at once. */
export const ALL_KINDS: number = Object.values(SEARCH_KIND).reduce((mask: number, kind) => mask | (1 << kind), 0);

/** The prefixes the bar lists when `@` is typed, each with the kinds it keeps and one line saying so. */
export const SEARCH_PREFIXES = [
  { prefix: '@tabs', kinds: ['tab', 'closed'], says: 'Open and recently closed tabs' },
  { prefix: '@history', kinds: ['history'], says: 'Every page you visited, imported history included' },
  { prefix: '@bookmarks', kinds: ['bookmark'], says: 'Your bookmarks' },
  { prefix: '@notes', kinds: ['note'], says: 'Your notes, full text' },
  { prefix: '@clips', kinds: ['clip', 'snippet'], says: 'Copied clips and saved snippets' },
] as const satisfies readonly { prefix: string; kinds: readonly SearchKindName[]; says: string }[];

/** What a typed line asks for: the kinds (a bit per kind) and the words left after an `@` prefix. */
export function parseSearchPrefix(line: string): { kinds: number; query: string; prefix: string | null } {
  const match = /^\s*(@\S*)\s*([\s\S]*)$/.exec(line);
  const found = match && SEARCH_PREFIXES.find((p) => p.prefix === match[1]!.toLowerCase());
  if (!match || !found) return { kinds: ALL_KINDS, query: line.trim(), prefix: null };
  const kinds = found.kinds.reduce((mask: number, name) => mask | (1 << SEARCH_KIND[name]), 0);
  return { kinds, query: match[2]!.trim(), prefix: found.prefix };
}

/** The prefixes that start with what is typed (all of them for a lone `@`), or none when no `@` starts the line. */
export function prefixSuggestions(line: string): (typeof SEARCH_PREFIXES)[number][] {
  const typed = line.trimStart();
  if (!typed.startsWith('@') || /\s/.test(typed)) return [];
  return SEARCH_PREFIXES.filter((p) => p.prefix.startsWith(typed.toLowerCase()));
}
