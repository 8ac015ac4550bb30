import type { WidgetKit } from '../define-widget';
import { videoEmbedUrl } from './video-links';

/**
 * SPEC §1 floating video player. Unlike the other widgets it is not redrawn with each in-page state: a state
 * without a video (a timer started, a tab activated, an in-page navigation) leaves it playing, a state with
 * another video switches it, and only its Close button (or leaving the page) ends it. Returns what plays a
 * state's `videoId`.
 */
export function videoPlayerWidget({ doc, root, el }: WidgetKit): (videoId: string | null) => void {
  let open: { videoId: string; box: HTMLElement } | null = null;
  return (videoId) => {
    if (!videoId || open?.videoId === videoId) return;
    open?.box.remove();
    const box = el(doc, 'div', 'video');
    const frame = doc.createElement('iframe');
    frame.src = videoEmbedUrl(videoId);
    frame.allow = 'autoplay; encrypted-media; picture-in-picture';
    frame.title = 'Floating video player';
    const close = el(doc, 'button', '', 'Close');
    close.addEventListener('click', () => {
      box.remove();
      open = null;
    });
    box.append(frame, close);
    root.append(box);
    open = { videoId, box };
  };
}
