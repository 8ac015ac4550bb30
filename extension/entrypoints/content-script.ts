import { answerPageTime } from '../content/answer-page-time';
import { reportPageStats } from '../tracking/report-page-stats';
import { createBarHost } from '../command-bar/bar-host';
import { installBarTrigger } from '../command-bar/install-bar-trigger';
import { watchCopies } from '../in-page/watch-copies';

/** Content script on every web page: kept tiny; features load lazily. */
export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_idle',
  main() {
    answerPageTime(window, document, () => performance.now());
    reportPageStats(window, document, (message) => void browser.runtime.sendMessage(message).catch(() => undefined));
    installBarTrigger(window, createBarHost(document, browser.runtime.getURL('/bar.html')), browser.runtime);
    watchCopies(document, (message) => void browser.runtime.sendMessage(message).catch(() => undefined));
  },
});
