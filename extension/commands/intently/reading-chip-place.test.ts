import { describe, expect, it } from 'vitest';
import { chipBottom, chipPlaceOf, CHIP_MARGIN, DEFAULT_PLACE, MAX_SITES, withChipPlace } from './reading-chip-place';

describe('the reading chip’s place per site', () => {
  it('is bottom left and open until moved, and reads anything malformed as that', () => {
    expect(chipPlaceOf(undefined, 'example.com')).toEqual(DEFAULT_PLACE);
    expect(chipPlaceOf({ 'example.com': { side: 'up', collapsed: 'yes' } }, 'example.com')).toEqual(DEFAULT_PLACE);
  });

  it('remembers each site’s side and collapse apart', () => {
    let stored = withChipPlace(undefined, 'a.com', { side: 'right', collapsed: false });
    stored = withChipPlace(stored, 'b.com', { side: 'left', collapsed: true });
    expect(chipPlaceOf(stored, 'a.com')).toEqual({ side: 'right', collapsed: false });
    expect(chipPlaceOf(stored, 'b.com')).toEqual({ side: 'left', collapsed: true });
  });

  it(`keeps the ${MAX_SITES} sites changed last`, () => {
    let stored: unknown = undefined;
    for (let i = 0; i <= MAX_SITES; i++)
      stored = withChipPlace(stored, `s${i}.com`, { side: 'right', collapsed: false });
    stored = withChipPlace(stored, 's1.com', { side: 'left', collapsed: false }); // changed again: newest
    stored = withChipPlace(stored, 'new.com', { side: 'right', collapsed: false });
    const names = Object.keys(stored as object);
    expect(names).toHaveLength(MAX_SITES);
    expect(names).not.toContain('s0.com');
    expect(names).not.toContain('s2.com');
    expect(names.slice(-2)).toEqual(['s1.com', 'new.com']);
  });
});

describe('chipBottom', () => {
  const viewport = 800;
  it('sits at the margin when the corner is free', () => {
    expect(chipBottom([], 48, 300, viewport)).toBe(CHIP_MARGIN);
    // A fixed box elsewhere on the bottom edge is no matter.
    expect(chipBottom([{ left: 600, right: 780, top: 740, bottom: 790 }], 48, 300, viewport)).toBe(CHIP_MARGIN);
  });

  it('rises above the page’s fixed corner, and above a second box stacked on it', () => {
    const footer = { left: 0, right: 400, top: 760, bottom: 800 };
    expect(chipBottom([footer], 48, 300, viewport)).toBe(40 + CHIP_MARGIN);
    const banner = { left: 0, right: 200, top: 720, bottom: 760 };
    expect(chipBottom([footer, banner], 48, 300, viewport)).toBe(80 + CHIP_MARGIN);
  });

  it('never goes above half the window', () => {
    expect(chipBottom([{ left: 0, right: 1000, top: 100, bottom: 800 }], 48, 300, viewport)).toBe(400);
  });
});
