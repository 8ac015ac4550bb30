/**
 * Where the reading chip sits (issue 36): in the bottom-left corner beside the side icon bar, or the bottom-right
 * one, open or collapsed to a small button, remembered per site; and how high it must sit to stay clear of what the
 * page keeps fixed in that corner (a cookie banner, a chat button, a footer link). Kept in `storage.local` under
 * `readingChip` as `{ [site]: place }` for the last `MAX_SITES` sites changed, on this device only, deleted with
 * "Delete all local data". Pure.
 */

/** The storage.local key of the places. */
export const READING_CHIP_KEY = 'readingChip';

/** The most sites whose chip place is remembered; the oldest change is forgotten first. */
export const MAX_SITES = 500;

/** Where the chip is on one site. */
export interface ChipPlace {
  side: 'left' | 'right';
  collapsed: boolean;
}

/** Where the chip is on a site nobody moved it on. */
export const DEFAULT_PLACE: ChipPlace = { side: 'left', collapsed: false };

/** The place stored for `site`, or the default (anything malformed reads as the default). */
export function chipPlaceOf(stored: unknown, site: string): ChipPlace {
  const place = (stored as Record<string, Partial<ChipPlace>> | null | undefined)?.[site];
  return {
    side: place?.side === 'right' ? 'right' : 'left',
    collapsed: place?.collapsed === true,
  };
}

/** The stored places with `site`'s set to `place`, moved to the newest, keeping the newest `MAX_SITES`. */
export function withChipPlace(stored: unknown, site: string, place: ChipPlace): Record<string, ChipPlace> {
  const all: Record<string, ChipPlace> = {};
  const previous = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  for (const name of Object.keys(previous)) if (name !== site) all[name] = chipPlaceOf(previous, name);
  all[site] = place;
  const names = Object.keys(all);
  for (const name of names.slice(0, Math.max(0, names.length - MAX_SITES))) delete all[name];
  return all;
}

/** A box on screen, in CSS pixels from the viewport's top left. */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The gap kept between the chip and the window's edge or the page's fixed things. */
export const CHIP_MARGIN = 12;

/**
 * How far above the window's bottom the chip's bottom goes so it covers none of `fixed` (the page's fixed or sticky
 * boxes found in its corner), the chip spanning `left`..`right`; at least CHIP_MARGIN, and never more than half the
 * window up (a page fixed over its whole lower half leaves the chip at half height).
 */
export function chipBottom(fixed: readonly Box[], left: number, right: number, viewportHeight: number): number {
  let bottom = CHIP_MARGIN;
  // Raised above one box, it may meet another above it: go on until nothing overlaps the chip's span.
  for (let moved = true; moved;) {
    moved = false;
    for (const box of fixed) {
      const overlapsSpan = box.left < right && box.right > left;
      const reachesChip = box.bottom > viewportHeight - bottom - CHIP_HEIGHT && box.top < viewportHeight - bottom;
      if (overlapsSpan && reachesChip && viewportHeight - box.top + CHIP_MARGIN > bottom) {
        bottom = viewportHeight - box.top + CHIP_MARGIN;
        moved = true;
      }
    }
    if (bottom > viewportHeight / 2) return Math.round(viewportHeight / 2);
  }
  return Math.round(bottom);
}

/** The chip's height, for what it must clear. */
export const CHIP_HEIGHT = 28;
