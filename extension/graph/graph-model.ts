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

/**
 * The strings and times the view shows of each node, column by column in node order (column i is node i):
 * what the worker sends with a graph, cloned in a few large arrays instead of one object per visit.
 */
export interface NodeColumns {
  visitId: string[];
  url: string[];
  title: string[];
  /** The visit's domain, or its host without www when the visit has none. */
  domain: string[];
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

  get visitId() { return this.c.visitId[this.i]!; }
  get url() { return this.c.url[this.i]!; }
  get title() { return this.c.title[this.i]!; }
  get domain() { return this.c.domain[this.i]!; }
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
  const c: NodeColumns = {
    visitId: new Array<string>(n), url: new Array<string>(n), title: new Array<string>(n), domain: new Array<string>(n),
    startTime: new Float64Array(n), endTime: new Float64Array(n), activeTime: new Float64Array(n),
  };
  for (let i = 0; i < n; i++) {
    const visit = visits[nodeVisit[i]!]!;
    c.visitId[i] = visit.id;
    c.url[i] = visit.url;
    c.title[i] = visit.title;
    c.domain[i] = visit.domain || hostWithoutWww(visit.url);
    c.startTime[i] = visit.startTime;
    c.endTime[i] = visit.endTime;
    c.activeTime[i] = visit.activeTime;
  }
  return c;
}

/** Buffers of the node columns, to transfer them. */
export function nodeColumnBuffers(c: NodeColumns): ArrayBuffer[] {
  return [c.startTime.buffer as ArrayBuffer, c.endTime.buffer as ArrayBuffer, c.activeTime.buffer as ArrayBuffer];
}

/** Joins the core's output with its nodes' strings. */
export function buildGraphModel(columns: GraphColumns, nodes: NodeColumns): GraphModel {
  return { columns, nodes: Array.from(columns.nodeVisit, (_, i): NodeInfo => new ColumnNode(nodes, i)) };
}
