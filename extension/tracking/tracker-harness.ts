/** Test harness: a Tracker over an in-memory store, a manual clock and a fake set of browser tabs. */
import { type BrowserSnapshot, Tracker, type TrackerBatch, type TrackerStore } from './tracker';
import type { TabInfo } from './tracker-model';
import type { TrackerState } from '../storage/tracker-state';
import { DEFAULT_SETTINGS, type TrackingSettings } from '../storage/tracking-settings';
import type { StoredVisit, TabSession } from '../storage/visit-types';

/** An in-memory TrackerStore that can be told to fail its next writes. */
export class MemoryStore implements TrackerStore {
  visits = new Map<string, StoredVisit>();
  sessions = new Map<string, TabSession>();
  state?: TrackerState;
  failures = 0;
  commits = 0;

  async load() {
    const open = new Set(Object.values(this.state?.tabs ?? {}).flatMap((tab) => [tab.visitId, tab.sessionId]));
    return {
      state: structuredClone(this.state),
      visits: [...this.visits.values()].filter((visit) => open.has(visit.id)).map((visit) => structuredClone(visit)),
      sessions: [...this.sessions.values()]
        .filter((session) => open.has(session.id))
        .map((session) => structuredClone(session)),
    };
  }

  async commit(batch: TrackerBatch) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('QuotaExceededError: the disk is full.');
    }
    this.commits += 1;
    for (const visit of batch.visits) this.visits.set(visit.id, visit);
    for (const session of batch.sessions) this.sessions.set(session.id, session);
    this.state = batch.state;
  }

  /** Stored visits, oldest first. */
  list(): StoredVisit[] {
    return [...this.visits.values()].sort((a, b) => a.startTime - b.startTime);
  }
}

/** A tracker wired to fakes; `t` is the clock in milliseconds. */
export class Harness {
  t = 1_700_000_000_000;
  tabs = new Map<number, TabInfo>();
  tracker!: Tracker;
  errors: unknown[] = [];

  constructor(
    public store = new MemoryStore(),
    public settings: TrackingSettings = DEFAULT_SETTINGS,
    /** Where the tracker writes; the memory store by default, IndexedDB in storage tests. */
    private readonly backend: TrackerStore = store,
  ) {}

  /** Starts (or restarts, like a woken service worker) the tracker. */
  async start(focusedWindowId = 1, newBrowserSession = false): Promise<Tracker> {
    this.tracker = new Tracker({
      store: this.backend,
      clock: () => this.t,
      settings: this.settings,
      getTab: async (id) => this.tabs.get(id),
      idleThresholdMs: 60_000,
      onWriteResult: (error) => this.errors.push(error),
    });
    const snapshot = async (): Promise<BrowserSnapshot> => ({
      tabs: [...this.tabs.values()],
      focusedWindowId,
      idle: 'active',
      newBrowserSession,
      settings: this.settings,
    });
    await this.tracker.start(snapshot);
    return this.tracker;
  }

  /** Advances the clock by `seconds`. */
  wait(seconds: number): void {
    this.t += seconds * 1_000;
  }

  /** A new foreground tab in window 1, as tabs.onCreated + onActivated deliver it. */
  async openTab(id: number, openerTabId?: number, windowId = 1): Promise<void> {
    const tab: TabInfo = { id, windowId, incognito: false, openerTabId, active: true };
    this.tabs.set(id, tab);
    await this.tracker.tabCreated(tab);
    if (openerTabId !== undefined) await this.tracker.openedFrom(id, openerTabId);
    await this.tracker.tabActivated(id, windowId);
  }

  /** A top-level commit in `tabId`. */
  async go(tabId: number, url: string, transitionType = 'link', transitionQualifiers: string[] = []): Promise<void> {
    const tab = this.tabs.get(tabId);
    if (tab) tab.url = url;
    await this.tracker.navigated(tabId, url, { transitionType, transitionQualifiers });
  }

  /** The stored visit of `url` (the latest one). */
  visit(url: string): StoredVisit {
    const found = this.store
      .list()
      .filter((visit) => visit.url === url)
      .at(-1);
    if (!found)
      throw new Error(
        `No stored visit of ${url}; stored: ${this.store
          .list()
          .map((v) => v.url)
          .join(', ')}`,
      );
    return found;
  }
}
