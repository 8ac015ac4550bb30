/**
 * How long browsing history is kept (issue 38): everything by default, past Chrome's own 90 days; or the last year,
 * or the last 90 days. The choice is a bar setting (synced like the others); the background applies it daily
 * (RETENTION_ALARM). What it deletes: visits (archived days and live rows) and closed tab sessions older than the
 * cut-off. A visit still open and the day totals (the stats of each day, already summed) are kept: a year of
 * totals is small, and they are what a person misses most after a loss.
 */
import type { IntentlyDb } from './db';
import type { ToolsDb } from './tools-db';

/** The setting's key in `ToolsDb.settings`. */
export const HISTORY_RETENTION_SETTING = 'historyRetention';

/** Each choice and the days it keeps (null: everything). */
export const RETENTION_DAYS = { all: null, '1y': 365, '90d': 90 } as const;

/** A retention choice. */
export type HistoryRetention = keyof typeof RETENTION_DAYS;

/** The alarm that applies the setting, and its period: daily. */
export const RETENTION_ALARM = 'data/history-retention';
export const RETENTION_MINUTES = 24 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored choice; anything else (none yet, an unknown value from a newer version) keeps everything. */
export async function historyRetention(tools: ToolsDb): Promise<HistoryRetention> {
  const value = (await tools.settings.get(HISTORY_RETENTION_SETTING))?.value;
  return typeof value === 'string' && Object.hasOwn(RETENTION_DAYS, value) ? (value as HistoryRetention) : 'all';
}

/** Deletes the history older than `keep` allows at `now`; answers how many visits and tab sessions went. */
export async function applyHistoryRetention(
  tracker: IntentlyDb,
  keep: HistoryRetention,
  now: number,
): Promise<{ visits: number; tabSessions: number }> {
  const days = RETENTION_DAYS[keep];
  if (days === null) return { visits: 0, tabSessions: 0 };
  const cutoff = now - days * DAY_MS;
  return tracker.transaction('rw', [tracker.visitDays, tracker.visits, tracker.tabSessions], async () => {
    // An archived day goes whole once its last visit started before the cut-off.
    const oldDays = await tracker.visitDays.where('lastStart').below(cutoff).toArray();
    const archived = oldDays.reduce((sum, row) => sum + row.count, 0);
    await tracker.visitDays.bulkDelete(oldDays.map((row) => row.day));
    const live = (await tracker.visits.where('startTime').below(cutoff).toArray()).filter((visit) => !visit.isActive);
    await tracker.visits.bulkDelete(live.map((visit) => visit.id));
    const sessions = (await tracker.tabSessions.where('openedAt').below(cutoff).toArray()).filter(
      (session) => session.closedAt !== undefined && session.closedAt < cutoff,
    );
    await tracker.tabSessions.bulkDelete(sessions.map((session) => session.id));
    return { visits: archived + live.length, tabSessions: sessions.length };
  });
}
