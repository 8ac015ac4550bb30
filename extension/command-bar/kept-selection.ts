/**
 * Where the bar's selection goes when a search answer replaces the rows shown for the same line (a woken
 * worker's whole answer after its first rows from the saved head, or the answer after the opening's update).
 * Pure.
 */

/**
 * The selected row's place in `next`: a row the user moved to stays selected where it went (the nearest place
 * when it is gone); the top row, selected by default, stays the top (Enter opens the best row of the answer).
 */
export function keptSelection(
  shown: readonly { key: string }[],
  next: readonly { key: string }[],
  selected: number,
): number {
  if (selected <= 0 || next.length === 0) return 0;
  const key = shown[selected]?.key;
  const at = key === undefined ? -1 : next.findIndex((row) => row.key === key);
  return at >= 0 ? at : Math.min(selected, next.length - 1);
}
