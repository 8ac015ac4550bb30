/**
 * How many of the search's rows the bar puts in its list (pure; issue 35, keystroke to rows painted): a
 * keystroke renders only what the list can show, the first screenful, and the rest comes into the DOM as the
 * list is scrolled to its end (another screenful each time) or the selection moves past the rows rendered. The
 * rows and their order are the worker's answer; only how many of them are in the DOM changes.
 */

/** The least height of a search row in CSS pixels (bar.css: two lines and their padding are about 50). */
export const ROW_MIN_PX = 40;
/** The share of the window the bar's list can take at most (bar.css: `.bar { max-height: 70vh }`). */
const LIST_SHARE = 0.7;

/** The rows a list in a window `viewportHeight` pixels high can show at once, one more for a part-shown row. */
export function screenful(viewportHeight: number): number {
  return Math.max(1, Math.ceil((viewportHeight * LIST_SHARE) / ROW_MIN_PX) + 1);
}

/**
 * How many rows of `total` to render: `pages` screenfuls of `perScreen` rows (1 at a new answer, one more each
 * time the list is scrolled to its end), and always down to the selected row (`selected`, an index).
 */
export function shownRows(total: number, perScreen: number, pages: number, selected: number): number {
  return Math.min(total, Math.max(perScreen * pages, selected + 1));
}

/**
 * Whether a list scrolled to `scrollTop` is within half its height of its end (time to render another screenful).
 * Never at its top: a new answer scrolls the list back there, and a screenful of two-line rows can be shorter than
 * one and a half lists, which then asked for a second screenful nobody scrolled to.
 */
export function nearEnd({
  scrollTop,
  clientHeight,
  scrollHeight,
}: Pick<Element, 'scrollTop' | 'clientHeight' | 'scrollHeight'>): boolean {
  return scrollTop > 0 && scrollTop + clientHeight >= scrollHeight - clientHeight / 2;
}
