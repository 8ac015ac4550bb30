/** Background side of the tracking messages: validated by schema, accepted only from the right sender. */
import type { Sender } from '../messages';
import { onTrusted } from '../messages/on-trusted';
import type { TrackingStatus } from '../messages/tracking-messages';
import type { IntentlyDb } from '../storage/db';
import { markDaysDirty, rollUpDays } from '../storage/day-store';
import type { TrackingBrowser } from './browser-events';
import type { Tracker } from '../tracking/tracker';
import { applySettings } from './apply-settings';
import { forgetSearchIndex } from '../search-index/search-service';

/** A write error as a sentence a person understands. */
export function describeWriteError(error: unknown): string | null {
  if (!error) return null;
  const name = (error as { name?: string }).name ?? '';
  const inner = (error as { inner?: { name?: string } }).inner?.name ?? '';
  if (name === 'QuotaExceededError' || inner === 'QuotaExceededError')
    return 'Your disk is full, so the latest browsing data could not be saved. It is kept until you free space and retry.';
  return `The latest browsing data could not be saved (${String((error as Error).message ?? error)}). It is kept until a retry succeeds.`;
}

/** The tab a content script speaks for: only one in a tab's top frame speaks for that tab's page. */
const topFrameTab = (sender: Sender) => (sender.frameId === 0 ? sender.tab?.id : undefined);

/** Answers tracking messages: page stats, article requests and videos from content scripts, control messages from extension pages. Returns a function that stops it. */
export function listenToTrackingMessages(
  browser: TrackingBrowser,
  tracker: Tracker,
  db: IntentlyDb,
  clock: () => number,
): () => void {
  const status = (): TrackingStatus => ({ error: describeWriteError(tracker.writeError), pending: tracker.pending });
  const reply = (work: Promise<unknown>): Promise<TrackingStatus> =>
    work.then(status, (error: unknown) => ({ error: String(error), pending: tracker.pending }));
  return onTrusted(browser.runtime, {
    'tracking/page-stats': ({ url, wordCount, readProgress }, sender) => {
      const tabId = topFrameTab(sender);
      if (tabId !== undefined) tracker.pageStats(tabId, url, wordCount, readProgress).catch(console.error);
    },
    'tracking/find-article': (_, sender) => {
      const tabId = topFrameTab(sender);
      if (tabId !== undefined)
        browser.scripting
          .executeScript({ target: { tabId, frameIds: [0] }, files: ['/article.js'] })
          .catch(() => undefined); // the tab moved on or closed
    },
    'tracking/video': ({ url, title, author }, sender) => {
      const tabId = topFrameTab(sender);
      if (tabId !== undefined) tracker.videoSeen(tabId, url, { title, author }).catch(console.error);
    },
    'tracking/settings-changed': () => reply(applySettings(browser, tracker, db)),
    // Chrome's history was imported: the bar's search index is rebuilt with it at the next search.
    'tracking/data-imported': () =>
      reply(
        forgetSearchIndex(db)
          .then(() => markDaysDirty(db, 0))
          .then(() => rollUpDays(db, clock())),
      ),
    'tracking/status': () => reply(Promise.resolve()),
    'tracking/retry': () => reply(tracker.retry()),
  });
}
