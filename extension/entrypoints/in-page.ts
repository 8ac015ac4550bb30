import { startInPageTools } from '../in-page/start-in-page-tools';
import { tellBackground } from '../messages/tell-background';
import { onTabMessages } from '../messages/to-tab';

/** In-page tools (time bar, note card, side icon bar, reading chip, video player), injected only when a page needs them. */
export default defineUnlistedScript(() => {
  startInPageTools(
    window,
    document,
    onTabMessages,
    (input) => tellBackground(browser.runtime, 'bar/open', { input }),
    browser.storage,
  );
});
