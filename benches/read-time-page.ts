/**
 * The functions `npm run bench:read-time` runs in each corpus page, bundled for Chromium's page context: today's
 * counts (the body's words the content script records, the chip's and "This page"'s text) and the article's.
 */
import { findArticle, MAX_ELEMENTS, MAX_WORDS } from '../extension/article/find-article';
import { readableText } from '../extension/command-bar/page-selection';
import { countWords, pageText } from '../extension/tracking/count-words';

/** One page's counts and the milliseconds each took. */
export interface PageCounts {
  /** Past find-article's caps: not cloned. */
  overCap: boolean;
  body: number;
  chat: number;
  article: number | null;
  articleChat: number | null;
  bodyMs: number;
  articleMs: number;
}

(window as unknown as { readTimeCounts: () => PageCounts }).readTimeCounts = () => {
  let t = performance.now();
  const body = countWords(pageText(document));
  const bodyMs = performance.now() - t;
  const chat = countWords(readableText(document)?.text ?? '');
  t = performance.now();
  const found = findArticle(document);
  const articleMs = performance.now() - t;
  return {
    overCap: document.getElementsByTagName('*').length > MAX_ELEMENTS || body > MAX_WORDS,
    body,
    chat,
    article: found?.words ?? null,
    articleChat: found ? countWords(found.text.slice(0, 50_000)) : null,
    bodyMs,
    articleMs,
  };
};
