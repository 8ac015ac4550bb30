import Dexie, { type Table } from 'dexie';
import type { UrlVisit } from '../../graph-layout-rs/ts/url-visit';

/** The extension's IndexedDB (extension origin; opened only by the background and extension pages). */
export class IntentlyDb extends Dexie {
  /** SPEC §3 URL visits, keyed by id (tabId_startTime). */
  visits!: Table<UrlVisit, string>;

  constructor(name = 'intently') {
    super(name);
    this.version(1).stores({ visits: 'id, startTime, tabId, domain' });
  }
}

/** The shared database instance for this extension context. */
export const db = new IntentlyDb();
