/**
 * Issue 37: how the user got to the page of a tab, for /trail (a service of the background that commands reach through
 * `CommandDeps.trail`: history and the graph core stay here). The tab's latest recorded visit is looked up in the last
 * day, the graph core lays out that visit's local day (the day the graph page shows) and answers its `trail`: the same
 * pages, in the same order, as the graph page's "Reopen this trail as a tab group" on that visit. The core is loaded on
 * first use (as the search index's is) and answers one trail at a time, as it answers on the graph it computed last.
 */
import { fetchWasm } from '../../graph-layout-rs/ts/fetch-wasm';
import { createGraphApi, type GraphApi } from '../../graph-layout-rs/ts/graph-api';
import { startOfDay } from '../shared/day-key';
import type { TrailPage } from '../shared/trail-group';
import type { IntentlyDb } from '../storage/db';
import { readVisits } from '../storage/read-visits';
import type { StoredVisit } from '../storage/visit-types';

/** The graph core's parts a trail needs. */
export type TrailCore = Pick<GraphApi, 'computeGraph' | 'trail'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local midnight after the one of `dayStart`'s day (daylight-saving safe). */
const nextDay = (dayStart: number) => startOfDay(dayStart + 36 * 60 * 60 * 1000);

/** The tab's latest visit among `visits` (oldest first), if the tracker recorded one. */
function latestVisitOf(visits: readonly StoredVisit[], tabId: number): StoredVisit | undefined {
  for (let i = visits.length - 1; i >= 0; i--) if (visits[i]!.tabId === tabId) return visits[i];
  return undefined;
}

/** The trail to the page now in `tabId` (`maxSteps` > 0: its last that many pages), root first. */
export async function tabTrail(
  db: IntentlyDb,
  core: TrailCore,
  tabId: number,
  now: number,
  maxSteps = 0,
): Promise<TrailPage[]> {
  const visit = latestVisitOf(await readVisits(db, now - DAY_MS, now + 1), tabId);
  if (!visit)
    throw new Error(
      'Intently has no visit of this tab in the last day (tracking may be off, or this is not a web page), so there is no trail to show.',
    );
  const dayStart = startOfDay(visit.startTime);
  const day = await readVisits(db, dayStart, nextDay(dayStart));
  const row = day.findIndex((v) => v.id === visit.id);
  const columns = await core.computeGraph(day);
  const node = columns.nodeVisit.indexOf(row);
  if (node < 0) return [{ url: visit.url, title: visit.title, startTime: visit.startTime }];
  return Array.from(await core.trail(node, maxSteps), (n) => {
    const v = day[columns.nodeVisit[n]!]!;
    return { url: v.url, title: v.title, startTime: v.startTime };
  });
}

/** The background's trail service: `tabTrail` on a graph core of its own, loaded on first use, one trail at a time. */
export function tabTrails(
  db: IntentlyDb,
  now: () => number,
): (tabId: number, maxSteps: number) => Promise<TrailPage[]> {
  let core: TrailCore | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return (tabId, maxSteps) => {
    core ??= createGraphApi(fetchWasm);
    const next = queue.then(() => tabTrail(db, core!, tabId, now(), maxSteps));
    queue = next.catch(() => undefined);
    return next;
  };
}
