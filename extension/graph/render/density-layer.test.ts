import { afterAll, describe, expect, it, vi } from 'vitest';
import { DIMMED_ALPHA, RING_COLORS } from './node-styles';

vi.stubGlobal('navigator', { userAgent: 'node' }); // pixi.js reads it while loading
afterAll(() => vi.unstubAllGlobals()); // the unit tests share one module graph per worker
const { cellShade } = await import('./density-layer');

describe('cellShade', () => {
  it('dims a cell whose nodes are all dimmed by the filter or the search', () => {
    expect(cellShade(0, 0).alpha).toBe(DIMMED_ALPHA);
  });

  it('draws more shown nodes stronger, up to full strength', () => {
    const [one, ten, many] = [cellShade(1, 0), cellShade(10, 0), cellShade(1_000, 0)];
    expect(one.alpha).toBeGreaterThan(DIMMED_ALPHA);
    expect(ten.alpha).toBeGreaterThan(one.alpha);
    expect(many.alpha).toBe(1);
  });

  it('takes the search match ring colour for a cell holding a match', () => {
    expect(cellShade(3, 1).color).toBe(RING_COLORS.match);
    expect(cellShade(3, 0).color).not.toBe(RING_COLORS.match);
  });
});
