import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { DayRecord, StoredVisit, TabSession } from './visit-types';
import { SCHEMA_VERSIONS } from './schema';
import type { VisitDayRow } from './visit-day-row';
import { guardQuota } from './quota-guard';
import { reportUnsavedWrite } from './unsaved-writes';

/** A key-value row (settings, the tracker's runtime state, history-import progress). */
export interface KeyValue {
  key: string;
  value: unknown;
}

/** The extension's IndexedDB (extension origin; opened only by the background and extension pages). */
export class IntentlyDb extends Dexie {
  /** SPEC §3 URL visits the tracker writes: open ones and those finished since the hourly archive, keyed by id (tabId_startTime). */
  visits!: Table<StoredVisit, string>;
  /** Older days' visits, one column-wise row per UTC day (read them with readVisits). */
  visitDays!: Table<VisitDayRow, number>;
  /** SPEC §3 tab sessions, keyed by id (tabId_openedAt). */
  tabSessions!: Table<TabSession, string>;
  /** SPEC §3 day records, keyed by local date. */
  days!: Table<DayRecord, string>;
  /** User settings (exported). */
  settings!: Table<KeyValue, string>;
  /** Machine state: the tracker's open tabs, import progress (not exported). */
  runtime!: Table<KeyValue, string>;

  constructor(name = 'intently', options?: DexieOptions) {
    super(name, options);
    for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
    guardQuota(this, reportUnsavedWrite);
  }
}

/** The shared database instance for this extension context. */
export const db = new IntentlyDb();
