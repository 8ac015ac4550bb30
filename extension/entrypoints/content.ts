import { answerPageTime } from '../content/answer-page-time';

/** Content script on every web page: kept tiny; features load lazily. */
export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_idle',
  main() {
    answerPageTime(window, document, () => performance.now());
  },
});
