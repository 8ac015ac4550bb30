import { describe, expect, it } from 'vitest';
import type { GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import type { UrlVisit } from '../../../graph-layout-rs/ts/url-visit';
import { displayTitle, searchQueryOf } from './display-title';
import { buildGraphModel, nodeColumns, nodesOf, type NodeInfo } from './graph-model';
import { encodeVisitDay } from '../../storage/visit-day-row';
import { visitTableOf } from '../../storage/visit-table';
import type { StoredVisit } from '../../storage/visit-types';

/** The visits as a table, in their order (a row each). */
const tableOf = (visits: UrlVisit[]) => visitTableOf(visits.map((v) => encodeVisitDay(0, [v as StoredVisit])), []);

const visit = (url: string, title: string, domain = '', video?: UrlVisit['video']): UrlVisit =>
  ({
    id: url,
    url,
    title,
    domain,
    startTime: 1,
    endTime: 2,
    activeTime: 1,
    tabId: 1,
    windowId: 1,
    ...(video && { video }),
  }) as unknown as UrlVisit;

const visits = [
  visit('https://www.google.com/search?q=webgl+particles', 'webgl particles - Google Search'),
  visit('https://www.youtube.com/watch?v=1', 'Lofi beats - YouTube', 'youtube.com', {
    title: 'Lofi beats 🎧 — 日本語',
    author: 'Chill Channel',
  }),
  visit('https://m.youtube.com/watch?v=2', 'YouTube', 'm.youtube.com', { title: 'A talk with no channel shown' }),
  visit('https://docs.example.org/guide/intro.html', ''),
];

/** SPEC §3 youtubeMetadata as each visit's node should carry it: the stored video, never guessed from the page title. */
const expectedVideo = [
  null,
  { title: 'Lofi beats 🎧 — 日本語', author_name: 'Chill Channel' },
  { title: 'A talk with no channel shown', author_name: '' },
  null,
];

describe('buildGraphModel', () => {
  // Node i is visit nodeVisit[i]: here the core put them in reverse order.
  const nodeVisit = Uint32Array.of(3, 2, 1, 0);
  const model = buildGraphModel({ nodeVisit } as GraphColumns, nodeColumns(nodeVisit, tableOf(visits)));

  it.each([0, 1, 2, 3])(
    'node %i reads its visit’s strings, labels, video and search fields (computed on first read)',
    (node) => {
      const source = visits[3 - node]!;
      const info = model.nodes.at(node)!;
      expect(pick(info)).toEqual({
        visitId: source.id,
        url: source.url,
        title: source.title,
        domain: source.domain || new URL(source.url).hostname.replace(/^www\./, ''),
        label: displayTitle(source.url, source.title),
        searchQuery: searchQueryOf(source.url),
        video: expectedVideo[3 - node],
      });
    },
  );

  it('answers no node outside 0..length-1 (a hit-test’s -1 is no node, not the last)', () => {
    expect(model.nodes.length).toBe(4);
    expect(model.nodes.at(-1)).toBeUndefined();
    expect(model.nodes.at(4)).toBeUndefined();
  });

  it('counts the nodes’ distinct domains (the favicon atlas is sized by it)', () => {
    const twice = Uint32Array.of(0, 1, 2, 3, 1, 0);
    const built = buildGraphModel({ nodeVisit: twice } as GraphColumns, nodeColumns(twice, tableOf(visits)));
    expect(built.domainCount).toBe(new Set(nodesOf(built.nodes).map((node) => node.domain)).size);
    expect(built.domainCount).toBe(4);
  });
});

/** The NodeInfo fields as a plain object (the node reads them through getters). */
function pick(info: NodeInfo) {
  const { visitId, url, title, domain, label, searchQuery, video } = info;
  return { visitId, url, title, domain, label, searchQuery, video };
}
