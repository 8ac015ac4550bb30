import { describe, expect, it } from 'vitest';
import { toVisitColumns } from '../../../graph-layout-rs/ts/visit-columns';
import { encodeVisitDay } from '../../storage/visit-day-row';
import { visitsOf, visitTableOf } from '../../storage/visit-table';
import type { StoredVisit } from '../../storage/visit-types';
import type { GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import { buildGraphModel, nodeColumns, nodesOf } from './graph-model';
import { visitTableColumns } from './visit-table-columns';

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
const MODES = ['direct', 'hyperlink', 'chain'] as const;

/** A day of visits: pages that repeat (the row shares them) or not, sources naming a visit or none, odd modes. */
function day(day: number, n: number, { repeat = true, oddMode = false } = {}): StoredVisit[] {
  return Array.from({ length: n }, (_, k) => {
    const startTime = day * DAY_MS + k * MINUTE;
    const page = repeat ? k % 4 : k;
    const visit: StoredVisit = {
      id: `${k % 3}_${startTime}`,
      tabId: k % 3,
      windowId: 1,
      url: `https://site${page % 2}.example/${page}`,
      title: `Page ${page}`,
      domain: page === 3 ? '' : `site${page % 2}.example`,
      category: 'work',
      creationMode: oddMode && k === 2 ? ('typed' as StoredVisit['creationMode']) : MODES[k % 3]!,
      startTime,
      endTime: startTime + MINUTE,
      duration: MINUTE,
      activeTime: k * 1_000,
      lastActiveTime: startTime + MINUTE,
      isActive: false,
      wordCount: 0,
    };
    const source = k % 4 === 1 ? `${(k - 1) % 3}_${startTime - MINUTE}` : 'gone'; // the visit before, or none
    if (k % 2) visit.sourceInfo = { nodeId: source, tabId: 0, url: '' };
    if (k === 5) visit.video = { title: 'A video', author: 'A channel' };
    return visit;
  });
}

describe('visitTableColumns', () => {
  // Three archived days (shared pages, distinct pages, and an unknown creation mode kept as plain strings), and live
  // visits, one of which rewrites an archived one.
  const days = [day(20_000, 40), day(20_001, 30, { repeat: false }), day(20_002, 20, { oddMode: true })];
  const rows = days.map((visits, k) => encodeVisitDay(20_000 + k, visits));
  const live = [{ ...days[2]![4]!, title: 'rewritten' }, ...day(20_003, 10)];
  const table = visitTableOf(rows, live);

  it('reads the rows in each of their forms (shared strings, plain strings, codes)', () => {
    expect(rows.map((row) => [Array.isArray(row.url), row.creationMode instanceof Uint8Array])).toEqual([
      [false, true],
      [true, true],
      [false, false],
    ]);
  });

  it('makes the columns toVisitColumns makes of the same visits as objects', () => {
    expect(visitTableColumns(table)).toEqual(toVisitColumns(visitsOf(table)));
  });

  it('gives nodes the strings and times of their visits', () => {
    const visits = visitsOf(table);
    const nodeVisit = Uint32Array.of(table.length - 1, 5, 0, 44, 5);
    const nodes = nodeColumns(nodeVisit, table);
    const picked = [...nodeVisit].map((k) => visits[k]!);
    expect(nodes.startTime).toEqual(Float64Array.from(picked, (v) => v.startTime));
    expect(nodes.activeTime).toEqual(Float64Array.from(picked, (v) => v.activeTime));
    expect(nodes.visitId.text).toBe(picked.map((v) => v.id).join(''));
    const built = nodesOf(buildGraphModel({ nodeVisit } as GraphColumns, nodes).nodes);
    expect(built.map((node) => node.url)).toEqual(picked.map((v) => v.url));
    expect(built.map((node) => node.title)).toEqual(picked.map((v) => v.title));
    expect(built.map((node) => node.video?.title ?? '')).toEqual(picked.map((v) => v.video?.title ?? ''));
    expect(built.map((node) => node.video?.author_name ?? '')).toEqual(picked.map((v) => v.video?.author ?? ''));
    expect([...nodes.domainOf].map((d) => nodes.domains[d])).toEqual(
      picked.map((v) => v.domain || new URL(v.url).hostname),
    );
  });
});
