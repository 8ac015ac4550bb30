import type { GraphColumns } from '../../graph-layout-rs/ts/graph-columns';
import type { UrlVisit } from '../../graph-layout-rs/ts/url-visit';
import { displayTitle, hostWithoutWww, searchQueryOf } from './display-title';

/** SPEC §3 Graph node youtubeMetadata. */
export interface VideoMetadata {
  title: string;
  author_name: string;
}

/** What the view shows of one node, beside the core's columns. */
export interface NodeInfo {
  readonly visitId: string;
  readonly url: string;
  readonly title: string;
  readonly domain: string;
  readonly label: string;
  readonly startTime: number;
  readonly endTime: number;
  readonly activeTime: number;
  readonly searchQuery: string | null;
  readonly video: VideoMetadata | null;
}

/** Strings packed into one: string i is `text.slice(ends[i - 1] ?? 0, ends[i])`. */
export interface PackedStrings {
  text: string;
  ends: Uint32Array;
}

/** Packs `count` strings into one (cloned between threads as one string, not one per node). */
export function packStrings(count: number, at: (i: number) => string): PackedStrings {
  const parts = new Array<string>(count);
  const ends = new Uint32Array(count);
  let length = 0;
  for (let i = 0; i < count; i++) {
    parts[i] = at(i);
    ends[i] = length += parts[i]!.length;
  }
  return { text: parts.join(''), ends };
}

/** String i of packed strings. */
export function packedAt(packed: PackedStrings, i: number): string {
  return packed.text.slice(i ? packed.ends[i - 1]! : 0, packed.ends[i]!);
}

/**
 * The strings and times the view shows of each node, column by column in node order (column i is node i):
 * what the worker sends with a graph, cloned as a few strings and typed arrays instead of one object (and
 * four strings) per visit.
 */
export interface NodeColumns {
  visitId: PackedStrings;
  url: PackedStrings;
  title: PackedStrings;
  /** Per node, its index in `domains`: the visit's domain, or its host without www when the visit has none. */
  domainOf: Uint32Array;
  domains: string[];
  startTime: Float64Array;
  endTime: Float64Array;
  activeTime: Float64Array;
}

/** A laid-out graph: the core's columns (node i ↔ nodes[i]) plus the strings the core never sees. */
export interface GraphModel {
  columns: GraphColumns;
  nodes: NodeInfo[];
}

const VIDEO_TITLE_SUFFIX = / - YouTube$/;

/** Video metadata for a video-site watch page: its title from the page title (the author is not stored). */
function videoOf(url: string, title: string): VideoMetadata | null {
  if (!url.includes('/watch') || !/(^|\.)youtube\.com$/.test(hostWithoutWww(url))) return null;
  return { title: title.replace(VIDEO_TITLE_SUFFIX, ''), author_name: '' };
}

/**
 * One node's strings, read from the columns; labels, search queries and video metadata are derived when
 * first asked for: a 100k-node graph is drawn without parsing 100k URLs that only a tooltip or a search reads.
 */
class ColumnNode implements NodeInfo {
  private cachedLabel: string | undefined;
  private cachedQuery: string | null | undefined;
  private cachedVideo: VideoMetadata | null | undefined;

  constructor(
    private readonly c: NodeColumns,
    private readonly i: number,
  ) {}

  get visitId() { return packedAt(this.c.visitId, this.i); }
  get url() { return packedAt(this.c.url, this.i); }
  get title() { return packedAt(this.c.title, this.i); }
  get domain() { return this.c.domains[this.c.domainOf[this.i]!]!; }
  get startTime() { return this.c.startTime[this.i]!; }
  get endTime() { return this.c.endTime[this.i]!; }
  get activeTime() { return this.c.activeTime[this.i]!; }
  get label() { return (this.cachedLabel ??= displayTitle(this.url, this.title)); }
  get searchQuery() { return this.cachedQuery === undefined ? (this.cachedQuery = searchQueryOf(this.url)) : this.cachedQuery; }
  get video() { return this.cachedVideo === undefined ? (this.cachedVideo = videoOf(this.url, this.title)) : this.cachedVideo; }
}

/** The node columns of a graph computed from `visits` (`nodeVisit[i]` is node i's index in `visits`). */
export function nodeColumns(nodeVisit: Uint32Array, visits: readonly UrlVisit[]): NodeColumns {
  const n = nodeVisit.length;
  const visit = (i: number) => visits[nodeVisit[i]!]!;
  const domainIndex = new Map<string, number>();
  const domainOf = Uint32Array.from({ length: n }, (_, i) => {
    const domain = visit(i).domain || hostWithoutWww(visit(i).url);
    let index = domainIndex.get(domain);
    if (index === undefined) domainIndex.set(domain, (index = domainIndex.size));
    return index;
  });
  const times = (key: 'startTime' | 'endTime' | 'activeTime') => Float64Array.from({ length: n }, (_, i) => visit(i)[key]);
  return {
    visitId: packStrings(n, (i) => visit(i).id),
    url: packStrings(n, (i) => visit(i).url),
    title: packStrings(n, (i) => visit(i).title),
    domainOf,
    domains: [...domainIndex.keys()],
    startTime: times('startTime'),
    endTime: times('endTime'),
    activeTime: times('activeTime'),
  };
}

/** Buffers of the node columns, to transfer them. */
export function nodeColumnBuffers(c: NodeColumns): ArrayBuffer[] {
  return [c.visitId.ends, c.url.ends, c.title.ends, c.domainOf, c.startTime, c.endTime, c.activeTime].map((column) => column.buffer as ArrayBuffer);
}

/** Joins the core's output with its nodes' strings. */
export function buildGraphModel(columns: GraphColumns, nodes: NodeColumns): GraphModel {
  return { columns, nodes: Array.from(columns.nodeVisit, (_, i): NodeInfo => new ColumnNode(nodes, i)) };
}
