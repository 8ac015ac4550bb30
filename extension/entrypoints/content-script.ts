import { answerPageTime } from '../content/answer-page-time';
import { reportPageStats } from '../tracking/report-page-stats';
import { onArticle } from '../article/page-article';
import { createBarHost } from '../command-bar/bar-host';
import { installBarTrigger } from '../command-bar/install-bar-trigger';
import { watchCopies } from '../in-page/watch-copies';
import { clipboardHistoryOn } from '../commands/clip/clip-switch';
import { askBackground } from '../messages/ask-background';
import { tellBackground } from '../messages/tell-background';
import { onTabMessages } from '../messages/to-tab';

/**
 * Content script in the top frame of every http(s) page (declared in wxt.config.ts, not through WXT's content-script
 * wrapper, whose start-up costs a few ms on every page): the page-time answer, the double-press trigger, reading
 * stats counted at idle time, copies (while clipboard history is on). The bar frame and the in-page tools load only
 * when used. It runs at `document_start`, before the page's own scripts, so the double press listens on the window
 * first and a page's key-swallowing capture listener cannot hide it (issue 36); the reading stats, which read the
 * document, start once it is parsed.
 */
export default defineUnlistedScript(() => {
  answerPageTime(window, document, () => performance.now());
  const findArticle = () => tellBackground(browser.runtime, 'tracking/find-article', undefined);
  const startStats = () =>
    reportPageStats(window, document, (stats) => tellBackground(browser.runtime, 'tracking/page-stats', stats), {
      ask: findArticle,
      on: (listener) => onArticle(window, ({ url, article }) => article && listener(url, article.words)),
    });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startStats, { once: true });
  else startStats();
  installBarTrigger(
    window,
    createBarHost(document, {
      url: () => browser.runtime.getURL('/bar.html'),
      origin: () => new URL(browser.runtime.getURL('/')).origin,
      secret: () => askBackground(browser.runtime, 'bar/issue-secret', undefined),
      findArticle,
    }),
    onTabMessages,
  );
  watchCopies(
    document,
    () => clipboardHistoryOn(browser.storage.local),
    (call) => tellBackground(browser.runtime, 'command/call', call),
  );
});
