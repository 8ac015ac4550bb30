import 'fake-indexeddb/auto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IntentlyDb } from '../storage/db';
import { rollUpDays } from '../storage/day-store';
import { readVisits } from '../storage/read-visits';
import { DexieTrackerStore } from '../background/dexie-tracker-store';
import { saveSettings } from '../storage/settings-store';
import { wipeData } from '../storage/wipe-data';
import { Harness } from '../tracking/tracker-harness';
import { DEFAULT_SETTINGS } from '../storage/tracking-settings';
import { exportData } from './export-data';
import { importData } from './import-data';

const TABLES = ['visits', 'tabSessions', 'days', 'settings'] as const;

/** A database with a little of everything: chains, hyperlinks, open and closed tabs, a hostile title, settings. */
async function seededDb(): Promise<IntentlyDb> {
  const db = new IntentlyDb(`export-${Math.random()}`);
  const h = new Harness(undefined, undefined, new DexieTrackerStore(db));
  await h.start();
  await h.openTab(1);
  await h.go(1, 'https://docs.dev/a?q=a,b "quoted"', 'typed');
  await h.tracker.titleChanged(1, '=HYPERLINK("https://evil.example","click")');
  await h.tracker.pageStats(1, 'https://docs.dev/a?q=a,b "quoted"', 321, 0.45);
  h.wait(61.5);
  await h.go(1, 'https://docs.dev/b', 'link');
  await h.openTab(2, 1);
  await h.go(2, 'https://www.reddit.com/r/x', 'link');
  await h.tracker.titleChanged(2, 'line one\nline two, with -minus and @at');
  h.wait(10);
  await h.tracker.tabRemoved(2);
  await saveSettings(db, { ...DEFAULT_SETTINGS, reading: false, categories: { 'docs.dev': 'social' } });
  await rollUpDays(db, h.t);
  return db;
}

/** Every stored visit, oldest first, wherever it is kept. */
const allVisits = (db: IntentlyDb) => readVisits(db, -Infinity, Infinity);

async function dump(db: IntentlyDb) {
  return Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, table === 'visits' ? await allVisits(db) : await db.table(table).toArray()])));
}

describe('exportData / importData', () => {
  it('round-trips every table: export → wipe → import gives identical data', async () => {
    const db = await seededDb();
    const before = await dump(db);
    expect(before.visits).toHaveLength(3);
    const zip = await exportData(db, Date.now());
    await wipeData(db);
    expect((await allVisits(db)).length).toBe(0);
    expect(await importData(db, zip)).toEqual({ visits: 3, tabSessions: 2, days: 1, settings: 1 });
    expect(await dump(db)).toEqual(before);
  });

  it('adds no duplicates when the same export is imported twice', async () => {
    const db = await seededDb();
    const zip = await exportData(db, Date.now());
    await importData(db, zip);
    await importData(db, zip);
    expect((await allVisits(db)).length).toBe(3);
    expect(await db.tabSessions.count()).toBe(2);
  });

  it('writes one CSV per table with ISO UTC times and escaped formulas', async () => {
    const db = await seededDb();
    const files = unzipSync(await exportData(db, Date.UTC(2025, 8, 23)));
    expect(Object.keys(files).sort()).toEqual(['days.csv', 'manifest.json', 'settings.csv', 'tab-sessions.csv', 'visits.csv']);
    const visits = strFromU8(files['visits.csv']!);
    expect(visits.split('\r\n')[0]).toBe(
      'id,tabId,windowId,url,title,domain,category,creationMode,startTime,endTime,duration,activeTime,lastActiveTime,isActive,wordCount,readProgress,sourceInfo.nodeId,sourceInfo.tabId,sourceInfo.url',
    );
    expect(visits).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    expect(visits).toContain('"line one\nline two, with -minus and @at"');
    expect(visits).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    expect(JSON.parse(strFromU8(files['manifest.json']!))).toMatchObject({ format: 'intently-export', version: 1, exportedAt: '2025-09-23T00:00:00.000Z' });
  });

  it.each([
    ['a file that is not a zip', strToU8('hello'), 'The file should be a .zip made by Intently’s export.'],
    ['a zip without a manifest', zipSync({ 'visits.csv': strToU8('id\r\n') }), 'The file should be an Intently export: a .zip with manifest.json and one CSV per table.'],
    [
      'a CSV missing columns',
      zipSync({ 'manifest.json': strToU8('{"format":"intently-export","version":1}'), 'visits.csv': strToU8('id,url\r\nx,https://a.dev/\r\n') }),
      'visits.csv should have the columns tabId, windowId',
    ],
  ])('refuses %s with a sentence', async (_name, zip, message) => {
    const db = new IntentlyDb(`bad-${Math.random()}`);
    await expect(importData(db, zip)).rejects.toThrow(message);
    expect((await allVisits(db)).length).toBe(0);
  });
});
