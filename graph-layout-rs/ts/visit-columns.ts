import { NO_VALUE, type VisitColumns } from './graph-columns';
import type { UrlVisit } from './url-visit';

/** creationMode → ABI code; anything else is 255 (unknown, counted by the core). */
const MODE_CODES: Record<string, number> = { direct: 0, hyperlink: 1, chain: 2 };

const num = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);

/**
 * Interns a visit list into the core's input columns. Visit ids and sourceInfo node ids share one
 * id space, so a sourceInfo naming no visit gets an id no visit has (the core counts it as
 * dangling). Non-numeric times become NaN, which the core skips or places separately.
 */
export function toVisitColumns(visits: readonly UrlVisit[]): VisitColumns {
  const n = visits.length;
  const ids = new Map<string, number>();
  const domains = new Map<string, number>();
  const urls = new Map<string, number>();
  const pages = new Uint32Array(n);
  const intern = (map: Map<string, number>, key: string) => {
    let id = map.get(key);
    if (id === undefined) map.set(key, (id = map.size));
    return id;
  };
  const c: VisitColumns = {
    ids: new Uint32Array(n),
    sources: new Uint32Array(n),
    tabs: new Int32Array(n),
    windows: new Int32Array(n),
    domains: new Uint32Array(n),
    modes: new Uint8Array(n),
    starts: new Float64Array(n),
    ends: new Float64Array(n),
    durations: new Float64Array(n),
    active: new Float64Array(n),
    pages,
  };
  visits.forEach((v, i) => {
    c.ids[i] = intern(ids, String(v.id));
    c.tabs[i] = num(v.tabId);
    c.windows[i] = num(v.windowId);
    c.domains[i] = intern(domains, String(v.domain ?? ''));
    c.modes[i] = MODE_CODES[v.creationMode] ?? 255;
    c.starts[i] = num(v.startTime);
    c.ends[i] = num(v.endTime);
    c.durations[i] = num(v.duration);
    c.active[i] = num(v.activeTime);
    pages[i] = intern(urls, String(v.url ?? ''));
  });
  visits.forEach((v, i) => {
    const source = v.sourceInfo?.nodeId;
    c.sources[i] = source === undefined || source === null ? NO_VALUE : intern(ids, String(source));
  });
  return c;
}
