import { prefixSuggestions } from '../search-index/search-kinds';

/** What the bar's list shows for a typed line (pure): commands (empty, `/…`), the `@` prefixes, or the search's rows. */
export function barMode(input: string): 'commands' | 'prefixes' | 'search' {
  const line = input.trimStart();
  if (line === '' || line.startsWith('/')) return 'commands';
  return prefixSuggestions(input).length ? 'prefixes' : 'search';
}
