import { tellBackground } from '../messages/tell-background';
import { reportVideos } from '../tracking/report-videos';

/**
 * Content script on the video site's pages only (declared in wxt.config.ts with the site's addresses, so no
 * other page loads it): reports the title and channel of each video the page shows, read from the page with
 * no network call, to the tracker (SPEC §1 video-site watch history, kept on the device).
 */
export default defineUnlistedScript(() => {
  reportVideos(window, document, (video) => tellBackground(browser.runtime, 'tracking/video', video));
});
