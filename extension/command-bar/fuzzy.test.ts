import { describe, expect, it } from 'vitest';
import { fuzzyFilter, fuzzyScore } from './fuzzy';

describe('fuzzyScore', () => {
  it.each([
    ['gr', '/group', true],
    ['grp', '/group tabs by domain', true],
    ['ntoe', '/note', false],
    ['', 'anything', true],
    ['github', 'github.com - where software is built', true],
    ['xyz', 'github', false],
    ['longer query', 'short', false],
  ])('%j in %j matches: %s', (query, text, matches) => {
    expect(fuzzyScore(query, text) >= 0).toBe(matches);
  });

  it('ranks a word-start match above a scattered one', () => {
    expect(fuzzyScore('gr', '/group')).toBeGreaterThan(fuzzyScore('gr', 'recent progress report'));
  });

  it('ranks a consecutive run above a scattered one', () => {
    expect(fuzzyScore('note', 'notepad')).toBeGreaterThan(fuzzyScore('note', 'no time elapsed'));
  });
});

describe('fuzzyFilter', () => {
  const items = ['/timer', '/translate', '/todo', '/tab'].map((name) => ({ name, search: name }));

  it('keeps only matches, best first', () => {
    expect(fuzzyFilter(items, 'tim', 10).map((i) => i.name)).toEqual(['/timer']);
    expect(fuzzyFilter(items, '/t', 10).map((i) => i.name)).toEqual(['/tab', '/todo', '/timer', '/translate']);
  });

  it('applies the bonus (usage counts) and the limit', () => {
    const used = fuzzyFilter(items, '/t', 2, (i) => (i.name === '/translate' ? 100 : 0));
    expect(used.map((i) => i.name)).toEqual(['/translate', '/tab']);
  });

  it('is case-insensitive on the query', () => {
    expect(fuzzyFilter(items, 'TODO', 10).map((i) => i.name)).toEqual(['/todo']);
  });
});
