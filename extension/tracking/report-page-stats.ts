/**
 * Content-script side of reading stats: the page's word count (SPEC §3 URL visit wordCount) and how far
 * it was read (0..1), sent to the background when first known, when reading advances by a tenth, and
 * when the page is hidden. Runs at idle time, counting words in idle slices, so the page never waits for it.
 * Once the body is counted, it asks for the page's article (issue 36, `article.js`); when one is found, its words
 * replace the body's and are sent at once, so the visit's stored wordCount becomes the article's (docs/in-page.md).
 */
import type { DataOf } from '../messages';
import {
  countWordsWhenIdle,
  pageText,
  type IdleDeadlineLike,
  type IdleWordCount,
  type ScheduleIdle,
} from './count-words';

/** The stats a page sends. */
export type PageStats = DataOf<'tracking/page-stats'>;

/** Fraction of the page that has been on screen: bottom of the viewport over the document height. */
export function readProgressOf(scrollY: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= 0) return 1;
  return Math.min(1, Math.max(0, (scrollY + viewportHeight) / documentHeight));
}

/** The page's article, as `article/` finds it: ask for it, and hear its address and words when found. */
export interface ArticleWords {
  ask(): void;
  on(listener: (url: string, words: number) => void): () => void;
}

/** Starts reporting (`articles` gives the page's article when found); returns a function that stops it. */
export function reportPageStats(
  win: Window,
  doc: Document,
  send: (stats: PageStats) => void,
  articles: ArticleWords,
): () => void {
  let progress = 0;
  let sentProgress = -1;
  let words: { url: string; count: number } | null = null;
  let counting: { url: string; count: IdleWordCount } | null = null;
  const scheduleIdle: ScheduleIdle = (slice) =>
    win.requestIdleCallback
      ? win.requestIdleCallback(slice, { timeout: 2_000 })
      : win.setTimeout(() => slice({ timeRemaining: () => 5 }), 200);
  const measure = () => {
    progress = Math.max(progress, readProgressOf(win.scrollY, win.innerHeight, doc.documentElement.scrollHeight));
  };
  const sendStats = (url: string, wordCount: number) => {
    sentProgress = progress;
    send({ url, wordCount, readProgress: Math.round(progress * 1000) / 1000 });
  };
  // Single-page apps change the URL without a reload: the words are counted again for each URL.
  // `deadline`: flush runs in an idle slice, where counting can start at once.
  const flush = (deadline?: IdleDeadlineLike) => {
    const url = doc.URL;
    if (words?.url === url) return sendStats(url, words.count);
    if (counting?.url === url) return;
    const onCounted = (count: number) => {
      words = { url, count };
      counting = null;
      flush();
      articles.ask();
    };
    const count = countWordsWhenIdle(pageText(doc), scheduleIdle, onCounted, { deadline });
    if (words?.url !== url) counting = { url, count }; // (a small page is counted already)
  };
  // The page is going away: finish the count now (or count at once if it never started) and send.
  const flushNow = () => {
    const url = doc.URL;
    if (words?.url !== url) {
      const count =
        counting?.url === url
          ? counting.count
          : countWordsWhenIdle(
              pageText(doc),
              () => undefined,
              () => undefined,
            );
      words = { url, count: count.finish() };
    }
    counting = null;
    sendStats(url, words.count);
  };
  const onScroll = () => {
    measure();
    if (progress - sentProgress >= 0.1) flush();
  };
  const onHidden = () => {
    if (doc.visibilityState === 'hidden' && progress !== sentProgress) flushNow();
  };
  const stopArticles = articles.on((url, count) => {
    if (url !== doc.URL || words?.url !== url) return;
    words = { url, count };
    sendStats(url, count);
  });
  scheduleIdle((deadline) => {
    measure();
    flush(deadline);
  });
  win.addEventListener('scroll', onScroll, { passive: true });
  doc.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', flushNow);
  return () => {
    stopArticles();
    win.removeEventListener('scroll', onScroll);
    doc.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', flushNow);
  };
}
