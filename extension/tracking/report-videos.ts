/**
 * Content-script side of the watch history (SPEC §1 video-site watch history): reports the title and channel
 * of each video the page shows to the background, which stores them on the visit. The site moves between
 * videos without loading a page, so the page is read again whenever it retitles itself or says it has
 * navigated, and a few times after, until the video's title and channel are both there.
 */
import type { DataOf } from '../messages';
import { videoIdOf } from '../shared/video-id-of';
import { readVideoPage } from './read-video-page';

/** What the page reports of one video. */
export type VideoReport = DataOf<'tracking/video'>;

/** Waits before each new read while the title or channel is missing (the player fills them in as data arrives). */
export const RETRY_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;

/** The event the site dispatches on the document when a client-side navigation has finished. */
const NAVIGATED = 'yt-navigate-finish';

/** The window slice the reporter uses: its address, timers and the DOM's mutation observer. */
export type ReportWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  location: Pick<Location, 'href'>;
  MutationObserver: typeof MutationObserver;
};

/** Starts reporting; returns a function that stops it. */
export function reportVideos(win: ReportWindow, doc: Document, send: (report: VideoReport) => void): () => void {
  let sent = '';
  let retries = 0;
  let timer: ReturnType<Window['setTimeout']> | undefined;
  const read = () => {
    timer = undefined;
    const url = win.location.href;
    const id = videoIdOf(url);
    const video = id ? readVideoPage(doc, id) : null;
    if (video) {
      const report: VideoReport = { url, ...video };
      const key = JSON.stringify(report);
      if (key !== sent) {
        sent = key;
        send(report);
      }
    }
    if (video?.author === undefined && retries < RETRY_MS.length) timer = win.setTimeout(read, RETRY_MS[retries++]);
  };
  const readAgain = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    retries = 0;
    read();
  };
  const title = doc.querySelector('title');
  const retitled = new win.MutationObserver(readAgain);
  if (title) retitled.observe(title, { childList: true, characterData: true, subtree: true });
  doc.addEventListener(NAVIGATED, readAgain);
  read();
  return () => {
    if (timer !== undefined) win.clearTimeout(timer);
    retitled.disconnect();
    doc.removeEventListener(NAVIGATED, readAgain);
  };
}
