/** The tracker's store in IndexedDB: one read at worker start, one read-write transaction per batch. */
import type { TrackerBatch, TrackerStore } from '../tracking/tracker';
import { TRACKER_STATE_KEY, type TrackerState } from '../storage/tracker-state';
import type { IntentlyDb } from '../storage/db';
import { noteSessionSpans } from '../storage/session-lookback';

/** TrackerStore over IntentlyDb. */
export class DexieTrackerStore implements TrackerStore {
  constructor(private readonly db: IntentlyDb) {}

  /** The stored state and the visits and sessions still open in it. */
  async load() {
    const { db } = this;
    return db.transaction('r', db.runtime, db.visits, db.tabSessions, async () => {
      const state = (await db.runtime.get(TRACKER_STATE_KEY))?.value as TrackerState | undefined;
      const tabs = Object.values(state?.tabs ?? {});
      const visitIds = tabs.flatMap((tab) => (tab.visitId ? [tab.visitId] : []));
      const sessionIds = tabs.flatMap((tab) => (tab.sessionId ? [tab.sessionId] : []));
      const [visits, sessions] = await Promise.all([db.visits.bulkGet(visitIds), db.tabSessions.bulkGet(sessionIds)]);
      return {
        state,
        visits: visits.filter((visit) => visit !== undefined),
        sessions: sessions.filter((session) => session !== undefined),
      };
    });
  }

  /** Writes a batch atomically: all of it or, on a quota or write error, none of it. */
  async commit({ visits, sessions, state }: TrackerBatch): Promise<void> {
    const { db } = this;
    await db.transaction('rw', db.runtime, db.visits, db.tabSessions, async () => {
      if (visits.length) await db.visits.bulkPut(visits);
      if (sessions.length) {
        await db.tabSessions.bulkPut(sessions);
        await noteSessionSpans(db, sessions);
      }
      await db.runtime.put({ key: TRACKER_STATE_KEY, value: state });
    });
  }
}
