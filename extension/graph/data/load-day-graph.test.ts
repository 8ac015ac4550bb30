import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createGraphApi } from '../../../graph-layout-rs/ts/graph-api';
import { readWasmBytes } from '../../../graph-layout-rs/ts/wasm-bytes';
import { IntentlyDb } from '../../storage/db';
import { putArchivedVisits } from '../../storage/visit-archive';
import { visitReader } from '../../storage/visit-reader';
import type { StoredVisit } from '../../storage/visit-types';
import { packedAt, type PackedStrings } from './packed-strings';
import { buildGraphModel, nodesOf } from './graph-model';
import { graphGeometry } from '../geometry/graph-geometry';
import { loadDayGraph, type PartialGraph } from './load-day-graph';

const unpacked = (packed: PackedStrings) => Array.from(packed.ends, (_, i) => packedAt(packed, i));

const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00`).getTime(); // local time, like the page
const MIN = 60_000;

function visit(tabId: number, start: number, url: string, domain = new URL(url).hostname): StoredVisit {
  return {
    id: `${tabId}_${start}`,
    tabId,
    windowId: 1,
    url,
    title: `Title of ${url}`,
    domain,
    category: 'work',
    creationMode: 'direct',
    startTime: start,
    endTime: start + 2 * MIN,
    duration: 2 * MIN,
    activeTime: 2 * MIN,
    lastActiveTime: start + 2 * MIN,
    isActive: false,
    wordCount: 0,
  };
}

const older = [visit(1, at('2025-09-22', '10:00'), 'https://old.example/a')];
const day = [
  visit(2, at('2025-09-23', '09:00'), 'https://www.docs.example/guide', ''),
  visit(3, at('2025-09-23', '09:30'), 'https://news.example/today'),
  visit(2, at('2025-09-23', '14:10'), 'https://docs.example/api'),
];

/** A reader of a database holding `archived` in the day archive and `live` in the tracker's table. */
async function database(archived: StoredVisit[], live: StoredVisit[]) {
  const db = new IntentlyDb(`load-day-graph-${Math.random()}`);
  await putArchivedVisits(db, archived);
  await db.visits.bulkPut(live);
  db.close();
  return visitReader(db.name);
}

const core = createGraphApi(readWasmBytes);

describe('loadDayGraph', () => {
  it('answers empty when nothing was ever recorded', async () => {
    expect(await loadDayGraph(await database([], []), core, { fromHour: 0, toHour: 24 })).toEqual({ kind: 'empty' });
  });

  it.each([
    ['archived', [...older, ...day], []],
    ['live', [], [...older, ...day]],
    ['split between both', [...older, day[0]!], day.slice(1)],
  ])('lays out the latest day with visits, its nodes’ strings in node order (%s)', async (_, archived, live) => {
    const graph = await loadDayGraph(await database(archived, live), core, { fromHour: 0, toHour: 24 });
    if (graph.kind !== 'ready') throw new Error(`expected a graph, got ${graph.kind}`);
    expect(graph.dayStart).toBe(at('2025-09-23', '00:00'));
    expect(graph.fallback).toBe(false);
    const visitOfNode = Array.from(graph.columns.nodeVisit, (row) => day[row]!);
    expect(unpacked(graph.nodes.visitId)).toEqual(visitOfNode.map((v) => v.id));
    const nodes = nodesOf(buildGraphModel(graph.columns, graph.nodes).nodes);
    expect(nodes.map((node) => node.url)).toEqual(visitOfNode.map((v) => v.url));
    expect(nodes.map((node) => node.title)).toEqual(visitOfNode.map((v) => v.title));
    expect(Array.from(graph.nodes.domainOf, (d) => graph.nodes.domains[d])).toEqual(
      visitOfNode.map((v) => v.domain || 'docs.example'),
    ); // no domain: the host without www
    expect(Array.from(graph.nodes.startTime)).toEqual(visitOfNode.map((v) => v.startTime));
    expect(Array.from(graph.nodes.activeTime)).toEqual(visitOfNode.map((v) => v.activeTime));
    expect(graph.geometry).toEqual(graphGeometry(graph.columns)); // made here, beside the layout, not on the page
  });

  it('reads only the asked hours of the asked day', async () => {
    const db = await database([...older, ...day], []);
    const graph = await loadDayGraph(db, core, { dayStart: at('2025-09-23', '00:00'), fromHour: 9, toHour: 10 });
    if (graph.kind !== 'ready') throw new Error(`expected a graph, got ${graph.kind}`);
    expect(unpacked(graph.nodes.visitId).sort()).toEqual([day[0]!.id, day[1]!.id].sort());
    const earlier = await loadDayGraph(db, core, { dayStart: at('2025-09-22', '00:00'), fromHour: 0, toHour: 24 });
    if (earlier.kind !== 'ready') throw new Error(`expected a graph, got ${earlier.kind}`);
    expect(nodesOf(buildGraphModel(earlier.columns, earlier.nodes).nodes).map((node) => node.url)).toEqual([
      'https://old.example/a',
    ]);
  });

  it('offers the day’s hour brackets when the hours have no visits', async () => {
    const graph = await loadDayGraph(await database(day, []), core, {
      dayStart: at('2025-09-23', '00:00'),
      fromHour: 11,
      toHour: 12,
    });
    if (graph.kind !== 'no-range') throw new Error(`expected no-range, got ${graph.kind}`);
    expect(graph.brackets.map((b) => [new Date(b.start).getHours(), b.count])).toEqual([
      [9, 2],
      [14, 1],
    ]);
  });

  it('answers no-range without brackets for a day without visits', async () => {
    const graph = await loadDayGraph(await database(day, []), core, {
      dayStart: at('2025-09-20', '00:00'),
      fromHour: 0,
      toHour: 24,
    });
    expect(graph).toEqual({ kind: 'no-range', dayStart: at('2025-09-20', '00:00'), brackets: [] });
  });

  it('falls back to the grid, visits in order, when the layout fails (SPEC §8)', async () => {
    const failing = { ...core, computeGraph: () => Promise.reject(new Error('layout exploded')) };
    const graph = await loadDayGraph(await database(day, []), failing, { fromHour: 0, toHour: 24 });
    if (graph.kind !== 'ready') throw new Error(`expected a graph, got ${graph.kind}`);
    expect(graph.fallback).toBe(true);
    expect(unpacked(graph.nodes.visitId)).toEqual(day.map((v) => v.id));
    expect(Array.from(graph.columns.y)).toEqual([0, 0, 0]); // one row of the grid
  });

  it('reads a week in two chunks: the first day with visits laid out first, where the whole week lays it out', async () => {
    const db = await database([...older, ...day], []);
    const parts: PartialGraph[] = [];
    const graph = await loadDayGraph(
      db,
      core,
      { dayStart: at('2025-09-23', '00:00'), fromHour: 0, toHour: 24, span: 'week' },
      async (part) => void parts.push(part),
    );
    if (graph.kind !== 'ready') throw new Error(`expected a graph, got ${graph.kind}`);
    expect(unpacked(graph.nodes.visitId).sort()).toEqual([...older, ...day].map((v) => v.id).sort());
    expect(graph.loaded).toBe(1);
    expect(parts).toHaveLength(1);
    const [first] = parts;
    expect(unpacked(first!.nodes.visitId)).toEqual([older[0]!.id]);
    expect(first!.loaded).toBeGreaterThan(0);
    expect(first!.loaded).toBeLessThan(1);
    const whole = unpacked(graph.nodes.visitId).indexOf(older[0]!.id);
    expect([first!.columns.x[0], first!.columns.y[0]]).toEqual([graph.columns.x[whole], graph.columns.y[whole]]);
  });

  it('falls back to the grid for both chunks of a week when the core cannot even load (SPEC §8)', async () => {
    const unloadable = createGraphApi(() => Promise.reject(new Error('The graph core could not be fetched.')));
    const parts: PartialGraph[] = [];
    const graph = await loadDayGraph(
      await database([...older, ...day], []),
      unloadable,
      { dayStart: at('2025-09-23', '00:00'), fromHour: 0, toHour: 24, span: 'week' },
      async (part) => void parts.push(part),
    );
    if (graph.kind !== 'ready') throw new Error(`expected a graph, got ${graph.kind}`);
    expect([parts.map((part) => part.fallback), graph.fallback]).toEqual([[true], true]);
    expect(unpacked(graph.nodes.visitId)).toEqual([...older, ...day].map((v) => v.id));
  });

  it('answers no-range without brackets for a month without visits', async () => {
    const graph = await loadDayGraph(await database(day, []), core, {
      dayStart: at('2025-08-01', '00:00'),
      fromHour: 0,
      toHour: 24,
      span: 'month',
    });
    expect(graph).toEqual({ kind: 'no-range', dayStart: at('2025-08-01', '00:00'), brackets: [] });
  });
});
