/**
 * Every version of the IndexedDB schema, oldest first. A version is never edited once shipped: a change
 * is a new entry with its upgrade, and a fixture of the previous version in fixtures/ for its test.
 */
import type { Transaction } from 'dexie';
import { stripOAuthParams } from '../shared/url-rules';

/** One schema version: Dexie store definitions and the upgrade that brings older data to it. */
export interface SchemaVersion {
  version: number;
  stores: Record<string, string>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

/** v1: URL visits only (the lead's foundation). */
const V1: SchemaVersion = { version: 1, stores: { visits: 'id, startTime, tabId, domain' } };

/**
 * v2 (issue 4): tab sessions, day records, settings and the tracker's runtime state. Visits stored by v1
 * may hold OAuth secrets and lack a category: strip them and default to work (SPEC §3).
 */
const V2: SchemaVersion = {
  version: 2,
  stores: {
    visits: 'id, startTime, tabId, domain',
    tabSessions: 'id, openedAt, tabId',
    days: 'date',
    settings: 'key',
    runtime: 'key',
  },
  upgrade: async (tx) => {
    await tx
      .table('visits')
      .toCollection()
      .modify((visit: { url: string; category?: string }) => {
        visit.url = stripOAuthParams(visit.url);
        visit.category ??= 'work';
      });
  },
};

/**
 * v3: visits drop the unused `tabId` and `domain` indexes. Every reader (main page, graph, command bar)
 * reads visits by `startTime`; each extra index made every write and the history import slower.
 */
const V3: SchemaVersion = { version: 3, stores: { ...V2.stores, visits: 'id, startTime' } };

/**
 * v4: `visitDays`, the archive of older days' visits, one column-wise row per UTC day (visit-day-row.ts).
 * Nothing moves at upgrade: the days alarm archives finished visits within the hour, a week per transaction.
 */
const V4: SchemaVersion = { version: 4, stores: { ...V3.stores, visitDays: 'day' } };

/**
 * v5: archived days index their first and last start times, so the graph page finds the latest day from
 * the index: reading the last row itself decoded the whole day (~85 ms for a 100k-visit day), twice.
 */
const V5: SchemaVersion = {
  version: 5,
  stores: { ...V4.stores, visitDays: 'day, firstStart, lastStart' },
  upgrade: async (tx) => {
    await tx
      .table('visitDays')
      .toCollection()
      .modify((row: { count: number; startTime: ArrayLike<number>; firstStart?: number; lastStart?: number }) => {
        row.firstStart = row.startTime[0];
        row.lastStart = row.startTime[row.count - 1];
      });
  },
};

/** All versions, oldest first; the last one is current. */
export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [V1, V2, V3, V4, V5];
