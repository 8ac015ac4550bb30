import { LINK_KINDS, NO_VALUE, type GraphColumns, type SkippedCounts } from './graph-columns';
import type { UrlVisit } from './url-visit';
import { youtubeMetadataOf, type YoutubeMetadata } from './youtube-metadata';

/** SPEC §3 Graph node plus its layout position, session and filter bucket. */
export interface GraphNodeJson {
  id: number;
  url: string;
  domain: string;
  title: string;
  totalTime: number;
  activeTime: number;
  lastVisited: number;
  category: UrlVisit['category'];
  originalUrls: string[];
  youtubeMetadata: YoutubeMetadata | null;
  visitId: string;
  visitTimestamp: number | null;
  x: number;
  y: number;
  session: number | null;
  bucket: number;
}

/** The `npm run graph` output: a stable debugging and test shape. */
export interface GraphJson {
  nodes: GraphNodeJson[];
  links: {
    source: number;
    target: number;
    weight: 1;
    kind: string;
    transitions: { timestamp: number; sourceType: 'chain' | 'hyperlink' }[];
  }[];
  sessions: { id: string; nodes: number[]; startTime: number; endTime: number; duration: number; nodeCount: number }[];
  timeline: {
    intervalMinutes: number;
    intervals: { start: number; end: number; x: number; width: number; count: number }[];
    markers: { x: number; time: number }[];
  };
  skipped: SkippedCounts;
}

const finiteOr = <T>(value: number, fallback: T) => (Number.isFinite(value) ? value : fallback);

/** Joins computed columns with the visits' strings into plain objects (SPEC §3 field names). */
export function toGraphJson(visits: readonly UrlVisit[], g: GraphColumns): GraphJson {
  const nodes = Array.from(g.nodeVisit, (row, id): GraphNodeJson => {
    const v = visits[row];
    return {
      id,
      url: v.url,
      domain: v.domain,
      title: v.title,
      totalTime: v.duration,
      activeTime: v.activeTime,
      lastVisited: finiteOr(v.lastActiveTime, finiteOr(v.endTime, v.startTime)),
      category: v.category ?? 'work',
      originalUrls: [v.url],
      youtubeMetadata: youtubeMetadataOf(v.video),
      visitId: v.id,
      visitTimestamp: finiteOr(v.startTime, null),
      x: g.x[id],
      y: g.y[id],
      session: g.session[id] === NO_VALUE ? null : g.session[id],
      bucket: g.bucket[id],
    };
  });
  const links = Array.from(g.linkTarget, (target, i) => {
    const { kind, sourceType } = LINK_KINDS[g.linkKind[i]];
    return {
      source: g.linkSource[i],
      target,
      weight: 1 as const,
      kind,
      transitions: [{ timestamp: g.linkTime[i], sourceType }],
    };
  });
  const sessions = Array.from(g.sessionStart, (startTime, s) => {
    const members = Array.from(g.sessionNodes.subarray(g.sessionOffsets[s], g.sessionOffsets[s + 1]));
    const endTime = g.sessionEnd[s];
    return {
      id: `session-${s}`,
      nodes: members,
      startTime,
      endTime,
      duration: endTime - startTime,
      nodeCount: members.length,
    };
  });
  const interval = g.intervalMinutes * 60_000;
  const intervals = Array.from(g.intervalStart, (start, k) => ({
    start,
    end: start + interval,
    x: g.intervalX[k],
    width: g.intervalWidth[k],
    count: g.intervalCount[k],
  }));
  const markers = Array.from(g.markerX, (x, m) => ({ x, time: g.markerTime[m] }));
  return {
    nodes,
    links,
    sessions,
    timeline: { intervalMinutes: g.intervalMinutes, intervals, markers },
    skipped: g.skipped,
  };
}
