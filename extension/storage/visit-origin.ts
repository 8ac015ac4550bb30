import type { IntentlyDb } from './db';
import type { VisitOrigin } from './tools-db';
import { TRACKER_STATE_KEY, type TrackerState } from './tracker-state';

/**
 * The visit a tab shows now, as a clip or snippet keeps it (issue 37): the tracker's open visit of the tab, read
 * from its stored state; a tab the tracker has no visit for (tracking off, an untracked page) gives the tab's own
 * address and title at `now`, without a visit id; an incognito tab gives none (nothing of it is kept).
 */
export async function visitOrigin(
  tracker: IntentlyDb,
  tab: { id?: number; url?: string; title?: string; incognito?: boolean },
  now: number,
): Promise<VisitOrigin | undefined> {
  if (tab.incognito) return undefined;
  const state = (await tracker.runtime.get(TRACKER_STATE_KEY))?.value as TrackerState | undefined;
  const visitId = tab.id === undefined ? undefined : state?.tabs[tab.id]?.visitId;
  const visit = visitId ? await tracker.visits.get(visitId) : undefined;
  if (visit) return { url: visit.url, title: visit.title, visitId: visit.id, at: visit.startTime };
  return tab.url ? { url: tab.url, title: tab.title ?? '', at: now } : undefined;
}
