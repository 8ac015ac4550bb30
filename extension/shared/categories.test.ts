import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES, categoryOf, normalizeDomain } from './categories';

describe('categoryOf', () => {
  const edited = { ...DEFAULT_CATEGORIES, 'youtube.com': 'work' as const, 'news.example': 'social' as const };
  it.each([
    ['reddit.com', DEFAULT_CATEGORIES, 'social'],
    ['old.reddit.com', DEFAULT_CATEGORIES, 'social'],
    ['github.com', DEFAULT_CATEGORIES, 'work'],
    ['notreddit.com', DEFAULT_CATEGORIES, 'work'],
    ['m.youtube.com', edited, 'work'],
    ['news.example', edited, 'social'],
    ['localhost', DEFAULT_CATEGORIES, 'work'],
    ['constructor', DEFAULT_CATEGORIES, 'work'],
  ])('%s → %s', (domain, categories, expected) => {
    expect(categoryOf(domain, categories)).toBe(expected);
  });
});

describe('normalizeDomain', () => {
  it.each([
    ['Reddit.com', 'reddit.com'],
    ['https://www.reddit.com/r/x', 'reddit.com'],
    ['  news.ycombinator.com ', 'news.ycombinator.com'],
    ['not a domain', null],
    ['nodot', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });
});
