import { describe, expect, it } from 'vitest';
import type { StoredVisit } from './visit-types';
import { ARCHIVE_DAY_MS, archiveDayOf, decodeVisitDay, encodeVisitDay, type VisitDayRow } from './visit-day-row';

const DAY = 20_354; // 2025-09-23 UTC
const at = (ms: number) => DAY * ARCHIVE_DAY_MS + ms;
const visit = (id: string, startTime: number, extra: Partial<StoredVisit> = {}): StoredVisit => ({
  id,
  tabId: 3,
  windowId: 1,
  url: `https://a.example/${id}`,
  title: `Page ${id}`,
  domain: 'a.example',
  category: 'work',
  creationMode: 'direct',
  startTime,
  endTime: startTime + 5_000,
  duration: 5_000,
  activeTime: 4_000,
  lastActiveTime: startTime + 4_000,
  isActive: false,
  wordCount: 120,
  ...extra,
});

describe('visit day rows', () => {
  it('round-trips every field, optional ones present or absent, sorted by start time then id', () => {
    const visits = [
      visit('b', at(2_000), {
        readProgress: 0.75,
        category: 'social',
        creationMode: 'hyperlink',
        sourceInfo: { nodeId: 'a', tabId: 2, url: 'https://a.example/a' },
      }),
      visit('a', at(1_000), { isActive: true, title: 'Ünïcödé, "quoted"' }),
      visit('c', at(2_000), { readProgress: 0, tabId: -1, windowId: -1 }),
      visit('d', at(3_000), { video: { title: 'Café Lofi — 夜の作業用BGM 🎧', author: 'Chillhop Music' } }),
      visit('e', at(4_000), { video: { title: 'A video whose page showed no channel' } }),
    ];
    const row = encodeVisitDay(DAY, visits);
    expect(row.count).toBe(5);
    expect(row.startTime).toBeInstanceOf(Float64Array);
    const decoded = decodeVisitDay(structuredClone(row), -Infinity, Infinity, []);
    expect(decoded).toEqual([visits[1], visits[0], visits[2], visits[3], visits[4]]);
    expect(Object.keys(decoded[0]!)).not.toContain('sourceInfo');
    expect(Object.keys(decoded[0]!)).not.toContain('readProgress');
    expect(decoded[2]!.readProgress).toBe(0);
    expect(Object.keys(decoded[0]!)).not.toContain('video');
    expect(Object.keys(decoded[4]!.video!)).toEqual(['title']);
  });

  it('adds no video columns to a day without videos, and reads a row archived before videos were stored', () => {
    const row = encodeVisitDay(DAY, [visit('a', at(1)), visit('b', at(2))]);
    expect(Object.keys(row)).not.toContain('videoTitle');
    expect(Object.keys(row)).not.toContain('videoAuthor');
    expect(decodeVisitDay(row, -Infinity, Infinity, [])).toEqual([visit('a', at(1)), visit('b', at(2))]);
  });

  it('keeps a number column exact when a value is not a number', () => {
    const odd = { ...visit('x', at(10)), wordCount: undefined } as unknown as StoredVisit;
    const row = encodeVisitDay(DAY, [odd, visit('y', at(20))]);
    expect(Array.isArray(row.wordCount)).toBe(true);
    expect(decodeVisitDay(row, -Infinity, Infinity, []).map((v) => v.wordCount)).toEqual([undefined, 120]);
  });

  it('stores few-valued columns as codes and optional numbers with NaN for absent, and reads them back exactly', () => {
    const visits = [
      visit('a', at(1), { category: 'social', creationMode: 'chain', isActive: true, readProgress: 0.5 }),
      visit('b', at(2), {
        creationMode: 'hyperlink',
        sourceInfo: { nodeId: 'a', tabId: 3, url: 'https://a.example/a' },
      }),
      visit('c', at(3), { sourceInfo: { nodeId: 'gone', tabId: -1, url: '' } }),
    ];
    const row = encodeVisitDay(DAY, visits);
    expect([row.category, row.creationMode, row.isActive].map((column) => Array.from(column as Uint8Array))).toEqual([
      [1, 0, 0],
      [2, 1, 0],
      [1, 0, 0],
    ]);
    expect(row.readProgress).toBeInstanceOf(Float64Array);
    expect(Array.from(row.sourceTabId as Float64Array)).toEqual([Number.NaN, 3, -1]);
    expect(decodeVisitDay(row, -Infinity, Infinity, [])).toEqual(visits);
  });

  it("stores a page, title, domain or source page that repeats once, with every visit's index into them", () => {
    const home = { url: 'https://a.example/', title: 'Home', domain: 'a.example' };
    const source = { nodeId: 'h1', tabId: 3, url: home.url };
    const visits = [
      visit('h1', at(1), home),
      visit('x', at(2), { sourceInfo: source, video: { title: 'A talk', author: 'A channel' } }),
      visit('h2', at(3), home),
      visit('h3', at(4), { ...home, title: 'Home (edited)', sourceInfo: source }),
      visit('h4', at(5), home),
    ];
    const row = encodeVisitDay(DAY, visits);
    expect(row.url).toEqual({ values: [home.url, 'https://a.example/x'], codes: Uint32Array.of(0, 1, 0, 0, 0) });
    expect(row.domain).toEqual({ values: ['a.example'], codes: new Uint32Array(5) });
    expect(row.title).toEqual(['Home', 'Page x', 'Home', 'Home (edited)', 'Home']); // 3 of 5 distinct: not halved
    expect(row.sourceUrl).toEqual({ values: [undefined, home.url], codes: Uint32Array.of(0, 1, 0, 1, 0) });
    expect(row.videoTitle).toEqual({ values: [undefined, 'A talk'], codes: Uint32Array.of(0, 1, 0, 0, 0) });
    const read = decodeVisitDay(row, -Infinity, Infinity, []);
    expect(read).toEqual(visits);
    expect(read[0]!.url).toBe(read[2]!.url); // one string per page
    // Distinct pages stay an array: a dictionary would not halve them.
    expect(Array.isArray(encodeVisitDay(DAY, [visit('a', at(1)), visit('b', at(2))]).url)).toBe(true);
  });

  it('reads a row archived with those columns as plain arrays (before they were coded or shared) the same', () => {
    const visits = [
      visit('a', at(1), { category: 'social', isActive: true, readProgress: 1 }),
      visit('b', at(2), { sourceInfo: { nodeId: 'a', tabId: 3, url: 'https://a.example/a' } }),
    ];
    const old: VisitDayRow = {
      ...encodeVisitDay(DAY, visits),
      category: ['social', 'work'],
      creationMode: ['direct', 'direct'],
      isActive: [true, false],
      readProgress: [1, undefined],
      sourceTabId: [undefined, 3],
      url: ['https://a.example/a', 'https://a.example/b'],
      title: ['Page a', 'Page b'],
      domain: ['a.example', 'a.example'],
      sourceUrl: [undefined, 'https://a.example/a'],
    };
    expect(decodeVisitDay(old, -Infinity, Infinity, [])).toEqual(visits);
  });

  it('keeps a column of unknown or odd values as the values themselves, exactly', () => {
    const odd = {
      ...visit('x', at(10)),
      category: 'leisure',
      creationMode: undefined,
      isActive: 'yes',
      readProgress: Number.NaN,
      sourceInfo: { nodeId: 'y', tabId: undefined, url: '' },
    } as unknown as StoredVisit;
    const row = encodeVisitDay(DAY, [odd, visit('y', at(20))]);
    for (const column of [row.category, row.creationMode, row.isActive, row.readProgress])
      expect(Array.isArray(column)).toBe(true);
    expect(row.sourceTabId).toBeInstanceOf(Float64Array); // absent and numbers only
    expect(decodeVisitDay(row, -Infinity, Infinity, [])).toEqual([odd, visit('y', at(20))]);
  });

  it('says which day and which column cannot be read when a row lacks a column or has it cut short', () => {
    const row = encodeVisitDay(DAY, [visit('a', at(1)), visit('b', at(2))]);
    expect(() =>
      decodeVisitDay({ ...row, title: undefined } as unknown as VisitDayRow, -Infinity, Infinity, []),
    ).toThrow('The visits archived for 2025-09-23 could not be read: their "title" column is missing or cut short.');
    const shortStarts = { ...row, startTime: row.startTime.slice(0, 1) } as VisitDayRow;
    expect(() => decodeVisitDay(shortStarts, -Infinity, Infinity, [])).toThrow('their "startTime" column');
    const shortDomains = { ...row, domain: { values: ['a.example'], codes: Uint32Array.of(0) } };
    expect(() => decodeVisitDay(shortDomains, -Infinity, Infinity, [])).toThrow('their "domain" column');
  });

  it('decodes only the visits in [from, to), appending to the list given', () => {
    const row = encodeVisitDay(DAY, [visit('a', at(1)), visit('b', at(2)), visit('c', at(3))]);
    const out = [visit('z', 0)];
    expect(decodeVisitDay(row, at(2), at(3), out).map((v) => v.id)).toEqual(['z', 'b']);
  });

  it('puts a visit in the UTC day of its start', () => {
    expect(archiveDayOf(at(0))).toBe(DAY);
    expect(archiveDayOf(at(ARCHIVE_DAY_MS - 1))).toBe(DAY);
    expect(archiveDayOf(at(ARCHIVE_DAY_MS))).toBe(DAY + 1);
  });
});
