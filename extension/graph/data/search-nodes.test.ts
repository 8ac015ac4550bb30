import { describe, expect, it, vi } from 'vitest';
import type { GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import type { UrlVisit } from '../../../graph-layout-rs/ts/url-visit';
import { buildGraphModel, nodeColumns, nodesOf, SEARCH_TEXTS_WAIT_MS, type NodeInfo } from './graph-model';
import { packStrings, type PackedStrings } from './packed-strings';
import { NodePageBuilder } from './node-pages';
import { haystackText, pageTexts, searchNodes, type NodeHaystacks } from './search-nodes';
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

/** A node's fields as the builder takes them. */
const fieldsOf = (n: NodeInfo) => [n.url, n.title, n.video?.title ?? '', n.video?.author_name ?? ''] as const;

/** The haystacks of nodes, built as nodeColumns builds them. */
function haystacksOf(nodes: readonly NodeInfo[]): NodeHaystacks {
  const builder = new NodePageBuilder();
  const of = Uint32Array.from(nodes, (n) => builder.add(...fieldsOf(n)));
  return { text: pageTexts(builder.build()), of };
}

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
    expect([...searchNodes(haystacksOf(nodes), query)]).toEqual(expected);
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
      const expected = many.map((n) => Number(haystackText(...fieldsOf(n)).includes(query.toLowerCase())));
      expect([...searchNodes(haystacksOf(many), query)]).toEqual(expected);
    },
  );

  it('finds the far-apart matches', () => {
    const matched = searchNodes(haystacksOf(many), 'hit');
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
  const { haystacks } = buildGraphModel({ nodeVisit } as GraphColumns, nodeColumns(nodeVisit, tableOf(visits)));

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

describe('one search text per distinct page', () => {
  const page = (title: string, video: NodeInfo['video'] = null) =>
    node({ url: 'https://example.com/a', title, video });
  const graph = [
    page('Apples'),
    node({ url: 'https://example.com/b', title: 'Pears' }),
    page('Apples'),
    page('Apricots'), // the same URL under another title
    page('Apples', { title: 'Orchard tour', author_name: 'Farmer' }), // and with a video
    page('Apples'),
  ];
  const haystacks = haystacksOf(graph);

  it('holds each distinct text once, each node pointing at its own', () => {
    expect([...haystacks.of]).toEqual([0, 1, 0, 2, 3, 0]);
    expect(haystacks.text.ends).toHaveLength(4);
  });

  it.each([
    ['every node of a page', 'apples', [1, 0, 1, 0, 1, 1]],
    ['only the nodes with the other title', 'apricots', [0, 0, 0, 1, 0, 0]],
    ['only the node with the video', 'farmer', [0, 0, 0, 0, 1, 0]],
    ['every node of the URL', 'example.com/a', [1, 0, 1, 1, 1, 1]],
  ])('matches %s', (_name, query, expected) => {
    expect([...searchNodes(haystacks, query)]).toEqual(expected);
  });

  it('matches what each node’s own text holds, over 2,000 nodes of 300 pages', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      node({ url: `https://site${i % 300}.example/`, title: `Page ${i % 3}` }),
    );
    const shared = haystacksOf(many);
    expect(shared.text.ends).toHaveLength(300);
    for (const query of ['site1', 'page 2', 'site29.example/\npage 2', 'site2']) {
      const expected = many.map((n) => Number(haystackText(...fieldsOf(n)).includes(query)));
      expect([...searchNodes(shared, query)]).toEqual(expected);
    }
  });
});

describe('the search texts of stored days (nodeColumns over rows whose URLs and titles repeat)', () => {
  let at = 0;
  const visit = (url: string, title: string, video?: UrlVisit['video']) =>
    ({ id: `v${++at}`, url, title, domain: '', startTime: at, endTime: at + 1, activeTime: 1, ...(video && { video }) }) as unknown as StoredVisit;
  const page = 'https://example.com/a';
  // Each day repeats its pages, so its URL and title columns are Dictionaries.
  const days = [
    [
      visit(page, 'Apples'),
      visit(page, 'Apricots'),
      visit(page, 'Apples'),
      visit(page, 'Apricots'),
      visit('https://x.example/', 'X'),
      visit('https://x.example/', 'X'),
      visit(page, 'Apples'),
    ],
    [
      visit(page, 'Apples'),
      visit(page, 'Apples', { title: 'Orchard tour', author: 'Farmer' }),
      visit(page, 'Apples'),
      visit(page, 'Apples', { title: 'Orchard tour', author: 'Farmer' }),
      visit('https://x.example/', 'X'),
      visit('https://x.example/', 'X'),
    ],
  ];
  const rows = days.map((visits, day) => encodeVisitDay(day, visits));
  const table = visitTableOf(rows, []);
  const nodeVisit = Uint32Array.from({ length: table.length }, (_, i) => i);
  const { haystacks, nodes } = buildGraphModel({ nodeVisit } as GraphColumns, nodeColumns(nodeVisit, table));

  it('stores the days as Dictionaries (what this test is about)', () => {
    expect(rows.every((row) => !Array.isArray(row.url) && !Array.isArray(row.title))).toBe(true);
  });

  it('holds one text per page, title and video across the days', () => {
    expect(haystacks.text.ends).toHaveLength(4); // Apples, Apricots, X, Apples with the video
  });

  it.each(['apples', 'apricots', 'farmer', 'orchard', 'x.example', 'tour\nfarmer'])(
    'matches %j in exactly the nodes whose own text holds it',
    (query) => {
      const expected = nodesOf(nodes).map((n) => Number(haystackText(...fieldsOf(n)).includes(query)));
      expect(expected).toContain(1);
      expect([...searchNodes(haystacks, query)]).toEqual(expected);
    },
  );
});

describe('the search texts a graph model searches', () => {
  const visits = [
    { id: 'a', url: 'https://example.com/apples', title: 'Apples', domain: '', startTime: 1, endTime: 2, activeTime: 1 },
    { id: 'b', url: 'https://example.com/pears', title: 'Pears', domain: '', startTime: 2, endTime: 3, activeTime: 1 },
  ] as unknown as UrlVisit[];
  const nodeVisit = Uint32Array.of(0, 1);
  const nodes = () => nodeColumns(nodeVisit, tableOf(visits));
  const model = (searchTexts?: () => Promise<PackedStrings>) =>
    buildGraphModel({ nodeVisit } as GraphColumns, nodes(), undefined, searchTexts);
  // Texts that differ from the pages' own, to tell which ones the model searches.
  const workers = () => packStrings(['pears\u0000', 'apples\u0000']);

  it('are each page’s haystackText, in page order', () => {
    const texts = pageTexts(nodes().pages);
    expect(texts).toEqual(packStrings(visits.map((v) => haystackText(v.url, v.title!, '', ''))));
  });

  it('are asked of the worker once, when the graph is drawn or at the first search, not as the model is made', async () => {
    let asked = 0;
    const drawn = model(() => (asked++, Promise.resolve(workers())));
    expect(asked).toBe(0);
    drawn.prepareSearch();
    drawn.prepareSearch();
    await drawn.searchable();
    expect(asked).toBe(1);
    expect([...searchNodes(drawn.haystacks, 'pears')]).toEqual([1, 0]);
    let askedAtSearch = 0;
    const searched = model(() => (askedAtSearch++, Promise.resolve(workers())));
    await searched.searchable();
    expect(askedAtSearch).toBe(1);
  });

  it('are made at the first search when the worker’s have not come', () => {
    const { haystacks } = model(() => new Promise(() => {}));
    expect([...searchNodes(haystacks, 'pears')]).toEqual([0, 1]);
  });

  it('are the worker’s once they come, and the model is searchable only then', async () => {
    let bring!: (texts: PackedStrings) => void;
    const late = model(() => new Promise((r) => (bring = r)));
    let searchable = false;
    void late.searchable().then(() => (searchable = true));
    await new Promise((r) => setTimeout(r));
    expect(searchable).toBe(false);
    bring(workers());
    await late.searchable();
    expect([...searchNodes(late.haystacks, 'pears')]).toEqual([1, 0]);
  });

  it('are made here when the worker’s are SEARCH_TEXTS_WAIT_MS late for a search (a month’s rest still being read)', async () => {
    vi.useFakeTimers();
    try {
      const waiting = model(() => new Promise(() => {}));
      let searchable = false;
      void waiting.searchable().then(() => (searchable = true));
      await vi.advanceTimersByTimeAsync(SEARCH_TEXTS_WAIT_MS - 1);
      expect(searchable).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(searchable).toBe(true);
      expect([...searchNodes(waiting.haystacks, 'pears')]).toEqual([0, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are made here when the worker’s fail, or when no worker makes them (the site’s demo)', async () => {
    const failed = model(() => Promise.reject(new Error('gone')));
    failed.prepareSearch(); // a failure no search waited for is not left unhandled
    await failed.searchable();
    expect([...searchNodes(failed.haystacks, 'pears')]).toEqual([0, 1]);
    const demo = model();
    await demo.searchable();
    expect([...searchNodes(demo.haystacks, 'apples')]).toEqual([1, 0]);
  });
});
