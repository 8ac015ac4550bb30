/** SPEC §3 Day record and the main page's daily summary, computed from stored visits and sessions. */
import type { DayRecord, StoredVisit, TabSession } from './visit-types';

/** Start (inclusive) and end (exclusive) of a local day, in epoch milliseconds; null for a malformed date. */
export function dayBounds(date: string): [number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(year, month - 1, day).getTime();
  return Number.isNaN(start) ? null : [start, new Date(year, month - 1, day + 1).getTime()];
}

/** The day record of `date` from the visits that started that day and the sessions open during it. */
export function dayRecord(date: string, visits: readonly StoredVisit[], sessions: readonly TabSession[]): DayRecord {
  const bounds = dayBounds(date);
  if (!bounds) throw new Error(`A day must be a date like 2025-09-23, not "${date}".`);
  let workTime = 0;
  let socialTime = 0;
  let startTime = Infinity;
  let endTime = -Infinity;
  for (const visit of visits) {
    if (visit.category === 'social') socialTime += visit.activeTime;
    else workTime += visit.activeTime;
    startTime = Math.min(startTime, visit.startTime);
    endTime = Math.max(endTime, visit.endTime ?? visit.startTime);
  }
  return {
    date,
    startTime: visits.length ? startTime : bounds[0],
    endTime: visits.length ? endTime : bounds[0],
    stats: {
      socialTime,
      totalTime: workTime + socialTime,
      totalUrls: visits.length,
      uniqueDomains: new Set(visits.map((visit) => visit.domain)).size,
      uniqueUrls: new Set(visits.map((visit) => visit.url)).size,
      workTime,
    },
    tabSessions: sessions.map((session) => session.id),
  };
}

/** Active time of one domain on a day. */
export interface DomainTime {
  domain: string;
  time: number;
  /** The URL of its visit with the most active time that day: a page of it Chrome keeps an icon for. */
  page: string;
}

/** What the main page's TIME, DOMAINS and ACTIVITY cards show for a day. */
export interface DaySummary {
  record: DayRecord;
  /** Domains by active time, most first. */
  topDomains: DomainTime[];
  /** Tabs open at some point that day. */
  tabsOpen: number;
  /** Mean time a tab stayed open that day, in milliseconds. */
  averagePerTab: number;
}

/** Summarizes a day; `now` ends the tabs still open. */
export function daySummary(
  date: string,
  visits: readonly StoredVisit[],
  sessions: readonly TabSession[],
  now: number,
): DaySummary {
  const record = dayRecord(date, visits, sessions);
  const [start, end] = dayBounds(date)!;
  const byDomain = new Map<string, DomainTime & { longest: number }>();
  for (const visit of visits) {
    const entry = byDomain.get(visit.domain);
    if (!entry)
      byDomain.set(visit.domain, {
        domain: visit.domain,
        time: visit.activeTime,
        page: visit.url,
        longest: visit.activeTime,
      });
    else {
      entry.time += visit.activeTime;
      if (visit.activeTime > entry.longest) Object.assign(entry, { page: visit.url, longest: visit.activeTime });
    }
  }
  const topDomains = [...byDomain.values()]
    .map(({ domain, time, page }) => ({ domain, time, page }))
    .sort((a, b) => b.time - a.time || a.domain.localeCompare(b.domain));
  const openTimes = sessions.map((session) =>
    Math.max(0, Math.min(session.closedAt ?? now, end, now) - Math.max(session.openedAt, start)),
  );
  const averagePerTab = openTimes.length ? openTimes.reduce((sum, time) => sum + time, 0) / openTimes.length : 0;
  return { record, topDomains, tabsOpen: sessions.length, averagePerTab };
}
