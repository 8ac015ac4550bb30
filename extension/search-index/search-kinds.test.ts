import { describe, expect, it } from 'vitest';
import { ALL_KINDS, parseSearchPrefix, prefixSuggestions, SEARCH_KIND } from './search-kinds';

describe('parseSearchPrefix', () => {
  it('narrows to the kinds of a known prefix and keeps the words after it', () => {
    expect(parseSearchPrefix('@tabs  mail')).toEqual({
      kinds: (1 << SEARCH_KIND.tab) | (1 << SEARCH_KIND.closed),
      query: 'mail',
      prefix: '@tabs',
    });
    expect(parseSearchPrefix('@HISTORY').kinds).toBe(1 << SEARCH_KIND.history);
  });

  it('searches everything for plain text and for an unknown @word', () => {
    expect(parseSearchPrefix('café')).toEqual({ kinds: ALL_KINDS, query: 'café', prefix: null });
    expect(parseSearchPrefix('@someone').kinds).toBe(ALL_KINDS);
  });
});

describe('prefixSuggestions', () => {
  it('lists every prefix for a lone @ and narrows as it is typed', () => {
    expect(prefixSuggestions('@').map((p) => p.prefix)).toEqual([
      '@tabs',
      '@history',
      '@bookmarks',
      '@notes',
      '@clips',
    ]);
    expect(prefixSuggestions('@no').map((p) => p.prefix)).toEqual(['@notes']);
    expect(prefixSuggestions('@notes x')).toEqual([]);
    expect(prefixSuggestions('mail')).toEqual([]);
  });
});
