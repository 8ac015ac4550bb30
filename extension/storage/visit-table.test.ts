import { describe, expect, it } from 'vitest';
import type { StoredVisit } from './visit-types';
import { ARCHIVE_DAY_MS, archiveDayOf, decodeVisitDay, encodeVisitDay, type VisitDayRow } from './visit-day-row';
import { forEachVisit, joinTables, visitsOf, visitTableOf } from './visit-table';

const DAY = 20_354; // 2025-09-23 UTC
const MINUTE = 60_000;

/** A pseudo-random generator, so each run checks the same visits. */
function random(seed: number) {
  return () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
}

/** `n` visits over three days, some on the same minute (equal start times, distinct ids), some with a source. */
function visits(n: number, seed: number): StoredVisit[] {
  const next = random(seed);
  return Array.from({ length: n }, (_, k) => {
    const startTime = DAY * ARCHIVE_DAY_MS + Math.floor(next() * 3 * 24 * 60) * MINUTE;
    const page = Math.floor(next() * 7);
    const visit: StoredVisit = {
      id: `${Math.floor(next() * 5)}_${startTime}_${k}`,
      tabId: 1 + Math.floor(next() * 5),
      windowId: 1,
      url: `https://site${page % 3}.example/page/${page}`,
      title: `Page ${page}`,
      domain: `site${page % 3}.example`,
      category: 'work',
      creationMode: (['direct', 'hyperlink', 'chain'] as const)[k % 3]!,
      startTime,
      endTime: startTime + MINUTE,
      duration: MINUTE,
      activeTime: next() * MINUTE,
      lastActiveTime: startTime + MINUTE,
      isActive: false,
      wordCount: 0,
    };
    if (k % 4 === 1) visit.sourceInfo = { nodeId: `0_${startTime}_${k - 1}`, tabId: 1, url: 'https://site0.example/' };
    return visit;
  });
}

/** Archives visits as the archive does: a row per UTC day, the days in order. */
function rowsOf(archived: StoredVisit[]): VisitDayRow[] {
  const days = new Map<number, StoredVisit[]>();
  for (const visit of archived)
    days.set(archiveDayOf(visit.startTime), [...(days.get(archiveDayOf(visit.startTime)) ?? []), visit]);
  return [...days.keys()].sort((a, b) => a - b).map((day) => encodeVisitDay(day, days.get(day)!));
}

/** What a read of [from, to) answers, worked out plainly: every visit once (the live copy winning), by start, then id. */
function expected(archived: StoredVisit[], live: StoredVisit[], from: number, to: number): StoredVisit[] {
  const liveIds = new Set(live.map((visit) => visit.id));
  const inRange = archived.filter((v) => v.startTime >= from && v.startTime < to && !liveIds.has(v.id));
  const all = [...inRange, ...live];
  return all.sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

describe('visitTableOf', () => {
  const archived = visits(600, 7);
  const rows = rowsOf(archived);
  const start = DAY * ARCHIVE_DAY_MS;

  it.each([
    ['no live visits', [] as StoredVisit[], start, start + 3 * ARCHIVE_DAY_MS],
    ['live visits between archived ones, a few rewriting archived ones', undefined, start, start + 3 * ARCHIVE_DAY_MS],
    [
      'live visits, the range cutting into the first and last days',
      undefined,
      start + 7 * 3_600_000,
      start + 50 * 3_600_000,
    ],
  ])('reads %s in order, each once', (_, given, from, to) => {
    // Live visits: some new ones, and rewritten copies of archived visits (the same id, another title).
    const live =
      given ??
      [...visits(40, 11), ...archived.filter((_, k) => k % 50 === 0).map((v) => ({ ...v, title: 'rewritten' }))]
        .filter((v) => v.startTime >= from && v.startTime < to)
        .sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : 1));
    const table = visitTableOf(rows, live, from, to);
    const read = visitsOf(table);
    expect(read).toEqual(expected(archived, live, from, to));
    expect(table.length).toBe(read.length);
    const seen: string[] = [];
    forEachVisit(table, (row, i, k) => seen.push(`${k}:${row.id[i]}`));
    expect(seen).toEqual(read.map((v, k) => `${k}:${v.id}`));
  });

  it('keeps each row whole in one run when nothing splits it', () => {
    const table = visitTableOf(rows, []);
    expect(table.runs.map(({ row, from, to }) => [row.day, from, to])).toEqual(rows.map((r) => [r.day, 0, r.count]));
  });

  it('joins two tables: the first one’s visits, then the second’s', () => {
    const [a, b] = [visitTableOf(rows.slice(0, 1), []), visitTableOf(rows.slice(1), [])];
    expect(visitsOf(joinTables(a, b))).toEqual(rows.flatMap((row) => decodeVisitDay(row, -Infinity, Infinity, [])));
    expect(joinTables(a, b).length).toBe(archived.length);
  });

  it('throws the damaged row’s sentence', () => {
    const damaged = { ...rows[0]!, title: ['cut short'] };
    expect(() => visitTableOf([damaged], [])).toThrow(
      'The visits archived for 2025-09-23 could not be read: their "title" column is missing or cut short.',
    );
  });
});
