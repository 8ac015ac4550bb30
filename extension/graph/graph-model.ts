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
  visitId: string;
  url: string;
  title: string;
  domain: string;
  label: string;
  startTime: number;
  endTime: number;
  activeTime: number;
  searchQuery: string | null;
  video: VideoMetadata | null;
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

/** Joins the core's output with the visits it was computed from (`columns.nodeVisit` indexes `visits`). */
export function buildGraphModel(columns: GraphColumns, visits: readonly UrlVisit[]): GraphModel {
  const nodes = Array.from(columns.nodeVisit, (row) => {
    const visit = visits[row]!;
    return {
      visitId: visit.id,
      url: visit.url,
      title: visit.title,
      domain: visit.domain || hostWithoutWww(visit.url),
      label: displayTitle(visit.url, visit.title),
      startTime: visit.startTime,
      endTime: visit.endTime,
      activeTime: visit.activeTime,
      searchQuery: searchQueryOf(visit.url),
      video: videoOf(visit),
    };
  });
  return { columns, nodes };
}
