import type { ToolsDb } from './tools-db';
import type { IntentlyDb } from './db';
import { readVisits } from './read-visits';
import { startOfDay } from '../shared/day-key';
import { hostWithoutWww } from '../shared/site-of';

/** SPEC §9: the daily focus limit goes from Off (0) to 6 hours. */
export const MAX_LIMIT_MINUTES = 360;
/** The blocking screen's extra time. */
export const EXTRA_MS = 5 * 60_000;

/** Why a site is shown the blocking screen, if it is. */
export type BlockReason = { reason: 'block' } | { reason: 'limit'; spentMs: number; limitMinutes: number } | null;

/** Pure rule: blocked outright, or over its daily limit and not within granted extra time. */
export function blockReason(
  state: { blocked: boolean; limitMinutes: number; spentMs: number; grantUntil: number },
  now: number,
): BlockReason {
  if (state.blocked) return { reason: 'block' };
  if (state.limitMinutes <= 0 || now < state.grantUntil) return null;
  return state.spentMs >= state.limitMinutes * 60_000
    ? { reason: 'limit', spentMs: state.spentMs, limitMinutes: state.limitMinutes }
    : null;
}

/** Today's active time on a site from the tracker's visits (SPEC §3 activeTime, ms), counting the live visit. */
export async function spentToday(tracker: IntentlyDb, site: string, now: number): Promise<number> {
  const visits = await readVisits(tracker, startOfDay(now), Infinity);
  let total = 0;
  for (const v of visits) {
    if (hostWithoutWww(v.domain) !== site) continue;
    total += v.activeTime;
    if (v.isActive && v.lastActiveTime) total += Math.max(0, now - v.lastActiveTime);
  }
  return total;
}

/** The blocking decision for a site now. */
export async function checkSite(tools: ToolsDb, tracker: IntentlyDb, site: string, now: number): Promise<BlockReason> {
  const [block, limit, grant] = await Promise.all([
    tools.blocks.get(site),
    tools.limits.get(site),
    tools.grants.get(site),
  ]);
  const limitMinutes = limit?.minutes ?? 0;
  const spentMs = block || limitMinutes <= 0 ? 0 : await spentToday(tracker, site, now);
  return blockReason({ blocked: Boolean(block), limitMinutes, spentMs, grantUntil: grant?.until ?? 0 }, now);
}

/** Sets a site's daily limit in minutes (0 turns it off). */
export async function setLimit(tools: ToolsDb, site: string, minutes: number): Promise<void> {
  const clamped = Math.min(MAX_LIMIT_MINUTES, Math.max(0, Math.round(minutes)));
  if (clamped === 0) await tools.limits.delete(site);
  else await tools.limits.put({ site, minutes: clamped });
}

/** Grants five more minutes on a limited site. */
export async function addExtraTime(tools: ToolsDb, site: string, now: number): Promise<void> {
  await tools.grants.put({ site, until: now + EXTRA_MS });
}

/** Blocks a site outright, or unblocks it when it is blocked; returns whether it is now blocked. */
export async function toggleBlock(tools: ToolsDb, site: string, now: number): Promise<boolean> {
  if (await tools.blocks.get(site)) {
    await tools.blocks.delete(site);
    return false;
  }
  await tools.blocks.put({ site, blockedAt: now });
  return true;
}
