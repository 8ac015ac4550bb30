import { NO_VALUE, type VisitColumns } from './graph-columns';
import type { UrlVisit } from './url-visit';

/** creationMode → ABI code; anything else is 255 (unknown, counted by the core). */
export const MODE_CODES: Record<string, number> = { direct: 0, hyperlink: 1, chain: 2 };

/** A number as the core takes it: anything else is NaN. */
export const num = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);

/**
 * Interns strings into 0, 1, 2… by first appearance: an open-addressing table over typed arrays, sized once for
 * `capacity` strings. A month's million visit ids went into a Map that grew (and was copied) all the way up under a
 * heap of a million visits: bench:render's 1M-visit month laid out in its worker in 1,623 ms against 2,083 ms
 * (Chromium, median of five, docs/benchmarks.md).
 */
export function stringInterner(capacity: number): (key: string) => number {
  const size = 2 ** Math.ceil(Math.log2(Math.max(2, capacity) * 2)); // at most half full
  const mask = size - 1;
  const slots = new Int32Array(size).fill(-1);
  const keys: string[] = [];
  return (key) => {
    let hash = 0x811c9dc5; // FNV-1a over the UTF-16 code units
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = slots[slot]!;
      if (id === -1) {
        slots[slot] = keys.length;
        keys.push(key);
        return keys.length - 1;
      }
      if (keys[id] === key) return id;
    }
  };
}

/** The core's input columns for `n` visits, pages included, every value 0 (to be filled). */
export function zeroedColumns(n: number): VisitColumns {
  return {
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
    pages: new Uint32Array(n),
  };
}

/**
 * Interns a visit list into the core's input columns. Visit ids and sourceInfo node ids share one
 * id space, so a sourceInfo naming no visit gets an id no visit has (the core counts it as
 * dangling). Non-numeric times become NaN, which the core skips or places separately.
 */
export function toVisitColumns(visits: readonly UrlVisit[]): VisitColumns {
  const n = visits.length;
  const id = stringInterner(2 * n); // every visit's id and every source's
  const domains = new Map<string, number>();
  const urls = new Map<string, number>();
  const intern = (map: Map<string, number>, key: string) => {
    let code = map.get(key);
    if (code === undefined) map.set(key, (code = map.size));
    return code;
  };
  const c = zeroedColumns(n);
  const pages = c.pages!;
  visits.forEach((v, i) => {
    c.ids[i] = id(String(v.id));
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
    c.sources[i] = source === undefined || source === null ? NO_VALUE : id(String(source));
  });
  return c;
}
