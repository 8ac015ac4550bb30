import { describe, expect, it } from 'vitest';
import { firstLine, nodeBadges, type BadgeColumns } from './node-badges';
import { packStrings } from './packed-strings';

/** Four pages on four domains, and a fifth node on the first page again. */
const columns: BadgeColumns = {
  domains: ['www.github.com', 'docs.rs', 'github.com', 'example.com'],
  domainOf: Uint32Array.of(0, 1, 2, 3, 0),
  page: Uint32Array.of(0, 1, 2, 3, 0),
  pages: {
    url: packStrings(['https://www.github.com/rustwasm', 'https://docs.rs/criterion', 'https://github.com/other', 'https://example.com/']),
  },
};
const all = (badges: ReturnType<typeof nodeBadges>) => [...badges.nodes].map((i) => [i, badges.get(i)]);

describe('nodeBadges (issue 37: pages with a note or a clip)', () => {
  it('badges every node of a noted site, www or not, with the note’s first line', () => {
    const badges = nodeBadges(columns, [{ site: 'github.com', text: '\n  Read the wasm-bindgen guide \nthen more' }], []);
    const note = { note: 'Read the wasm-bindgen guide', clipped: false };
    expect(all(badges)).toEqual([
      [0, note],
      [2, note],
      [4, note],
    ]);
  });

  it('badges the page a clip was copied on, by its exact address', () => {
    const badges = nodeBadges(columns, [], [{ url: 'https://docs.rs/criterion' }, { url: 'https://docs.rs/' }]);
    expect(all(badges)).toEqual([[1, { note: null, clipped: true }]]);
  });

  it('joins a note and a clip on one node, and leaves the rest unbadged', () => {
    const badges = nodeBadges(columns, [{ site: 'docs.rs', text: 'bench notes' }], [{ url: 'https://docs.rs/criterion' }]);
    expect(all(badges)).toEqual([[1, { note: 'bench notes', clipped: true }]]);
    expect([0, 2, 3, 4, -1, 5].map((i) => badges.get(i))).toEqual(Array(6).fill(undefined));
  });

  it('gives the nodes of one domain and page one badge between them, not an object each', () => {
    const badges = nodeBadges(columns, [{ site: 'github.com', text: 'repos' }], [{ url: 'https://www.github.com/rustwasm' }]);
    expect(badges.get(0)).toEqual({ note: 'repos', clipped: true });
    expect(badges.get(4)).toBe(badges.get(0));
    expect(badges.get(2)).toEqual({ note: 'repos', clipped: false });
  });

  it('a blank line is no first line', () => {
    expect(firstLine(' \n\t\n')).toBeNull();
    expect(firstLine('one\ntwo')).toBe('one');
  });
});
