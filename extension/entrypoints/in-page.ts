import { startInPageTools } from '../in-page/start-in-page-tools';

/** In-page tools (time bar, note card, side icon bar, reading chip, video player), injected only when a page needs them. */
export default defineUnlistedScript(() => {
  startInPageTools(window, document, browser.runtime);
});
