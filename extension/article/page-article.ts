/**
 * Where the content scripts of a page meet its article (issue 36): `article.js` publishes what it found for the
 * page's address, and the reading stats, the reading chip and /chat's "This page" read it or wait for it. The
 * holder lives on the content scripts' own global (their isolated world, which the page cannot see), so this file,
 * which the content script loads, is a few lines; Readability itself stays in `article.js`.
 */
import type { FoundArticle } from './find-article';

/** What `article.js` said about the page at `url`: its article, or null where it has none. */
export interface PageArticle {
  url: string;
  article: FoundArticle | null;
}

interface Holder {
  last: PageArticle | null;
  listeners: Set<(found: PageArticle) => void>;
}

const KEY = Symbol.for('intently.page-article');

function holderOf(win: Window): Holder {
  const at = win as unknown as Record<symbol, Holder | undefined>;
  return (at[KEY] ??= { last: null, listeners: new Set() });
}

/** What is known of the article at `url` now: undefined while nobody has looked. */
export function articleAt(win: Window, url: string): PageArticle | undefined {
  const last = holderOf(win).last;
  return last?.url === url ? last : undefined;
}

/** Calls `listener` with the words of the article at `url` when known and each time it is found; returns a function that stops it. */
export function onArticleWords(win: Window, url: () => string, listener: (words: number) => void): () => void {
  const known = articleAt(win, url())?.article;
  if (known) listener(known.words);
  return onArticle(win, (found) => {
    if (found.article && found.url === url()) listener(found.article.words);
  });
}

/** Calls `listener` each time an article (or its absence) is published; returns a function that stops it. */
export function onArticle(win: Window, listener: (found: PageArticle) => void): () => void {
  const { listeners } = holderOf(win);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Publishes what was found at `found.url` (by `article.js`). */
export function publishArticle(win: Window, found: PageArticle): void {
  const holder = holderOf(win);
  holder.last = found;
  for (const listener of [...holder.listeners]) listener(found);
}

/** The article at `url`, asked for with `ask` when nobody has looked yet; undefined after `waitMs` without an answer. */
export function waitForArticle(
  win: Window,
  url: string,
  ask: () => void,
  waitMs: number,
): Promise<PageArticle | undefined> {
  const known = articleAt(win, url);
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    const stop = onArticle(win, (found) => {
      if (found.url !== url) return;
      stop();
      clearTimeout(timer);
      resolve(found);
    });
    const timer = win.setTimeout(() => {
      stop();
      resolve(undefined);
    }, waitMs);
    ask();
  });
}
