import { transfer } from 'comlink';
import { afterAll, describe, expect, it } from 'vitest';
import { columnBuffers } from './graph-columns';
import { startGraphWorker } from './graph-worker-client';
import { FIXTURE_LINKS, fixtureVisits } from './test-fixture';
import { toVisitColumns } from './visit-columns';

const worker = startGraphWorker();
afterAll(() => worker.terminate());

describe('graph worker (Comlink over worker_threads)', () => {
  it('computes UrlVisit[] and returns typed-array columns', async () => {
    const visits = fixtureVisits();
    const g = await worker.api.computeGraph(visits, { tzOffsetMinutes: 0 });
    expect(g.x).toBeInstanceOf(Float32Array);
    const links = Array.from(g.linkTarget, (t, i) => {
      const id = (node: number) => visits[g.nodeVisit[node]].id;
      return `${id(g.linkSource[i])} -> ${id(t)} ${['same-tab', 'new-tab', 'session'][g.linkKind[i]]}`;
    });
    expect(links).toEqual(FIXTURE_LINKS);
    expect(g.skipped.records).toBe(2);
    expect(g.computeMs).toBeGreaterThanOrEqual(0);
  });

  it('accepts columns, transferring them, and answers queries on the current graph', async () => {
    const columns = toVisitColumns(fixtureVisits());
    const g = await worker.api.computeGraph(transfer(columns, columnBuffers(columns)), { tzOffsetMinutes: 0 });
    expect(columns.ids.byteLength).toBe(0); // moved to the worker, not copied
    expect(g.nodeVisit.length).toBe(7);
    expect(Array.from(await worker.api.tracePath(3))).toEqual([0, 1, 2, 3]);
    expect(Array.from(await worker.api.filterNodes(3))).toEqual([3]);
    const nine = Date.UTC(2025, 8, 23, 9);
    const empty = await worker.api.timeBrackets(nine - 7_200_000, nine - 3_600_000);
    expect(empty.inRange).toBe(0);
    expect(empty.brackets.map((b) => [b.start, b.count])).toEqual([
      [nine, 4],
      [nine + 7_200_000, 3],
    ]);
    expect(empty.brackets[0].label).toMatch(/\d.*–.*\d/);
  });

  it('gives the same bytes for the same input', async () => {
    const a = await worker.api.computeGraph(fixtureVisits(), { tzOffsetMinutes: 0 });
    const b = await worker.api.computeGraph(fixtureVisits(), { tzOffsetMinutes: 0 });
    expect(Buffer.from(b.x.buffer).equals(Buffer.from(a.x.buffer))).toBe(true);
    expect(Buffer.from(b.y.buffer).equals(Buffer.from(a.y.buffer))).toBe(true);
  });
});
