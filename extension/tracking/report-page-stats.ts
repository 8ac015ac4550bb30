/**
 * Content-script side of reading stats: the page's word count (SPEC §3 URL visit wordCount) and how far
 * it was read (0..1), sent to the background when first known, when reading advances by a tenth, and
 * when the page is hidden. Runs at idle time so the page never waits for it.
 */
import type { MessageOf } from '../messages';

/** The message a page sends. */
export type PageStatsMessage = MessageOf<'tracking/page-stats'>;

/** Number of words in `text`: runs of non-space characters. */
export function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const space = code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x3000;
    if (!space && !inWord) words += 1;
    inWord = !space;
  }
  return words;
}

/** Fraction of the page that has been on screen: bottom of the viewport over the document height. */
export function readProgressOf(scrollY: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= 0) return 1;
  return Math.min(1, Math.max(0, (scrollY + viewportHeight) / documentHeight));
}

/** Starts reporting; returns a function that stops it. */
export function reportPageStats(win: Window, doc: Document, send: (message: PageStatsMessage) => void): () => void {
  let progress = 0;
  let sentProgress = -1;
  let words: { url: string; count: number } | null = null;
  const measure = () => {
    progress = Math.max(progress, readProgressOf(win.scrollY, win.innerHeight, doc.documentElement.scrollHeight));
  };
  const flush = () => {
    const url = win.location.href;
    // Single-page apps change the URL without a reload: count again for the new page.
    if (words?.url !== url) words = { url, count: countWords(doc.body?.innerText ?? '') };
    sentProgress = progress;
    send({ type: 'tracking/page-stats', url, wordCount: words.count, readProgress: Math.round(progress * 1000) / 1000 });
  };
  const onScroll = () => {
    measure();
    if (progress - sentProgress >= 0.1) flush();
  };
  const onHidden = () => {
    if (doc.visibilityState === 'hidden' && progress !== sentProgress) flush();
  };
  const idle = win.requestIdleCallback ?? ((callback: () => void) => win.setTimeout(callback, 200));
  idle(() => {
    measure();
    flush();
  }, { timeout: 2_000 });
  win.addEventListener('scroll', onScroll, { passive: true });
  doc.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', flush);
  return () => {
    win.removeEventListener('scroll', onScroll);
    doc.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', flush);
  };
}
