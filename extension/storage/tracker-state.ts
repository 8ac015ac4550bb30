/** The tracker's runtime state, stored with every batch so a restarted service worker resumes exactly. */

/** Key of the runtime row holding the tracker's state. */
export const TRACKER_STATE_KEY = 'tracker';

/** What the tracker knows about one open tab. */
export interface TabState {
  windowId: number;
  incognito: boolean;
  /** When the tracker first saw the tab: its session's openedAt. */
  openedAt: number;
  /** Id of this tab's stored session, when sessions are being recorded. */
  sessionId?: string;
  /** The tab that opened this one (tabs.onCreated / webNavigation.onCreatedNavigationTarget). */
  openerTabId?: number;
  /** True once the tab committed a top-level navigation: only its first page can be a `hyperlink`. */
  committed: boolean;
  /** True while the tab's visit comes from a snapshot and its commit event may still arrive. */
  discovered?: boolean;
  /** Id of the open visit this tab shows; none on untracked pages such as the new-tab page. */
  visitId?: string;
}

/** The open visit that is accruing active time, and since when. */
export interface Focus {
  visitId: string;
  since: number;
}

/** Everything needed to resume tracking after the worker was stopped. */
export interface TrackerState {
  tabs: Record<number, TabState>;
  /** windowId → its active tabId. */
  activeTabs: Record<number, number>;
  /** The focused window, or -1 when no browser window has focus. */
  focusedWindowId: number;
  idle: 'active' | 'idle' | 'locked';
  focus: Focus | null;
  /** Last time the tracker saw an event or a heartbeat: open visits end here if the browser stops. */
  lastAliveAt: number;
}

/** The state of a tracker that has seen nothing yet. */
export function emptyTrackerState(now: number): TrackerState {
  return { tabs: {}, activeTabs: {}, focusedWindowId: -1, idle: 'active', focus: null, lastAliveAt: now };
}
