import { describe, expect, it } from 'vitest';
import { firstLine, nodeBadges } from './node-badges';
import type { NodeInfo } from './graph-model';

const node = (url: string, domain: string) => ({ url, domain }) as NodeInfo;
const nodes = [
  node('https://www.github.com/rustwasm', 'www.github.com'),
  node('https://docs.rs/criterion', 'docs.rs'),
  node('https://github.com/other', 'github.com'),
  node('https://example.com/', 'example.com'),
];

describe('nodeBadges (issue 37: pages with a note or a clip)', () => {
  it('badges every node of a noted site, www or not, with the note’s first line', () => {
    const badges = nodeBadges(nodes, [{ site: 'github.com', text: '\n  Read the wasm-bindgen guide \nthen more' }], []);
    expect([...badges]).toEqual([
      [0, { note: 'Read the wasm-bindgen guide', clipped: false }],
      [2, { note: 'Read the wasm-bindgen guide', clipped: false }],
    ]);
  });

  it('badges the page a clip was copied on, by its exact address', () => {
    const badges = nodeBadges(nodes, [], [{ url: 'https://docs.rs/criterion' }, { url: 'https://docs.rs/' }]);
    expect([...badges]).toEqual([[1, { note: null, clipped: true }]]);
  });

  it('joins a note and a clip on one node, and leaves the rest unbadged', () => {
    const badges = nodeBadges(nodes, [{ site: 'docs.rs', text: 'bench notes' }], [{ url: 'https://docs.rs/criterion' }]);
    expect([...badges]).toEqual([[1, { note: 'bench notes', clipped: true }]]);
  });

  it('a blank line is no first line', () => {
    expect(firstLine(' \n\t\n')).toBeNull();
    expect(firstLine('one\ntwo')).toBe('one');
  });
});
