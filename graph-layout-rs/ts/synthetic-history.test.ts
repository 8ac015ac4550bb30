import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateGraphCore, type GraphCore } from './graph-core';
import { SYNTHETIC_DOMAINS, syntheticVisits } from './synthetic-history';
import { readWasmBytes } from './wasm-bytes';

let core: GraphCore;
beforeAll(async () => {
  core = await instantiateGraphCore(await readWasmBytes());
});

describe('syntheticVisits', () => {
  it('is seeded: same seed same history, other seed other history', () => {
    expect(syntheticVisits(core, 500, 3)).toEqual(syntheticVisits(core, 500, 3));
    expect(syntheticVisits(core, 500, 4)).not.toEqual(syntheticVisits(core, 500, 3));
  });

  it('covers what the benches need: modes, windows, YouTube, search, sourceInfo, session gaps', () => {
    const visits = syntheticVisits(core, 10_000);
    const ids = new Set(visits.map((v) => v.id));
    expect(ids.size).toBe(visits.length);
    expect(new Set(visits.map((v) => v.creationMode))).toEqual(new Set(['direct', 'hyperlink', 'chain']));
    expect(new Set(visits.map((v) => v.windowId)).size).toBeGreaterThan(1);
    expect(new Set(visits.map((v) => v.domain)).size).toBe(SYNTHETIC_DOMAINS.length);
    expect(visits.some((v) => v.url.startsWith('https://www.youtube.com/watch?v='))).toBe(true);
    expect(visits.some((v) => v.url.startsWith('https://www.google.com/search?q='))).toBe(true);
    const sourced = visits.filter((v) => v.sourceInfo);
    expect(sourced.length).toBeGreaterThan(100);
    expect(sourced.every((v) => ids.has(v.sourceInfo!.nodeId))).toBe(true);
    const gaps = visits.slice(1).filter((v, i) => v.startTime - visits[i].startTime >= 3_600_000);
    expect(gaps.length).toBeGreaterThan(20);
  });
});
