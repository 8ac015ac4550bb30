/**
 * Ring colours: the traced path, the selected node, search matches; each at least 3:1 against the canvas of
 * the light and the dark theme (the selection was the ink colour, lost on the dark canvas).
 */
export const RING_COLORS = { path: 0xc2693a, selected: 0x8b5cf6, match: 0x2f80ed } as const;

/** Opacity of nodes outside the filter bracket or the search (SPEC §2: dimmed). */
export const DIMMED_ALPHA = 0.15;

/** What decides how each node looks. */
export interface StyleInput {
  /** Core filter bucket per node: 0 under 5 min, 1 from 5 to 15, 2 over 15. */
  bucket: Uint8Array;
  /** Index into FILTERS: 0 All Time, 1 < 5m, 2 5-15m, 3 > 15m. */
  filter: number;
  /** 1 per search match, or null when no search is active. */
  matches: Uint8Array | null;
  /** Node indices of the traced path, root first. */
  path: readonly number[];
  /** The selected node, or -1. */
  selected: number;
}

/** Per-node opacity and ring colour (0: no ring), written into reusable arrays. */
export interface NodeStyles {
  alpha: Float32Array;
  ring: Uint32Array;
}

/**
 * SPEC §2: nodes outside the selected filter bracket are dimmed; a search highlights matches and dims
 * the rest; the traced path and the selection are ringed and never dimmed.
 */
export function nodeStyles(input: StyleInput, out?: NodeStyles): NodeStyles {
  const n = input.bucket.length;
  const styles = out && out.alpha.length === n ? out : { alpha: new Float32Array(n), ring: new Uint32Array(n) };
  const { bucket, filter, matches } = input;
  for (let i = 0; i < n; i++) {
    const inFilter = filter === 0 || bucket[i] === filter - 1;
    const matched = matches !== null && matches[i] === 1;
    const dimmed = !inFilter || (matches !== null && !matched);
    styles.alpha[i] = dimmed ? DIMMED_ALPHA : 1;
    styles.ring[i] = matched ? RING_COLORS.match : 0;
  }
  for (const node of input.path) {
    styles.alpha[node] = 1;
    styles.ring[node] = RING_COLORS.path;
  }
  if (input.selected >= 0 && input.selected < n) {
    styles.alpha[input.selected] = 1;
    styles.ring[input.selected] = RING_COLORS.selected;
  }
  return styles;
}
