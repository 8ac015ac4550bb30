import type { IntentlyDb } from './db';
import { readVisits, visitTimeBounds } from './read-visits';
import type { StoredVisit } from './visit-types';

/** How far back from the newest visit each read reaches, until enough are found. */
const LOOKBACK_MS = [86_400_000, 7 * 86_400_000, Infinity];

/**
 * The newest visit of each of the last `limit` distinct keys, newest first (`keyOf` names what makes two
 * visits the same: the page, the video; null leaves a visit out), read back one day, then a week, then all.
 */
export async function recentVisits(
  tracker: IntentlyDb,
  limit: number,
  keyOf: (visit: StoredVisit) => string | null,
): Promise<StoredVisit[]> {
  const bounds = await visitTimeBounds(tracker);
  let found: StoredVisit[] = [];
  for (const lookback of LOOKBACK_MS) {
    if (!bounds || found.length >= limit) break;
    found = distinctNewest(await readVisits(tracker, bounds.last - lookback, Infinity), limit, keyOf);
  }
  return found;
}

/** The newest visit of each of the first `limit` distinct keys of visits sorted oldest first, newest first. */
function distinctNewest(
  visits: readonly StoredVisit[],
  limit: number,
  keyOf: (visit: StoredVisit) => string | null,
): StoredVisit[] {
  const seen = new Set<string>();
  const found: StoredVisit[] = [];
  for (let i = visits.length - 1; i >= 0 && found.length < limit; i -= 1) {
    const key = keyOf(visits[i]!);
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    found.push(visits[i]!);
  }
  return found;
}
