import type { InPageWidget } from '../define-widget';
import { videoEmbedUrl } from './video-links';

/** SPEC §1 floating video player for a video id. */
export const videoPlayerWidget: InPageWidget = ({ doc, root, el }, { videoId }) => {
  if (!videoId) return null;
  const embedUrl = videoEmbedUrl(videoId);
  const box = el(doc, 'div', 'video');
  const frame = doc.createElement('iframe');
  frame.src = embedUrl;
  frame.allow = 'autoplay; encrypted-media; picture-in-picture';
  frame.title = 'Floating video player';
  const close = el(doc, 'button', '', 'Close');
  close.addEventListener('click', () => box.remove());
  box.append(frame, close);
  root.append(box);
  return () => box.remove();
};
