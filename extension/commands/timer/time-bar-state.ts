import type { IntentlyDb } from '../../storage/db';
import { EXTRA_MS, spentToday } from '../../storage/site-limits';
import type { ToolsDb } from '../../storage/tools-db';
import { TIMES_UP_MS, type TimeBarState } from './time-bar';
import { timeBarOn } from '../../storage/time-bar-setting';

/**
 * The time bar's state for a page of `site` (SPEC §1): the focus timers running or over for less than
 * TIMES_UP_MS, soonest first, and the time left today under the site's daily limit (or its granted extra
 * time once the limit is used); null when the bar is switched off or has nothing to show.
 */
export async function timeBarState(
  tools: ToolsDb,
  tracker: IntentlyDb,
  site: string,
  now: number,
): Promise<TimeBarState | null> {
  if (!(await timeBarOn(tools))) return null;
  const [timers, stored, grant] = await Promise.all([
    tools.timers
      .where('endsAt')
      .above(now - TIMES_UP_MS)
      .sortBy('endsAt'),
    tools.limits.get(site),
    tools.grants.get(site),
  ]);
  let limit: TimeBarState['limit'] = null;
  if (stored && stored.minutes > 0) {
    const totalMs = stored.minutes * 60_000;
    const endsAt = now + totalMs - (await spentToday(tracker, site, now));
    limit =
      endsAt <= now && grant && grant.until > now
        ? { site, endsAt: grant.until, totalMs: EXTRA_MS }
        : { site, endsAt, totalMs };
  }
  if (!timers.length && !limit) return null;
  return { timers: timers.map(({ label, startedAt, endsAt }) => ({ label, startedAt, endsAt })), limit };
}
