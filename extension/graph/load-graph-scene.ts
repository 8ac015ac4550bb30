import type { GraphColumns } from '../../graph-layout-rs/ts/graph-columns';
import { db } from '../storage/db';
import { graphClient } from './graph-client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A laid-out graph ready to draw, with the number of visits it shows. */
export interface LoadedGraph {
  scene: GraphColumns;
  visits: number;
}

/** Reads the most recent day of visits from IndexedDB and lays it out in the worker; null when there are none. */
export async function loadGraphScene(): Promise<LoadedGraph | null> {
  const latest = await db.visits.orderBy('startTime').last();
  if (!latest) return null;
  const dayStart = new Date(latest.startTime).setHours(0, 0, 0, 0);
  const visits = await db.visits.where('startTime').between(dayStart, dayStart + DAY_MS, true, false).toArray();
  const scene = await graphClient().computeGraph(visits);
  return { scene, visits: scene.nodeVisit.length };
}
