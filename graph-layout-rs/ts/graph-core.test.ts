import { beforeAll, describe, expect, it } from 'vitest';
import { VisitInput } from '../pkg/core/graph_layout.js';
import { NO_VALUE } from './graph-columns';
import { BYTES_PER_VISIT, instantiateGraphCore, type GraphCore } from './graph-core';
import { instantiateSyntheticGenerator, syntheticColumns, type SyntheticGenerator } from './synthetic-history';
import { fixtureVisits } from './test-fixture';
import { toVisitColumns } from './visit-columns';
import { readWasmBytes, SYNTHETIC_WASM_PATH } from './wasm-bytes';

let core: GraphCore;
let generator: SyntheticGenerator;
beforeAll(async () => {
  core = await instantiateGraphCore(await readWasmBytes());
  generator = await instantiateSyntheticGenerator(await readWasmBytes(SYNTHETIC_WASM_PATH));
});

describe('instantiateGraphCore', () => {
  it('computes the fixture: nodes, sessions, links and skipped counts', () => {
    const g = core.compute(toVisitColumns(fixtureVisits()), 0);
    const c = g.columns;
    expect(Array.from(c.nodeVisit)).toEqual([0, 1, 2, 3, 4, 7, 8]);
    expect(Array.from(c.session)).toEqual([0, 0, 0, 0, 1, 1, 1]);
    expect(Array.from(c.linkSource)).toEqual([0, 1, 2, 4]);
    expect(Array.from(c.linkTarget)).toEqual([1, 2, 3, 5]);
    expect(Array.from(c.linkKind)).toEqual([0, 1, 2, 1]);
    expect(Array.from(c.pred)).toEqual([NO_VALUE, 0, 1, 2, NO_VALUE, 4, NO_VALUE]);
    expect(c.skipped).toEqual({
      records: 2,
      duplicateId: 1,
      endBeforeStart: 1,
      invalidDuration: 0,
      danglingSourceInfo: 1,
      unknownCreationMode: 1,
    });
    expect(c.intervalMinutes).toBe(30);
    g.release();
  });

  it.each([
    [3, [0, 1, 2, 3]],
    [5, [4, 5]],
    [6, [6]],
    [99, []],
  ])('traces node %i back to its root', (node, path) => {
    const g = core.compute(toVisitColumns(fixtureVisits()), 0);
    expect(Array.from(g.tracePath(node))).toEqual(path);
    g.release();
  });

  it('trails through the binding: each page once, the last N steps, pages one per visit', () => {
    const columns = toVisitColumns(fixtureVisits());
    const distinct = core.compute(columns, 0);
    expect(Array.from(distinct.trail(3))).toEqual([0, 1, 2, 3]);
    expect(Array.from(distinct.trail(3, 2))).toEqual([2, 3]);
    expect(Array.from(distinct.trail(99))).toEqual([]);
    const rows = distinct.columns.nodeVisit;
    distinct.release();
    columns.pages![rows[2]!] = columns.pages![rows[0]!]!; // node 2 goes back to node 0's page
    const back = core.compute(columns, 0);
    expect(Array.from(back.trail(3))).toEqual([2, 3]);
    back.release();
    expect(() => core.compute({ ...columns, pages: new Uint32Array(2) }, 0)).toThrow(
      `column pages has 2 entries, expected ${columns.ids.length} (one per visit, as in ids)`,
    );
  });

  it('answers filter and bracket queries', () => {
    const g = core.compute(toVisitColumns(fixtureVisits()), 0);
    // activeTime is 80% of duration: 0.8, 7.2, 4.8, 16, 1.6, 0.8, 0.8 minutes
    expect(Array.from(g.filterNodes(0))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Array.from(g.filterNodes(1))).toEqual([0, 2, 4, 5, 6]);
    expect(Array.from(g.filterNodes(2))).toEqual([1]);
    expect(Array.from(g.filterNodes(3))).toEqual([3]);
    const nine = Date.UTC(2025, 8, 23, 9);
    expect(g.timeBrackets(nine, nine + 3_600_000)).toEqual({ inRange: 4, brackets: [] });
    expect(g.timeBrackets(nine - 7_200_000, nine - 3_600_000)).toEqual({
      inRange: 0,
      brackets: [
        { start: nine, end: nine + 3_600_000, count: 4 },
        { start: nine + 7_200_000, end: nine + 10_800_000, count: 3 },
      ],
    });
    g.release();
    expect(() => g.tracePath(0)).toThrow('released');
  });

  it('keeps earlier results valid after memory grows, and is deterministic', () => {
    const small = core.compute(toVisitColumns(fixtureVisits()), 0);
    const before = core.memoryBytes();
    const big = core.compute(syntheticColumns(generator, 200_000), 0);
    expect(core.memoryBytes()).toBeGreaterThan(before);
    expect(Array.from(small.columns.linkTarget)).toEqual([1, 2, 3, 5]);
    expect(Array.from(small.tracePath(3))).toEqual([0, 1, 2, 3]);
    const again = core.compute(syntheticColumns(generator, 200_000), 0);
    for (const name of ['x', 'y', 'linkSource', 'sessionOffsets', 'intervalX'] as const) {
      expect(Buffer.from(again.columns[name].buffer).equals(Buffer.from(big.columns[name].buffer))).toBe(true);
    }
    for (const g of [small, big, again]) g.release();
  });

  it('readies memory that a compute of as many visits then uses without growing it', () => {
    const visits = syntheticColumns(generator, 400_000); // beyond what the tests above grew memory to
    core.reserve(400_000);
    const reserved = core.memoryBytes();
    expect(reserved).toBeGreaterThanOrEqual(400_000 * BYTES_PER_VISIT);
    const g = core.compute(visits, 0);
    expect(g.columns.nodeVisit.length).toBe(400_000);
    expect(core.memoryBytes()).toBe(reserved);
    g.release();
  });

  it('readies nothing where memory cannot grow that far, and computes on', () => {
    const before = core.memoryBytes();
    expect(() => core.reserve(1e9)).not.toThrow(); // 120 GB: past what wasm32 memory can hold
    expect(core.memoryBytes()).toBe(before);
    const g = core.compute(syntheticColumns(generator, 1_000), 0);
    expect(g.columns.nodeVisit.length).toBe(1_000);
    g.release();
  });

  it.each([
    ['empty input', 0],
    ['one visit', 1],
  ])('handles %s', (_name, n) => {
    const g = core.compute(syntheticColumns(generator, n), 0);
    expect(g.columns.nodeVisit.length).toBe(n);
    expect(g.columns.markerX.length).toBe(n);
    g.release();
  });

  it('rejects columns of different lengths', () => {
    const columns = { ...toVisitColumns(fixtureVisits()), modes: new Uint8Array(2) };
    expect(() => core.compute(columns)).toThrow('column modes has 2 entries, expected 9');
  });
});

describe('the wasm-bindgen binding (pkg/core)', () => {
  /** Six visits: a good one, a repeated id, an end before its start, a negative duration, a dangling sourceInfo, an unknown mode. */
  const badRecords = (): ConstructorParameters<typeof VisitInput> => [
    new Uint32Array([1, 1, 2, 3, 4, 5]),
    new Uint32Array([NO_VALUE, NO_VALUE, NO_VALUE, NO_VALUE, 99, NO_VALUE]),
    new Int32Array(6).fill(1),
    new Int32Array(6).fill(1),
    new Uint32Array(6),
    new Uint8Array([0, 0, 0, 0, 1, 7]),
    new Float64Array([0, 10, 20, 30, 40, 50]),
    new Float64Array([5, 15, 10, 35, 45, 55]),
    new Float64Array([5, 5, 5, -1, 5, 5]),
    new Float64Array(6).fill(5),
  ];

  it('reports bad records by name', () => {
    const input = new VisitInput(...badRecords());
    const graph = input.compute(0);
    const { records, duplicateId, endBeforeStart, invalidDuration, danglingSourceInfo, unknownCreationMode } =
      graph.skipped;
    expect({ records, duplicateId, endBeforeStart, invalidDuration, danglingSourceInfo, unknownCreationMode }).toEqual({
      records: 3,
      duplicateId: 1,
      endBeforeStart: 1,
      invalidDuration: 1,
      danglingSourceInfo: 1,
      unknownCreationMode: 1,
    });
    expect(Array.from(graph.nodeVisit)).toEqual([0, 4, 5]);
    graph.free();
    input.free();
  });

  it('throws an Error whose sentence names a column of another length', () => {
    const columns = badRecords();
    columns[6] = new Float64Array(4);
    expect(() => new VisitInput(...columns)).toThrow(
      new Error('column starts has 4 entries, expected 6 (one per visit, as in ids)'),
    );
  });
});
