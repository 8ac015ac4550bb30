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

/** A laid-out graph: the core's columns (node i ↔ nodes[i]) plus the strings the core never sees. */
export interface GraphModel {
  columns: GraphColumns;
  nodes: NodeInfo[];
}

const VIDEO_TITLE_SUFFIX = / - YouTube$/;

/** Video metadata for a video-site watch page: its title from the page title (the author is not stored). */
function videoOf(visit: UrlVisit): VideoMetadata | null {
  if (!visit.url.includes('/watch') || !/(^|\.)youtube\.com$/.test(hostWithoutWww(visit.url))) return null;
  return { title: visit.title.replace(VIDEO_TITLE_SUFFIX, ''), author_name: '' };
}

/**
 * One node's strings, read from its visit when first asked for: a 100k-node graph is drawn without
 * parsing 100k URLs for labels, search queries and video metadata that only a tooltip or a search reads.
 */
class VisitNode implements NodeInfo {
  private cachedLabel: string | undefined;
  private cachedQuery: string | null | undefined;
  private cachedVideo: VideoMetadata | null | undefined;
  readonly domain: string;

  constructor(private readonly visit: UrlVisit) {
    this.domain = visit.domain || hostWithoutWww(visit.url);
  }

  get visitId() { return this.visit.id; }
  get url() { return this.visit.url; }
  get title() { return this.visit.title; }
  get startTime() { return this.visit.startTime; }
  get endTime() { return this.visit.endTime; }
  get activeTime() { return this.visit.activeTime; }
  get label() { return (this.cachedLabel ??= displayTitle(this.visit.url, this.visit.title)); }
  get searchQuery() { return this.cachedQuery === undefined ? (this.cachedQuery = searchQueryOf(this.visit.url)) : this.cachedQuery; }
  get video() { return this.cachedVideo === undefined ? (this.cachedVideo = videoOf(this.visit)) : this.cachedVideo; }
}

/** Joins the core's output with the visits it was computed from (`columns.nodeVisit` indexes `visits`). */
export function buildGraphModel(columns: GraphColumns, visits: readonly UrlVisit[]): GraphModel {
  return { columns, nodes: Array.from(columns.nodeVisit, (row): NodeInfo => new VisitNode(visits[row]!)) };
}
