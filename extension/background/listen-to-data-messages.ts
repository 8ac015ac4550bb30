import type { WxtBrowser } from 'wxt/browser';
import { READING_CHIP_KEY } from '../commands/intently/reading-chip-place';
import { followStoredTimers } from '../commands/timer/timers';
import { onTrusted } from '../messages/on-trusted';
import type { LocalDatabases } from '../storage/local-databases';
import { UNSAVED_WRITES_KEY } from '../storage/unsaved-writes';
import { wipeData } from '../storage/wipe-data';
import type { SyncScheduler } from '../sync/sync-scheduler';
import type { Tracker } from '../tracking/tracker';
import { applySettings } from './apply-settings';
import { forgetSearchIndex } from '../search-index/search-service';

/** The browser APIs the data messages use. */
export type DataBrowser = Pick<WxtBrowser, 'runtime' | 'alarms' | 'storage'>;

/**
 * The background's side of the main page's "Your data" (SPEC §1): deleting all local data, and putting an
 * import to work. Both leave the browser following what is stored: the settings, and the timers' alarms.
 * Returns a function that stops it.
 */
export function listenToDataMessages(
  browser: DataBrowser,
  tracker: Tracker,
  dbs: LocalDatabases,
  sync: SyncScheduler,
  now: () => number = Date.now,
): () => void {
  const followStoredData = async () => {
    await followStoredTimers(dbs.tools, browser.alarms, now());
    await applySettings(browser, tracker, dbs.tracker);
  };
  return onTrusted(browser.runtime, {
    // Between two tracker batches, so no open visit is written back, and between two syncs, so nothing deleted
    // here goes to the server as a deletion: deleting local data is local only.
    'data/delete-all': async () => {
      await sync.deleteLocally(() => tracker.dataWiped(() => wipeData(dbs)));
      // The reading chip's place per site names sites; what was not saved was data of the databases just emptied.
      for (const key of [READING_CHIP_KEY, UNSAVED_WRITES_KEY]) await browser.storage.local.remove(key);
      // The bar's search index held what was deleted: gone too, in memory and on disk.
      await forgetSearchIndex(dbs.tracker);
      await followStoredData();
    },
    'data/imported': async () => {
      await forgetSearchIndex(dbs.tracker);
      await followStoredData();
      sync.changed();
    },
  });
}
