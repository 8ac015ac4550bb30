import { describe, expect, it } from 'vitest';
import type { GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import type { UrlVisit } from '../../../graph-layout-rs/ts/url-visit';
import { buildGraphModel, nodeColumns, packStrings, type NodeInfo } from './graph-model';
import { haystackOf, searchNodes } from './search-nodes';
import { encodeVisitDay } from '../../storage/visit-day-row';
import { visitTableOf } from '../../storage/visit-table';
import type { StoredVisit } from '../../storage/visit-types';

/** The visits as a table, in their order (a row each). */
const tableOf = (visits: UrlVisit[]) => visitTableOf(visits.map((v) => encodeVisitDay(0, [v as StoredVisit])), []);

const node = (over: Partial<NodeInfo>): NodeInfo => ({
  visitId: 'v',
  url: 'https://example.com/',
  title: '',
  domain: 'example.com',
  label: '',
  startTime: 0,
  endTime: 0,
  activeTime: 0,
  searchQuery: null,
  video: null,
  ...over,
});

const nodes = [
  node({ url: 'https://github.com/pixijs/pixijs', title: 'PixiJS on GitHub' }),
  node({ url: 'https://www.google.com/search?q=webgl+particles', searchQuery: 'webgl particles' }),
  node({
    url: 'https://www.youtube.com/watch?v=1',
    title: 'Lofi beats - YouTube',
    video: { title: 'Lofi beats', author_name: 'Chill Channel' },
  }),
  node({ url: 'https://news.example.org/story', title: 'A Story' }),
];

describe('searchNodes (SPEC §5)', () => {
  it.each([
    ['a title, case-insensitively', 'pixijs ON github', [1, 0, 0, 0]],
    ['a url', 'news.example', [0, 0, 0, 1]],
    ['a search-engine query', 'WebGL Particles', [0, 1, 0, 0]],
    ['a video title', 'lofi', [0, 0, 1, 0]],
    ['a video author', 'chill channel', [0, 0, 1, 0]],
    ['text in several nodes', 'https://', [1, 1, 1, 1]],
    ['text twice in one node, and in the last node', 'story', [0, 0, 0, 1]],
    ['text three times in the first node', 'pixijs', [1, 0, 0, 0]],
    ['nothing across two nodes', 'particleshttps', [0, 0, 0, 0]],
    ['nothing for a NUL', '\u0000', [0, 0, 0, 0]],
    ['nothing for an empty search', '', [0, 0, 0, 0]],
    ['nothing for a blank search', '   ', [0, 0, 0, 0]],
    ['nothing for text nowhere', 'zebra', [0, 0, 0, 0]],
  ])('matches %s', (_name, query, expected) => {
    expect([...searchNodes(packStrings(nodes.map(haystackOf)), query)]).toEqual(expected);
  });
});

describe('searchNodes over many nodes', () => {
  // Matches near and far apart (the search gallops from one match to the node holding the next).
  const hits = new Set([0, 1, 2, 7, 100, 101, 513, 998, 999]);
  const many = Array.from({ length: 1000 }, (_, i) =>
    node({ url: `https://site${i}.example/`, title: hits.has(i) ? `hit ${i} and hit again` : `page ${i}` }),
  );

  it.each(['hit', 'HIT AGAIN', 'https://site1', 'site5', 'example/', 'page 99'])(
    'matches %j in exactly the nodes whose own text holds it',
    (query) => {
      const expected = many.map((n) => Number(haystackOf(n).includes(query.toLowerCase())));
      expect([...searchNodes(packStrings(many.map(haystackOf)), query)]).toEqual(expected);
    },
  );

  it('finds the far-apart matches', () => {
    const matched = searchNodes(packStrings(many.map(haystackOf)), 'hit');
    expect([...matched.keys()].filter((i) => matched[i])).toEqual([...hits]);
  });
});

describe('searchNodes over the videos the tracker stored (SPEC §5 video title and author)', () => {
  const visit = (url: string, title: string, video?: UrlVisit['video']) =>
    ({
      id: url,
      url,
      title,
      domain: '',
      startTime: 1,
      endTime: 2,
      activeTime: 1,
      ...(video && { video }),
    }) as unknown as UrlVisit;
  const visits = [
    visit('https://www.youtube.com/watch?v=a1', 'YouTube', {
      title: 'Café Lofi — 夜の作業用BGM',
      author: 'Chillhop Music',
    }),
    visit('https://www.youtube.com/shorts/b2', 'YouTube', { title: 'Rust in 100 Seconds' }),
    visit('https://blog.example/chillhop-review', 'A review of an album'),
  ];
  const nodeVisit = Uint32Array.of(0, 1, 2);
  const { nodes: built } = buildGraphModel({ nodeVisit } as GraphColumns, nodeColumns(nodeVisit, tableOf(visits)));
  const haystacks = packStrings(built.map(haystackOf));

  it.each([
    ['the channel, case-insensitively', 'CHILLHOP music', [1, 0, 0]],
    ['a word of the channel, also in another page’s URL', 'chillhop', [1, 0, 1]],
    ['a unicode video title', '夜の作業用', [1, 0, 0]],
    ['an accented video title', 'café lofi', [1, 0, 0]],
    ['the title of a video whose page showed no channel', 'rust in 100', [0, 1, 0]],
    ['nothing across the title and the channel', 'bgmchillhop', [0, 0, 0]],
  ])('matches %s', (_name, query, expected) => {
    expect([...searchNodes(haystacks, query)]).toEqual(expected);
  });
});
