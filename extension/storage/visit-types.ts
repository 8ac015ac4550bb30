/**
 * SPEC §3 records the tracker stores. UrlVisit is the graph core's type (graph-layout-rs/ts/url-visit.ts);
 * Tab session and Day record are the tracker's own.
 */
import type { CreationMode, UrlVisit, VisitVideo } from '../../graph-layout-rs/ts/url-visit';

export type { CreationMode, UrlVisit, VisitVideo };

/** A stored URL visit: SPEC §3 fields, the video of a video page (UrlVisit's `video`) and the page's reading progress (SPEC §1 reading-analytics chip). */
export type StoredVisit = UrlVisit & {
  /** Furthest part of the page scrolled into view, 0..1. */
  readProgress?: number;
};

export type { Category } from '../shared/categories';

/** SPEC §3 Tab session, keyed by id (tabId_openedAt: Chrome reuses tab ids across browser restarts). */
export interface TabSession {
  id: string;
  tabId: number;
  windowId: number;
  openedAt: number;
  closedAt?: number;
  /** Milliseconds this tab was the focused tab of the focused window while the user was not idle. */
  totalActiveTime: number;
  /** Ids of the URL visits shown in this tab, oldest first. */
  urlVisits: string[];
}

/** SPEC §3 Day record stats; times in milliseconds of active time. */
export interface DayStats {
  socialTime: number;
  totalTime: number;
  totalUrls: number;
  uniqueDomains: number;
  uniqueUrls: number;
  workTime: number;
}

/** SPEC §3 Day record, keyed by local date `YYYY-MM-DD`. */
export interface DayRecord {
  date: string;
  startTime: number;
  endTime: number;
  stats: DayStats;
  /** Ids of the tab sessions open at some point that day. */
  tabSessions: string[];
}
