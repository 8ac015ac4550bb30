import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../commands';
import { barResults, indexSources, type BarSources } from './bar-results';

const sources: BarSources = {
  tabs: [{ id: 1, windowId: 1, title: 'Pull requests · intently', url: 'https://github.com/pulls' }],
  history: Array.from({ length: 5000 }, (_, i) => ({
    url: `https://site${i}.example/page/${i}`,
    title: `Page number ${i} about gardening`,
    lastVisit: i,
  })),
  notes: [{ site: 'news.ycombinator.com', text: 'read the rust thread later', updatedAt: 1 }],
  snippets: [{ id: 1, text: 'wifi: guest-2024', createdAt: 1 }],
};
const items = indexSources(sources);
const names = (input: string, usage = new Map<string, number>()) =>
  barResults(items, input, usage).map((i) => (i.kind === 'command' ? i.command.name : i.kind));

describe('barResults', () => {
  it('"/" lists every command', () => {
    expect(names('/')).toEqual(COMMANDS.map((c) => c.name));
  });

  it('ranks the most-used commands first', () => {
    expect(
      names(
        '/',
        new Map([
          ['/sessions', 9],
          ['/clip', 2],
        ]),
      ).slice(0, 3),
    ).toEqual(['/sessions', '/clip', '/note']);
  });

  it('filters commands fuzzily on "/…", ignoring the argument', () => {
    expect(names('/tim 25')[0]).toBe('/timer');
    expect(names('/grp')).toContain('/group');
  });

  it.each([
    ['github pulls', 'tab'],
    ['rust thread', 'note'],
    ['wifi', 'snippet'],
    ['page number 4999', 'page'],
  ])('finds %j as a %s', (input, kind) => {
    expect(names(input)[0]).toBe(kind);
  });

  it('shows commands then open tabs when nothing is typed', () => {
    expect(names('')).toEqual([...COMMANDS.map((c) => c.name), 'tab']);
  });
});
