import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { DIMMED_ALPHA, RING_COLORS, nodeStyles } from './node-styles';

const bucket = Uint8Array.from([0, 1, 2, 0]); // < 5m, 5-15m, > 15m, < 5m
const D = Math.fround(DIMMED_ALPHA); // stored in a Float32Array

describe('nodeStyles (SPEC §2 filters, search, path)', () => {
  it.each([
    ['All Time shows every node', 0, [1, 1, 1, 1]],
    ['< 5m dims the others', 1, [1, D, D, 1]],
    ['5-15m dims the others', 2, [D, 1, D, D]],
    ['> 15m dims the others', 3, [D, D, 1, D]],
  ])('%s', (_name, filter, alpha) => {
    const styles = nodeStyles({ bucket, filter, matches: null, path: [], selected: -1 });
    expect([...styles.alpha]).toEqual(alpha);
    expect([...styles.ring]).toEqual([0, 0, 0, 0]);
  });

  it('highlights search matches and dims the rest', () => {
    const styles = nodeStyles({ bucket, filter: 0, matches: Uint8Array.from([0, 1, 0, 1]), path: [], selected: -1 });
    expect([...styles.alpha]).toEqual([D, 1, D, 1]);
    expect([...styles.ring]).toEqual([0, RING_COLORS.match, 0, RING_COLORS.match]);
  });

  it('combines a filter with a search', () => {
    const styles = nodeStyles({ bucket, filter: 1, matches: Uint8Array.from([1, 1, 0, 0]), path: [], selected: -1 });
    expect([...styles.alpha]).toEqual([1, D, D, D]);
  });

  it('rings the path and the selected node and never dims them', () => {
    const styles = nodeStyles({ bucket, filter: 3, matches: null, path: [0, 1], selected: 1 });
    expect([...styles.alpha]).toEqual([1, 1, 1, D]);
    expect([...styles.ring]).toEqual([RING_COLORS.path, RING_COLORS.selected, 0, 0]);
  });
});

/** WCAG relative luminance of a 0xrrggbb colour. */
function luminance(color: number): number {
  const [r, g, b] = [16, 8, 0].map((shift) => {
    const v = ((color >> shift) & 0xff) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('ring colours (issue 37: the selection was hard to see in dark)', () => {
  // The canvas shows the theme's --surface (app.css): light first, then dark.
  const css = readFileSync(new URL('../../app/app.css', import.meta.url), 'utf8');
  const surfaces = [...css.matchAll(/--surface: #([0-9a-f]{3}|[0-9a-f]{6});/g)].map((m) =>
    parseInt(m[1]!.length === 3 ? [...m[1]!].map((digit) => digit + digit).join('') : m[1]!, 16),
  );

  it.each(Object.entries(RING_COLORS))('%s stands out 3:1 on the light and the dark canvas', (_name, ring) => {
    expect(surfaces).toHaveLength(2);
    for (const surface of surfaces) {
      const [high, low] = [luminance(ring), luminance(surface)].sort((a, b) => b - a);
      expect((high! + 0.05) / (low! + 0.05)).toBeGreaterThanOrEqual(3);
    }
  });
});
