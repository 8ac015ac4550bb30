/**
 * The browsing tracker: browser events in, batched writes out. Events run one at a time on a queue; when
 * the queue drains, everything they changed is written in one transaction together with the runtime
 * state, so a service worker stopped at any moment restarts from a consistent point. A failed write keeps
 * the batch in memory, reports the error and is retried with the next batch (DESIGN: nothing is lost).
 */
import type { Transition } from './creation-mode';
import { type TabInfo, TrackerModel } from './tracker-model';
import { emptyTrackerState, type TrackerState } from '../storage/tracker-state';
import type { TrackingSettings } from '../storage/tracking-settings';
import { stripOAuthParams } from '../shared/url-rules';
import type { StoredVisit, TabSession, VisitVideo } from '../storage/visit-types';

const withoutHash = (url: string) => url.split('#')[0];

/** One atomic write: changed visits and sessions plus the state that goes with them. */
export interface TrackerBatch {
  visits: StoredVisit[];
  sessions: TabSession[];
  state: TrackerState;
}

/** Where the tracker keeps its records (Dexie in the extension, an in-memory fake in tests). */
export interface TrackerStore {
  load(): Promise<{ state?: TrackerState; visits: StoredVisit[]; sessions: TabSession[] }>;
  commit(batch: TrackerBatch): Promise<void>;
}

/** The browser as the tracker sees it when the worker starts. */
export interface BrowserSnapshot {
  tabs: TabInfo[];
  focusedWindowId: number;
  idle: TrackerState['idle'];
  /** True when the browser (or the extension) started since the state was stored: tab ids were reset. */
  newBrowserSession: boolean;
  /** The stored settings. */
  settings: TrackingSettings;
}

/** What the tracker needs from its surroundings. */
export interface TrackerDeps {
  store: TrackerStore;
  clock: () => number;
  settings: TrackingSettings;
  /** Looks up a tab the tracker has not seen yet; undefined when it is gone. */
  getTab: (tabId: number) => Promise<TabInfo | undefined>;
  /** Idle detection interval: on `idle`, the last this-many milliseconds had no input and are not counted. */
  idleThresholdMs: number;
  /** Called after every write attempt: the error (null on success) and how many records wait for a retry. */
  onWriteResult?: (error: unknown, pending: number) => void;
}

/** Records tab sessions, URL visits and active time from browser events (SPEC §3). */
export class Tracker {
  private model: TrackerModel;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  /** The last write error, or null when everything is stored. */
  writeError: unknown = null;

  constructor(private readonly deps: TrackerDeps) {
    this.model = new TrackerModel(emptyTrackerState(deps.clock()), deps.settings);
  }

  /** Loads the stored state and reconciles it with the browser as it is now. */
  start(snapshot: () => Promise<BrowserSnapshot>): Promise<void> {
    return this.run(async (now) => {
      const loaded = await this.deps.store.load();
      const model = new TrackerModel(loaded.state ?? emptyTrackerState(now), this.deps.settings);
      for (const visit of loaded.visits) model.visits.set(visit.id, visit);
      for (const session of loaded.sessions) model.sessions.set(session.id, session);
      this.model = model;
      const browser = await snapshot();
      model.settings = browser.settings;
      const { state } = model;
      model.accrue(now, browser.newBrowserSession ? state.lastAliveAt : now);
      if (browser.newBrowserSession) model.closeAll(state.lastAliveAt);
      const open = new Set(browser.tabs.map((tab) => tab.id));
      for (const id of Object.keys(state.tabs).map(Number)) if (!open.has(id)) model.removeTab(id, now);
      state.activeTabs = {};
      for (const tab of browser.tabs) {
        if (!state.tabs[tab.id] && !tab.incognito) model.discoverTab(tab, now);
        else if (!state.tabs[tab.id]) model.addTab(tab, now);
        if (tab.active) state.activeTabs[tab.windowId] = tab.id;
      }
      state.focusedWindowId = browser.focusedWindowId;
      state.idle = browser.idle;
    });
  }

  /** tabs.onCreated. */
  tabCreated(tab: TabInfo): Promise<void> {
    return this.run((now) => {
      if (!this.model.state.tabs[tab.id]) this.model.addTab({ ...tab, active: false }, now);
    });
  }

  /** webNavigation.onCreatedNavigationTarget: `tabId` was opened from a page in `sourceTabId`. */
  openedFrom(tabId: number, sourceTabId: number): Promise<void> {
    return this.run(async (now) => {
      const tab = await this.ensureTab(tabId, now);
      if (tab && !tab.committed) tab.openerTabId = sourceTabId;
    });
  }

  /** webNavigation.onCommitted / onHistoryStateUpdated in the top frame. */
  navigated(tabId: number, url: string, transition: Transition, title = ''): Promise<void> {
    return this.run(async (now) => {
      if (await this.ensureTab(tabId, now)) this.model.navigate(tabId, url, transition, title, now);
    });
  }

  /** tabs.onUpdated with a title. */
  titleChanged(tabId: number, title: string): Promise<void> {
    return this.run(() => {
      const visit = this.model.currentVisit(tabId);
      if (visit && visit.title !== title) {
        visit.title = title;
        this.model.touchVisit(visit);
      }
    });
  }

  /** tabs.onActivated. */
  tabActivated(tabId: number, windowId: number): Promise<void> {
    return this.run(async (now) => {
      await this.ensureTab(tabId, now);
      this.model.state.activeTabs[windowId] = tabId;
    });
  }

  /** tabs.onAttached: the tab moved to another window. */
  tabAttached(tabId: number, windowId: number): Promise<void> {
    return this.run(() => {
      const tab = this.model.state.tabs[tabId];
      if (tab) tab.windowId = windowId;
    });
  }

  /** windows.onFocusChanged; -1 when the browser lost focus. */
  windowFocused(windowId: number): Promise<void> {
    return this.run(() => {
      this.model.state.focusedWindowId = windowId;
    });
  }

  /** idle.onStateChanged. On `idle` the input stopped one threshold ago: that stretch is not counted. */
  idleChanged(idle: TrackerState['idle']): Promise<void> {
    const until = (now: number) => (idle === 'idle' ? now - this.deps.idleThresholdMs : now);
    return this.run(() => {
      this.model.state.idle = idle;
    }, until);
  }

  /** tabs.onRemoved. */
  tabRemoved(tabId: number): Promise<void> {
    return this.run((now) => this.model.removeTab(tabId, now));
  }

  /** A content script's reading stats for the page `tabId` shows (ignored if the tab moved on). */
  pageStats(tabId: number, url: string, wordCount: number, readProgress: number): Promise<void> {
    return this.run(() => {
      const visit = this.visitShowing(tabId, url);
      if (!this.model.settings.reading || !visit) return;
      const progress = Math.max(visit.readProgress ?? 0, readProgress);
      if (visit.wordCount === wordCount && visit.readProgress === progress) return;
      visit.wordCount = wordCount;
      visit.readProgress = progress;
      this.model.touchVisit(visit);
    });
  }

  /** A video page's title and channel, read by the content script of `tabId` (ignored if the tab moved on, or browsing history is off). */
  videoSeen(tabId: number, url: string, video: VisitVideo): Promise<void> {
    return this.run(() => {
      const visit = this.visitShowing(tabId, url);
      if (
        !this.model.settings.visits ||
        !visit ||
        (visit.video?.title === video.title && visit.video.author === video.author)
      )
        return;
      visit.video = video.author === undefined ? { title: video.title } : { title: video.title, author: video.author };
      this.model.touchVisit(visit);
    });
  }

  /** The alarm: credits active time so far and records that the browser is alive. */
  heartbeat(): Promise<void> {
    return this.run(() => undefined);
  }

  /** New settings; switching visits off ends the open visits now. */
  settingsChanged(settings: TrackingSettings): Promise<void> {
    return this.run((now) => {
      this.model.settings = settings;
      if (!settings.visits) this.forgetOpenVisits(now, true);
    });
  }

  /** Deletes all local data with `wipe`, between two batches, and forgets the open visits so none comes back. */
  dataWiped(wipe: () => Promise<void> = async () => undefined): Promise<void> {
    return this.run(async (now) => {
      this.forgetOpenVisits(now, false);
      await wipe();
    });
  }

  /** Writes what is waiting (the retry the main page offers after a write error). */
  retry(): Promise<void> {
    return this.run(() => undefined);
  }

  /** How many records wait to be written. */
  get pending(): number {
    return this.model.dirtyVisits.size + this.model.dirtySessions.size;
  }

  private forgetOpenVisits(now: number, close: boolean): void {
    const { model } = this;
    if (close) model.closeAll(now);
    for (const tab of Object.values(model.state.tabs)) {
      tab.visitId = undefined;
      tab.sessionId = undefined;
    }
    model.state.focus = null;
    if (!close) {
      model.visits.clear();
      model.sessions.clear();
      model.dirtyVisits.clear();
      model.dirtySessions.clear();
    }
  }

  /** The open visit of `tabId` when it still shows `url` (a content script's report may come after the tab moved on). */
  private visitShowing(tabId: number, url: string): StoredVisit | undefined {
    const visit = this.model.currentVisit(tabId);
    return visit && withoutHash(stripOAuthParams(url)) === withoutHash(visit.url) ? visit : undefined;
  }

  private async ensureTab(tabId: number, now: number) {
    const known = this.model.state.tabs[tabId];
    if (known) return known;
    const info = await this.deps.getTab(tabId);
    if (!info) return undefined;
    if (!this.model.state.tabs[tabId]) this.model.addTab({ ...info, active: false }, now);
    return this.model.state.tabs[tabId];
  }

  private run(step: (now: number) => void | Promise<void>, until?: (now: number) => number): Promise<void> {
    this.queued += 1;
    const done = this.queue.then(async () => {
      try {
        const now = this.deps.clock();
        this.model.accrue(now, until?.(now));
        await step(now);
        this.model.refocus(now);
        this.model.state.lastAliveAt = Math.max(this.model.state.lastAliveAt, now);
      } finally {
        this.queued -= 1;
      }
      if (this.queued === 0) await this.flush();
    });
    this.queue = done.catch(() => undefined);
    return done;
  }

  private async flush(): Promise<void> {
    const { model } = this;
    const batch: TrackerBatch = {
      visits: [...model.dirtyVisits].map((id) => structuredClone(model.visits.get(id)!)),
      sessions: [...model.dirtySessions].map((id) => structuredClone(model.sessions.get(id)!)),
      state: structuredClone(model.state),
    };
    try {
      await this.deps.store.commit(batch);
      this.writeError = null;
      model.dirtyVisits.clear();
      model.dirtySessions.clear();
      this.dropFinished();
    } catch (error) {
      this.writeError = error;
    }
    this.deps.onWriteResult?.(this.writeError, this.pending);
  }

  /** Closed visits and sessions leave memory once they are stored. */
  private dropFinished(): void {
    const { model } = this;
    for (const [id, visit] of model.visits) if (!visit.isActive) model.visits.delete(id);
    for (const [id, session] of model.sessions) if (session.closedAt !== undefined) model.sessions.delete(id);
  }
}
