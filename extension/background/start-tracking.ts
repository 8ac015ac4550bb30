/**
 * Starts the browsing tracker in the background service worker. Called at every worker start: listeners
 * first (synchronously), then alarms are re-created and the stored state is reconciled with the browser.
 */
import type { IntentlyDb } from '../storage/db';
import { rollUpDays } from '../storage/day-store';
import { DexieTrackerStore } from './dexie-tracker-store';
import { archiveFinishedVisits } from '../storage/visit-archive';
import { loadSettings } from '../storage/settings-store';
import { listenToBrowser, toTabInfo, type TrackingBrowser } from './browser-events';
import { listenToTrackingMessages } from './listen-to-tracking-messages';
import { DAYS_ALARM, DAYS_MINUTES, HEARTBEAT_ALARM, HEARTBEAT_MINUTES } from './tracking-alarms';
import { type BrowserSnapshot, Tracker } from '../tracking/tracker';
import { DEFAULT_SETTINGS } from '../storage/tracking-settings';

/** Seconds without input after which the user counts as idle. */
export const IDLE_SECONDS = 120;
/** Present in storage.session while this browser session runs; absent after a browser restart. */
const SESSION_MARKER = 'tracking/browser-session';

/** Wires the tracker to the browser and the database; returns it for tests and benchmarks. */
export function startTracking(browser: TrackingBrowser, db: IntentlyDb, clock: () => number = Date.now): Tracker {
  const tracker = new Tracker({
    store: new DexieTrackerStore(db),
    clock,
    settings: DEFAULT_SETTINGS,
    getTab: (tabId) => browser.tabs.get(tabId).then(toTabInfo, () => undefined),
    idleThresholdMs: IDLE_SECONDS * 1_000,
    onWriteResult: (error) => {
      // A quota or write error is shown on the toolbar button and on the main page; the data stays in memory.
      void browser.action.setBadgeText({ text: error ? '!' : '' });
      if (error) console.error('Intently could not store browsing data; it is kept in memory for a retry:', error);
    },
  });
  listenToBrowser(browser, tracker);
  listenToTrackingMessages(browser, tracker, db, clock);
  browser.alarms.onAlarm.addListener(({ name }) => {
    if (name === HEARTBEAT_ALARM) tracker.heartbeat().catch(console.error);
    if (name === DAYS_ALARM)
      archiveFinishedVisits(db)
        .then(() => rollUpDays(db, clock()))
        .catch(console.error);
  });
  browser.idle.setDetectionInterval(IDLE_SECONDS);
  ensureAlarm(browser, HEARTBEAT_ALARM, HEARTBEAT_MINUTES);
  ensureAlarm(browser, DAYS_ALARM, DAYS_MINUTES);
  tracker.start(() => snapshot(browser, db)).catch(console.error);
  return tracker;
}

/** Re-creates an alarm the browser lost (alarms may not survive an update); a running one keeps its schedule, so frequent worker restarts cannot starve it. */
function ensureAlarm(browser: TrackingBrowser, name: string, periodInMinutes: number): void {
  browser.alarms
    .get(name)
    .then(async (alarm) => {
      if (!alarm) await browser.alarms.create(name, { delayInMinutes: 1, periodInMinutes });
    })
    .catch(console.error);
}

async function snapshot(browser: TrackingBrowser, db: IntentlyDb): Promise<BrowserSnapshot> {
  const [tabs, windows, idle, marker, settings] = await Promise.all([
    browser.tabs.query({}),
    browser.windows.getAll(),
    browser.idle.queryState(IDLE_SECONDS),
    browser.storage.session.get(SESSION_MARKER),
    loadSettings(db),
  ]);
  await browser.storage.session.set({ [SESSION_MARKER]: true });
  return {
    tabs: tabs.flatMap((tab) => toTabInfo(tab) ?? []),
    focusedWindowId: windows.find((window) => window.focused)?.id ?? -1,
    idle,
    newBrowserSession: !marker[SESSION_MARKER],
    settings,
  };
}
