import { beforeAll, describe, expect, it } from 'vitest';
import {
  instantiateSyntheticGenerator,
  SYNTHETIC_DOMAINS,
  syntheticVisits,
  type SyntheticGenerator,
} from './synthetic-history';
import { readWasmBytes, SYNTHETIC_WASM_PATH } from './wasm-bytes';

let generator: SyntheticGenerator;
beforeAll(async () => {
  generator = await instantiateSyntheticGenerator(await readWasmBytes(SYNTHETIC_WASM_PATH));
});

describe('instantiateSyntheticGenerator', () => {
  it('refuses the product core, which has no generator', async () => {
    await expect(instantiateSyntheticGenerator(await readWasmBytes())).rejects.toThrow(
      'this wasm has no synthetic-history generator',
    );
  });
});

describe('syntheticVisits', () => {
  it('is seeded: same seed same history, other seed other history', () => {
    expect(syntheticVisits(generator, 500, 3)).toEqual(syntheticVisits(generator, 500, 3));
    expect(syntheticVisits(generator, 500, 4)).not.toEqual(syntheticVisits(generator, 500, 3));
  });

  it('covers what the benches need: modes, windows, YouTube, search, sourceInfo, session gaps', () => {
    const visits = syntheticVisits(generator, 10_000);
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
