/**
 * The graph page's data, read and laid out in its worker: the page's main thread starts WebGL and draws
 * while the worker reads IndexedDB, decodes the day and runs the core, and it receives only typed-array
 * columns (transferred) and the nodes' strings in a few arrays (cloned). Reading on the main thread had its
 * answers wait behind WebGL's start-up, and decoding a 10k-visit day there held the first frame back.
 */
import type { GraphApi, TimeBracket } from '../../../graph-layout-rs/ts/graph-api';
import type { GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import type { VisitReader } from '../../storage/visit-reader';
import { forEachVisit, joinTables, type VisitTable } from '../../storage/visit-table';
import { addDays, dayStartOf, spanRange, type RangeSpan } from './graph-data';
import { nodeColumns, type NodeColumns } from './graph-model';
import { gridFallback } from './grid-fallback';
import { graphGeometry, type GraphGeometry } from '../geometry/graph-geometry';
import { readInChunks } from './read-in-chunks';
import { visitTableColumns } from './visit-table-columns';
import { recordStage, timeStage, timeStageAsync } from '../stage-timing';

/**
 * Which visits to show: hours [fromHour, toHour) of the local day starting at `dayStart` (the latest day with visits
 * when it is absent), or with a `span` of a week or a month, every hour of the days of the span ending on that day.
 */
export interface DayGraphRequest {
  dayStart?: number;
  fromHour: number;
  toHour: number;
  span?: RangeSpan;
}

/** What the page shows for a request (SPEC §2 states), with the day it was answered for. */
export type DayGraph =
  | { kind: 'empty' }
  | { kind: 'no-range'; dayStart: number; brackets: TimeBracket[] }
  | {
      kind: 'ready';
      dayStart: number;
      columns: GraphColumns;
      nodes: NodeColumns;
      /** What is drawn and hit-tested of the positions, made here rather than on the page's main thread. */
      geometry: GraphGeometry;
      fallback: boolean;
      /** The share of the range's time read so far: below 1 for the first chunk of a week or a month, then 1. */
      loaded: number;
    };

/** A graph of the visits read so far, sent to the page before the rest of its range is read. */
export type PartialGraph = Extract<DayGraph, { kind: 'ready' }>;

/** The worker's graph API parts the loader drives. */
type Core = Pick<GraphApi, 'computeGraph' | 'timeBrackets' | 'reserve'>;

/**
 * The most visits a range's memory is readied for ahead of its read (GraphCore.reserve): 1.5M, some 170 MiB of the
 * worker's, so a first day far busier than the rest of its month cannot have much more kept than a heavy month needs.
 */
const MAX_RESERVED = 1_500_000;

/**
 * Visits of the chosen (or latest) day and hours, or week or month, laid out by the core; the grid when the layout
 * fails (SPEC §8). A week or a month is read in two chunks: `partial` gets the first one laid out (see readInChunks).
 */
export async function loadDayGraph(
  db: VisitReader,
  core: Core,
  request: DayGraphRequest,
  partial?: (graph: PartialGraph) => Promise<void>,
): Promise<DayGraph> {
  const timeInDay = request.dayStart ?? (await db.lastVisitTime());
  if (timeInDay === null) return { kind: 'empty' };
  const dayStart = dayStartOf(timeInDay);
  const span = request.span ?? 'day';
  const { from, to } = spanRange(dayStart, span, request.fromHour, request.toHour);
  const read = (start: number, end: number) => timeStageAsync('read', () => db.readVisits(start, end));
  const visits =
    span === 'day' || !partial
      ? await read(from, to)
      : await readInChunks(
          read,
          from,
          to,
          async (first, readTo) => {
            const sent = partial(await layOut(core, first, dayStart, (readTo - from) / (to - from)));
            // While the rest is read: memory for the whole range, at the first chunk's visits per hour read.
            await timeStageAsync('reserve', () =>
              core.reserve(Math.min(MAX_RESERVED, (first.length * (to - from)) / (readTo - from))),
            );
            await sent;
          },
          joinTables,
        );
  if (!visits.length)
    return {
      kind: 'no-range',
      dayStart,
      brackets: span === 'day' ? await dayBrackets(db, core, dayStart, from, to) : [],
    };
  return layOut(core, visits, dayStart, 1);
}

/** The graph of `visits` as the core lays it out, or the grid when the layout fails (SPEC §8). */
async function layOut(core: Core, visits: VisitTable, dayStart: number, loaded: number): Promise<PartialGraph> {
  const n = visits.length;
  try {
    const columns = await timeStageAsync(`layout ${n}`, () =>
      core.computeGraph(timeStage(`columns ${n}`, () => visitTableColumns(visits))),
    );
    recordStage(`core ${n}`, columns.computeMs); // of it, the core's compute (the rest: the visits to columns and back)
    const nodes = timeStage(`nodes ${n}`, () => nodeColumns(columns.nodeVisit, visits));
    const geometry = timeStage(`geometry ${n}`, () => graphGeometry(columns));
    return { kind: 'ready', dayStart, columns, nodes, geometry, fallback: false, loaded };
  } catch (error) {
    console.error('The graph layout failed; showing a grid:', error);
    const active = new Float64Array(n);
    forEachVisit(visits, (row, i, k) => (active[k] = row.activeTime[i]!));
    const grid = gridFallback(n, active);
    const nodes = nodeColumns(grid.nodeVisit, visits);
    return { kind: 'ready', dayStart, columns: grid, nodes, geometry: graphGeometry(grid), fallback: true, loaded };
  }
}

/** SPEC §2: up to 9 hour brackets of the day that have visits (none when the day has none). */
async function dayBrackets(
  db: VisitReader,
  core: Core,
  dayStart: number,
  from: number,
  to: number,
): Promise<TimeBracket[]> {
  const dayVisits = await db.readVisits(dayStart, addDays(dayStart, 1));
  if (!dayVisits.length) return [];
  try {
    await core.computeGraph(visitTableColumns(dayVisits));
    return (await core.timeBrackets(from, to)).brackets;
  } catch (error) {
    // The hour brackets come from the core's layout of the day; without it the state still says the range is empty.
    console.error('The graph layout failed; showing the empty range without hour brackets:', error);
    return [];
  }
}
