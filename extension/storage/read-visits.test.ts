import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { StoredVisit } from './visit-types';
import { IntentlyDb } from './db';
import { putArchivedVisits } from './visit-archive';
import { lastVisitTime, readVisits, visitTimeBounds } from './read-visits';
import { visitReader } from './visit-reader';
import { visitsOf } from './visit-table';

const visit = (startTime: number): StoredVisit => ({
  id: `1_${startTime}`,
  tabId: 1,
  windowId: 1,
  url: `https://a.example/${startTime}`,
  title: '',
  domain: 'a.example',
  category: 'work',
  creationMode: 'direct',
  startTime,
  endTime: startTime,
  duration: 0,
  activeTime: 0,
  lastActiveTime: startTime,
  isActive: false,
  wordCount: 0,
});

describe('readVisits', () => {
  it.each([
    ['an empty database', [], 0, 100, []],
    ['one visit', [5], 0, 100, [5]],
    ['the range bounds: from included, to excluded', [9, 10, 11, 19, 20, 21], 10, 20, [10, 11, 19]],
    [
      'uneven times across every slice, in order',
      [1, 2, 3, 50, 51, 97, 98, 99, 100],
      0,
      1_000,
      [1, 2, 3, 50, 51, 97, 98, 99, 100],
    ],
    ['equal start times (distinct ids) once each', [7, 7, 7], 0, 10, [7, 7, 7]],
  ])('reads %s', async (_, times, from, to, expected) => {
    const db = new IntentlyDb(`read-visits-${Math.random()}`);
    await db.visits.bulkPut(times.map((t, i) => ({ ...visit(t), id: `${i}_${t}` })));
    expect((await readVisits(db, from, to)).map((v) => v.startTime)).toEqual(expected);
    expect(visitsOf(await visitReader(db.name).readVisits(from, to)).map((v) => v.startTime)).toEqual(expected);
  });

  it('reads 10,000 visits exactly once each', async () => {
    const db = new IntentlyDb(`read-visits-${Math.random()}`);
    const times = Array.from({ length: 10_000 }, (_, i) => 1_000 + i * 37);
    await db.visits.bulkPut(times.map(visit));
    const read = await readVisits(db, 0, Number.MAX_SAFE_INTEGER);
    expect(read.length).toBe(10_000);
    expect(new Set(read.map((v) => v.id)).size).toBe(10_000);
    expect(read.map((v) => v.startTime)).toEqual(times);
  });
});

describe('visitTimeBounds and lastVisitTime', () => {
  const DAY = 86_400_000;
  it.each([
    ['an empty database', [], [], null],
    ['live visits only', [5 * DAY, 3 * DAY], [], { first: 3 * DAY, last: 5 * DAY }],
    [
      'archived days only, across days',
      [],
      [DAY + 7, 4 * DAY + 9, DAY + 3, 4 * DAY + 1],
      { first: DAY + 3, last: 4 * DAY + 9 },
    ],
    ['the oldest archived, the newest live', [9 * DAY], [2 * DAY + 5, 3 * DAY], { first: 2 * DAY + 5, last: 9 * DAY }],
    ['the oldest live, the newest archived', [DAY], [6 * DAY + 1, 6 * DAY + 2], { first: DAY, last: 6 * DAY + 2 }],
    [
      'live visits older and newer than the newest archived',
      [DAY, 8 * DAY, 7 * DAY],
      [6 * DAY + 1, 6 * DAY + 2],
      { first: DAY, last: 8 * DAY },
    ],
    [
      'the newest visit both archived and live',
      [6 * DAY + 2],
      [6 * DAY + 1, 6 * DAY + 2],
      { first: 6 * DAY + 1, last: 6 * DAY + 2 },
    ],
  ])('of %s', async (_, live, archived, expected) => {
    const db = new IntentlyDb(`bounds-${Math.random()}`);
    await db.visits.bulkPut(live.map(visit));
    await putArchivedVisits(db, archived.map(visit));
    expect(await visitTimeBounds(db)).toEqual(expected);
    expect(await lastVisitTime(db)).toBe(expected?.last ?? null);
    expect(await visitReader(db.name).lastVisitTime()).toBe(expected?.last ?? null);
  });
});

describe("visitReader (the graph worker's reads without Dexie)", () => {
  const DAY = 86_400_000;

  it('reads archived and live visits as readVisits does, each once, the live copy winning', async () => {
    const db = new IntentlyDb(`reader-${Math.random()}`);
    await putArchivedVisits(db, [visit(DAY + 1), visit(DAY + 2), visit(2 * DAY + 5)]);
    await db.visits.bulkPut([{ ...visit(DAY + 2), title: 'rewritten by the tracker' }, visit(3 * DAY)]);
    const reader = visitReader(db.name);
    for (const [from, to] of [
      [0, 4 * DAY],
      [DAY + 2, 2 * DAY + 6],
      [-Infinity, Infinity],
      [5, 5],
    ] as const) {
      expect(visitsOf(await reader.readVisits(from, to))).toEqual(await readVisits(db, from, to));
    }
    expect(visitsOf(await reader.readVisits(0, 4 * DAY)).find((v) => v.startTime === DAY + 2)!.title).toBe(
      'rewritten by the tracker',
    );
  });

  it('answers nothing for a database that does not exist, and does not create it', async () => {
    const name = `missing-${Math.random()}`;
    const reader = visitReader(name);
    expect(await reader.lastVisitTime()).toBeNull();
    expect(visitsOf(await reader.readVisits(0, DAY))).toEqual([]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });

  it('lets the extension upgrade the database, and reads it again after', async () => {
    const name = `upgraded-${Math.random()}`;
    const db = new IntentlyDb(name);
    await db.visits.put(visit(DAY));
    db.close();
    const reader = visitReader(name);
    expect(await reader.lastVisitTime()).toBe(DAY);
    const upgraded = new IntentlyDb(name);
    upgraded.version(db.verno + 1).stores({}); // an upgrade: it waits for every other connection to close
    await upgraded.open();
    expect(upgraded.verno).toBe(db.verno + 1);
    await upgraded.visits.put(visit(2 * DAY));
    expect(await reader.lastVisitTime()).toBe(2 * DAY);
    upgraded.close();
  });
});
