import type { InPageWidget } from '../define-widget';
import type noteBackground from './note-background';

/** A site's note reappears on the site as a small card; clicking it opens /note. */
export const noteChipWidget: InPageWidget<typeof noteBackground> = (
  { doc, root, el, icon, openBar },
  { note: text, videoId },
) => {
  if (!text || videoId) return null; // a playing video takes the note's corner
  const chip = el(doc, 'div', 'note-chip');
  const close = el(doc, 'button', 'note-close');
  close.append(icon(doc, 'close', 14));
  close.setAttribute('aria-label', 'Hide the note');
  chip.append(
    close,
    el(doc, 'b', '', 'Your note for this site'),
    doc.createTextNode(text.length > 280 ? `${text.slice(0, 280)}…` : text),
  );
  chip.addEventListener('click', (event) => (close.contains(event.target as Node) ? chip.remove() : openBar('/note ')));
  root.append(chip);
  return () => chip.remove();
};
