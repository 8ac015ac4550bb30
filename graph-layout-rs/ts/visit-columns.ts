import type { VisitColumns } from './graph-columns';
import { numberIds } from './number-ids';
import type { UrlVisit } from './url-visit';

/** creationMode → ABI code; anything else is 255 (unknown, counted by the core). */
export const MODE_CODES: Record<string, number> = { direct: 0, hyperlink: 1, chain: 2 };

/** A number as the core takes it: anything else is NaN. */
export const num = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);

/** Interns strings into 0, 1, 2… by first appearance. */
export function stringInterner(): (key: string) => number {
  const codes = new Map<string, number>();
  return (key) => {
    let code = codes.get(key);
    if (code === undefined) codes.set(key, (code = codes.size));
    return code;
  };
}

/** The core's input columns around numbered ids and sources (numberIds), the others 0 (pages too), to be filled. */
export function columnsAround({ ids, sources }: { ids: Uint32Array; sources: Uint32Array }): VisitColumns {
  const n = ids.length;
  return {
    ids,
    sources,
    tabs: new Int32Array(n),
    windows: new Int32Array(n),
    domains: new Uint32Array(n),
    modes: new Uint8Array(n),
    starts: new Float64Array(n),
    ends: new Float64Array(n),
    durations: new Float64Array(n),
    active: new Float64Array(n),
    pages: new Uint32Array(n),
  };
}

/**
 * Turns a visit list into the core's input columns: ids and sourceInfo node ids numbered together (numberIds), so a
 * sourceInfo naming no visit gets a number no visit has (the core counts it as dangling); domains and pages
 * interned. Non-numeric times become NaN, which the core skips or places separately.
 */
export function toVisitColumns(visits: readonly UrlVisit[]): VisitColumns {
  const [domain, page] = [stringInterner(), stringInterner()];
  const c = columnsAround(
    numberIds(
      visits.map((v) => String(v.id)),
      visits.map((v) => v.sourceInfo?.nodeId),
    ),
  );
  visits.forEach((v, i) => {
    c.tabs[i] = num(v.tabId);
    c.windows[i] = num(v.windowId);
    c.domains[i] = domain(String(v.domain ?? ''));
    c.modes[i] = MODE_CODES[v.creationMode] ?? 255;
    c.starts[i] = num(v.startTime);
    c.ends[i] = num(v.endTime);
    c.durations[i] = num(v.duration);
    c.active[i] = num(v.activeTime);
    c.pages![i] = page(String(v.url ?? ''));
  });
  return c;
}
