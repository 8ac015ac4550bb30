/** SPEC §1 reading-analytics chip: read time, percent read and time spent. Pure. */

/** Reading speed used for "read time". */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read `words` words, at least 1. */
export function readMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Percent of the page scrolled past (0..100); a page that fits the window counts as read. */
export function percentRead(scrollY: number, viewportHeight: number, pageHeight: number): number {
  const scrollable = pageHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.round(Math.min(1, Math.max(0, scrollY / scrollable)) * 100);
}

/** The chip's text, e.g. "4 min read · 35% read · 2m 5s spent". */
export function readingChipText(words: number, percent: number, spent: string): string {
  return `${readMinutes(words)} min read · ${percent}% read · ${spent} spent`;
}
