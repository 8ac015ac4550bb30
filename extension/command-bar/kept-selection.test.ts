import { describe, expect, it } from 'vitest';
import { keptSelection } from './kept-selection';

const rows = (...keys: string[]) => keys.map((key) => ({ key }));

describe('keptSelection', () => {
  it('follows the row the user moved to when the whole answer moves it', () => {
    expect(keptSelection(rows('a', 'b', 'c'), rows('x', 'a', 'y', 'c', 'b'), 2)).toBe(3);
    expect(keptSelection(rows('a', 'b', 'c'), rows('b', 'a'), 1)).toBe(0);
  });

  it('keeps the top selected, even when the best row changed', () => {
    expect(keptSelection(rows('a', 'b'), rows('x', 'a', 'b'), 0)).toBe(0);
  });

  it('stays at the nearest place when the selected row is gone, and at 0 when nothing is left', () => {
    expect(keptSelection(rows('a', 'b', 'c'), rows('a', 'x', 'y', 'z'), 2)).toBe(2);
    expect(keptSelection(rows('a', 'b', 'c'), rows('a', 'x'), 2)).toBe(1);
    expect(keptSelection(rows('a', 'b'), [], 1)).toBe(0);
    expect(keptSelection([], rows('a', 'b'), 1)).toBe(1);
  });
});
