/**
 * The synchronous heart of the tracker: visits, tab sessions and active time as a state machine over
 * browser events. No I/O and no timers: every duration is a difference of timestamps the caller passes
 * in, so a service worker restarted from the stored state continues without losing or double counting.
 */
import { categoryOf } from '../shared/categories';
import { creationModeFor, type Transition } from './creation-mode';
import type { TabState, TrackerState } from '../storage/tracker-state';
import type { TrackingSettings } from '../storage/tracking-settings';
import { domainOf, isTrackableUrl, stripOAuthParams } from '../shared/url-rules';
import type { StoredVisit, TabSession } from '../storage/visit-types';

/** A stretch longer than this between two events or heartbeats means the browser or computer was not running. */
export const MAX_UNOBSERVED_MS = 3 * 60_000;

/** Tab facts from the browser. */
export interface TabInfo {
  id: number;
  windowId: number;
  incognito: boolean;
  openerTabId?: number;
  url?: string;
  title?: string;
  active?: boolean;
}

/** In-memory records plus which of them must be written in the next batch. */
export class TrackerModel {
  readonly visits = new Map<string, StoredVisit>();
  readonly sessions = new Map<string, TabSession>();
  readonly dirtyVisits = new Set<string>();
  readonly dirtySessions = new Set<string>();

  constructor(
    public state: TrackerState,
    public settings: TrackingSettings,
  ) {}

  /** Credits the focused visit with the time since its last credit, up to `until` (idle: when input stopped). */
  accrue(now: number, until = now): void {
    const { focus } = this.state;
    if (!focus) return;
    // The worker may have been stopped: time between stored timestamps still counts, unless the gap shows
    // the browser itself was not running; then the visit ends where the tracker last saw it.
    const end = now - this.state.lastAliveAt > MAX_UNOBSERVED_MS ? this.state.lastAliveAt : Math.min(until, now);
    const credit = Math.max(0, end - focus.since);
    focus.since = Math.max(focus.since, now);
    const visit = this.visits.get(focus.visitId);
    if (!visit) {
      this.state.focus = null;
      return;
    }
    if (credit === 0) return;
    visit.activeTime += credit;
    visit.lastActiveTime = end;
    // The focused visit's end follows its active time, so an open visit never shows less than it accrued.
    visit.endTime = Math.max(visit.endTime ?? end, end);
    visit.duration = visit.endTime - visit.startTime;
    this.touchVisit(visit);
    const session = this.sessionOf(visit.tabId);
    if (session) {
      session.totalActiveTime += credit;
      this.touchSession(session);
    }
  }

  /** Points the focus at the visit that should accrue now (SPEC: focused tab, focused window, not idle). */
  refocus(now: number): void {
    const { state } = this;
    const activeTabId = state.activeTabs[state.focusedWindowId];
    const tab = activeTabId === undefined ? undefined : state.tabs[activeTabId];
    const target =
      this.settings.activeTime && state.idle === 'active' && tab && !tab.incognito ? tab.visitId : undefined;
    if (target === state.focus?.visitId) return;
    state.focus = target ? { visitId: target, since: now } : null;
    const visit = target ? this.visits.get(target) : undefined;
    if (visit) {
      visit.lastActiveTime = now;
      this.touchVisit(visit);
    }
  }

  /** Registers a tab the tracker has not seen (opened, or open before the worker started). */
  addTab(tab: TabInfo, now: number): TabState {
    const state: TabState = {
      windowId: tab.windowId,
      incognito: tab.incognito,
      openerTabId: tab.openerTabId,
      openedAt: now,
      committed: false,
    };
    this.state.tabs[tab.id] = state;
    if (tab.active) this.state.activeTabs[tab.windowId] = tab.id;
    return state;
  }

  /** A top-level navigation committed in `tabId`: closes the page it leaves and opens a visit for the new one. */
  navigate(tabId: number, url: string, transition: Transition, title: string, now: number): void {
    const tab = this.state.tabs[tabId];
    if (!tab || tab.incognito) return;
    const stored = isTrackableUrl(url) ? stripOAuthParams(url) : undefined;
    const previous = tab.visitId ? this.visits.get(tab.visitId) : undefined;
    const firstPage = !tab.committed;
    const discovered = tab.discovered === true;
    tab.committed = true;
    tab.discovered = false;
    const openerVisit = firstPage ? this.currentVisit(tab.openerTabId) : undefined;
    if (previous && previous.url === stored) {
      // The commit of a page first seen in a snapshot says how it was really reached.
      if (discovered) this.setSource(previous, transition, undefined, openerVisit);
      // A reload or a same-page navigation continues the visit it shows.
      return;
    }
    if (previous) this.closeVisit(previous, now);
    tab.visitId = undefined;
    if (!stored || !this.settings.visits) return;
    const session = this.ensureSession(tabId, tab);
    let startTime = now;
    // SPEC §3 id is tabId_startTime: two commits in one millisecond must still get distinct ids.
    while (this.visits.has(`${tabId}_${startTime}`)) startTime += 1;
    const domain = domainOf(stored);
    const visit: StoredVisit = {
      id: `${tabId}_${startTime}`,
      tabId,
      windowId: tab.windowId,
      url: stored,
      title,
      domain,
      category: categoryOf(domain, this.settings.categories),
      creationMode: 'direct',
      startTime,
      endTime: startTime,
      duration: 0,
      activeTime: 0,
      lastActiveTime: startTime,
      isActive: true,
      wordCount: 0,
    };
    this.setSource(visit, transition, previous, openerVisit);
    this.visits.set(visit.id, visit);
    tab.visitId = visit.id;
    session.urlVisits.push(visit.id);
    this.touchSession(session);
  }

  /** The tab is gone: its visit and session end now. */
  removeTab(tabId: number, now: number): void {
    const tab = this.state.tabs[tabId];
    if (!tab) return;
    const visit = this.currentVisit(tabId);
    if (visit) this.closeVisit(visit, now);
    const session = tab.sessionId ? this.sessions.get(tab.sessionId) : undefined;
    if (session) {
      session.closedAt = now;
      this.touchSession(session);
    }
    delete this.state.tabs[tabId];
    if (this.state.activeTabs[tab.windowId] === tabId) delete this.state.activeTabs[tab.windowId];
  }

  /** Ends every open visit and session at `at` (browser restarted, tracking switched off, data wiped). */
  closeAll(at: number): void {
    for (const tabId of Object.keys(this.state.tabs)) this.removeTab(Number(tabId), at);
    this.state.activeTabs = {};
    this.state.focus = null;
  }

  /** The open visit `tabId` shows, if any. */
  currentVisit(tabId: number | undefined): StoredVisit | undefined {
    const id = tabId === undefined ? undefined : this.state.tabs[tabId]?.visitId;
    return id ? this.visits.get(id) : undefined;
  }

  /** Marks a visit to be written in the next batch. */
  touchVisit(visit: StoredVisit): void {
    this.dirtyVisits.add(visit.id);
  }

  /** Marks a tab session to be written in the next batch. */
  touchSession(session: TabSession): void {
    this.dirtySessions.add(session.id);
  }

  /** Registers a tab found in a snapshot; its current page, if any, counts as opened directly until its commit says otherwise. */
  discoverTab(tab: TabInfo, now: number): void {
    const state = this.addTab(tab, now);
    if (!tab.url) return;
    this.navigate(tab.id, tab.url, { transitionType: 'auto_toplevel', transitionQualifiers: [] }, tab.title ?? '', now);
    // Its commit event may still be queued (the worker started during the navigation): let it count as the first.
    state.committed = false;
    state.discovered = state.visitId !== undefined;
  }

  /** Sets creationMode and sourceInfo (issue 4 mapping) from the transition and the visits it may come from. */
  private setSource(
    visit: StoredVisit,
    transition: Transition,
    previous: StoredVisit | undefined,
    openerVisit: StoredVisit | undefined,
  ): void {
    const mode = creationModeFor(transition, Boolean(previous), Boolean(openerVisit));
    const source = mode === 'chain' ? previous : mode === 'hyperlink' ? openerVisit : undefined;
    visit.creationMode = mode;
    if (source) visit.sourceInfo = { nodeId: source.id, tabId: source.tabId, url: source.url };
    else delete visit.sourceInfo;
    this.touchVisit(visit);
  }

  private closeVisit(visit: StoredVisit, at: number): void {
    if (this.state.focus?.visitId === visit.id) this.state.focus = null;
    visit.endTime = Math.max(visit.startTime, at);
    visit.duration = visit.endTime - visit.startTime;
    visit.isActive = false;
    this.touchVisit(visit);
  }

  private sessionOf(tabId: number): TabSession | undefined {
    const id = this.state.tabs[tabId]?.sessionId;
    return id ? this.sessions.get(id) : undefined;
  }

  private ensureSession(tabId: number, tab: TabState): TabSession {
    const existing = tab.sessionId ? this.sessions.get(tab.sessionId) : undefined;
    if (existing) return existing;
    const session: TabSession = {
      id: `${tabId}_${tab.openedAt}`,
      tabId,
      windowId: tab.windowId,
      openedAt: tab.openedAt,
      totalActiveTime: 0,
      urlVisits: [],
    };
    this.sessions.set(session.id, session);
    tab.sessionId = session.id;
    return session;
  }
}
