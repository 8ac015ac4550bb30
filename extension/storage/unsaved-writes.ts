/**
 * Issue 38: the writes the browser refused for lack of space, kept in `storage.local` (`unsavedWrites`, the last 20)
 * so the main page's Your data says what was not saved, whichever context (background, main page, bar) tried to
 * write it, until the user dismisses it. `storage.local` is a different store from IndexedDB, so it still takes a
 * small write when the databases are full.
 */
import { browser } from 'wxt/browser';
import type { UnsavedWrite } from './quota-guard';

/** The storage.local key of the list. */
export const UNSAVED_WRITES_KEY = 'unsavedWrites';

/** The most failures kept. */
const KEPT = 20;

/** The storage.local area (a parameter so tests and other contexts pass theirs). */
type LocalArea = Pick<typeof browser.storage.local, 'get' | 'set'>;

/** The failures recorded so far, oldest first. */
export async function unsavedWrites(local: LocalArea): Promise<UnsavedWrite[]> {
  const stored = (await local.get(UNSAVED_WRITES_KEY))[UNSAVED_WRITES_KEY];
  return Array.isArray(stored) ? (stored as UnsavedWrite[]) : [];
}

/** Adds a failure to the list (the oldest go past 20). */
export async function recordUnsavedWrite(local: LocalArea, write: UnsavedWrite): Promise<void> {
  await local.set({ [UNSAVED_WRITES_KEY]: [...(await unsavedWrites(local)), write].slice(-KEPT) });
}

/** The reporter the databases use in the extension: records in this browser's storage.local, and logs the failure. */
export function reportUnsavedWrite(write: UnsavedWrite): void {
  console.error(`Not saved for lack of space: ${write.rows} row(s) of ${write.database}.${write.table}`);
  void recordUnsavedWrite(browser.storage.local, write).catch(() => undefined); // the log above stays the record
}
