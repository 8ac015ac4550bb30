import { describe, expect, it } from 'vitest';
import type { GraphColumns } from '../../graph-layout-rs/ts/graph-columns';
import type { UrlVisit } from '../../graph-layout-rs/ts/url-visit';
import { displayTitle, searchQueryOf } from './display-title';
import { buildGraphModel, nodeColumns, packedAt, packStrings } from './graph-model';

const visit = (url: string, title: string, domain = ''): UrlVisit =>
  ({ id: url, url, title, domain, startTime: 1, endTime: 2, activeTime: 1, tabId: 1, windowId: 1 }) as unknown as UrlVisit;

const visits = [
  visit('https://www.google.com/search?q=webgl+particles', 'webgl particles - Google Search'),
  visit('https://www.youtube.com/watch?v=1', 'Lofi beats - YouTube', 'youtube.com'),
  visit('https://docs.example.org/guide/intro.html', ''),
];

describe('buildGraphModel', () => {
  // Node i is visit nodeVisit[i]: here the core put them in reverse order.
  const nodeVisit = Uint32Array.of(2, 1, 0);
  const model = buildGraphModel({ nodeVisit } as GraphColumns, nodeColumns(nodeVisit, visits));

  it.each([0, 1, 2])('node %i reads its visit’s strings, labels and search fields (computed on first read)', (node) => {
    const source = visits[2 - node]!;
    const info = model.nodes[node]!;
    expect(pick(info)).toEqual({
      visitId: source.id,
      url: source.url,
      title: source.title,
      domain: source.domain || new URL(source.url).hostname.replace(/^www\./, ''),
      label: displayTitle(source.url, source.title),
      searchQuery: searchQueryOf(source.url),
      video: source.url.includes('youtube.com/watch') ? { title: 'Lofi beats', author_name: '' } : null,
    });
  });
});

/** The NodeInfo fields as a plain object (the node reads them through getters). */
function pick(info: ReturnType<typeof buildGraphModel>['nodes'][number]) {
  const { visitId, url, title, domain, label, searchQuery, video } = info;
  return { visitId, url, title, domain, label, searchQuery, video };
}

describe('packStrings', () => {
  it.each([[[]], [['']], [['a', '', 'bc', '']], [['https://x.example/ü', 'emoji 🙂 title', 'a'.repeat(5_000)]]])('gives back %j', (strings) => {
    const packed = packStrings(strings);
    expect(Array.from(strings, (_, i) => packedAt(packed, i))).toEqual(strings);
  });
});
