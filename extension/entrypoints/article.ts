import { findArticle } from '../article/find-article';
import { publishArticle } from '../article/page-article';

/**
 * The page's article (issue 36), injected by the background when the reading stats or /chat's "This page" ask for it:
 * Readability runs in the page's next idle time and publishes what it found for the page's address.
 */
export default defineUnlistedScript(() => {
  const url = document.URL;
  const run = () => {
    let article = null;
    try {
      article = findArticle(document);
    } catch (error) {
      console.debug('Intently could not look for the article of this page', error);
    }
    publishArticle(window, { url, article });
  };
  if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 0);
});
