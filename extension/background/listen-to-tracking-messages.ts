/** Background side of the tracking messages: validated by schema, accepted only from the right sender. */
import { receive } from '../messages';
import type { TrackingStatus } from '../messages/tracking-messages';
import type { IntentlyDb } from '../storage/db';
import { markDaysDirty, rollUpDays } from '../storage/day-store';
import { loadSettings } from '../storage/settings-store';
import { wipeData } from '../storage/wipe-data';
import type { TrackingBrowser } from './browser-events';
import type { Tracker } from '../tracking/tracker';

/** A write error as a sentence a person understands. */
export function describeWriteError(error: unknown): string | null {
  if (!error) return null;
  const name = (error as { name?: string }).name ?? '';
  const inner = (error as { inner?: { name?: string } }).inner?.name ?? '';
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') return 'Your disk is full, so the latest browsing data could not be saved. It is kept until you free space and retry.';
  return `The latest browsing data could not be saved (${String((error as Error).message ?? error)}). It is kept until a retry succeeds.`;
}

/** Answers tracking messages: page stats from content scripts, control messages from extension pages. */
export function listenToTrackingMessages(browser: TrackingBrowser, tracker: Tracker, db: IntentlyDb, clock: () => number): void {
  const status = (): TrackingStatus => ({ error: describeWriteError(tracker.writeError), pending: tracker.pending });
  browser.runtime.onMessage.addListener((raw, sender, sendResponse) => {
    const received = receive(raw, sender, browser.runtime);
    if (!received?.message.type.startsWith('tracking/')) return undefined;
    const { message } = received;
    if (message.type === 'tracking/page-stats') {
      // Only a content script in a tab's top frame speaks for that tab's page.
      const tabId = sender.tab?.id;
      if (tabId !== undefined && sender.frameId === 0) tracker.pageStats(tabId, message.url, message.wordCount, message.readProgress).catch(console.error);
      return undefined;
    }
    const reply = (work: Promise<unknown>) => {
      work.then(() => sendResponse(status()), (error) => sendResponse({ error: String(error), pending: tracker.pending }));
      return true;
    };
    switch (message.type) {
      case 'tracking/settings-changed':
        return reply(loadSettings(db).then((settings) => tracker.settingsChanged(settings)));
      case 'tracking/wipe-data':
        return reply(tracker.dataWiped(() => wipeData(db)).then(() => loadSettings(db)).then((settings) => tracker.settingsChanged(settings)));
      case 'tracking/data-imported':
        return reply(markDaysDirty(db, 0).then(() => rollUpDays(db, clock())));
      case 'tracking/status':
        return reply(Promise.resolve());
      case 'tracking/retry':
        return reply(tracker.retry());
      default:
        return undefined;
    }
  });
}
