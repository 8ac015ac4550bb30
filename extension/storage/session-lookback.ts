/**
 * How far before a day a closed tab session may have opened and still overlap it. A day's sessions are
 * read by `openedAt` from that far back; a fixed month meant ~600 rows for a day of 20 sessions, most of
 * the day's read time. The longest closed session seen is kept in `runtime` (updated in the same
 * transaction as every session write), so the read reaches back only as far as a session ever lasted,
 * never more than a month (sessions opened earlier than that count only while still open). Without the
 * stored figure (an older database, or after a wipe) the read reaches back the whole month.
 */
import type { TabSession } from './visit-types';
import type { IntentlyDb } from './db';

/** The furthest back a day's closed sessions are looked for. */
export const MAX_SESSION_LOOKBACK_MS = 30 * 86_400_000;
const LONGEST_KEY = 'longest-closed-session';

const longestSpan = (sessions: readonly TabSession[]) =>
  sessions.reduce(
    (longest, session) =>
      session.closedAt === undefined ? longest : Math.max(longest, session.closedAt - session.openedAt),
    -1,
  );

/**
 * Records the spans of sessions just written (call after writing them, in a transaction over `runtime`
 * and `tabSessions`). The first time, every stored session is measured, so older ones count too.
 */
export async function noteSessionSpans(db: IntentlyDb, sessions: readonly TabSession[]): Promise<void> {
  let longest = longestSpan(sessions);
  if (longest < 0) return;
  const stored = (await db.runtime.get(LONGEST_KEY))?.value as number | undefined;
  if (stored === undefined) longest = Math.max(longest, longestSpan(await db.tabSessions.toArray()));
  else if (longest <= stored) return;
  await db.runtime.put({ key: LONGEST_KEY, value: longest });
}

/** How far back to look for a day's closed sessions. */
export async function sessionLookback(db: IntentlyDb): Promise<number> {
  const stored = (await db.runtime.get(LONGEST_KEY))?.value as number | undefined;
  return stored === undefined ? MAX_SESSION_LOOKBACK_MS : Math.min(MAX_SESSION_LOOKBACK_MS, stored);
}
