import { formatCountdown, formatDuration } from '../shared/format-duration';
import { el } from './shadow-host';
import { percentRead, readingChipText } from './reading-stats';
import type { InPageState } from './in-page-state';

/** Removes a widget and stops its timers. */
export type Dispose = () => void;

/** The last minute of a timer is its warning stage (SPEC §4 demo time bar). */
export const WARNING_MS = 60_000;

/** SPEC §1 time bar: a countdown strip across the top of the page and a chip with the time left. */
export function timeBar(doc: Document, root: ShadowRoot, timer: NonNullable<InPageState['timer']>, now: () => number): Dispose {
  const bar = el(doc, 'div', 'timebar');
  const fill = el(doc, 'div', 'timebar-fill');
  const chip = el(doc, 'div', 'timebar-chip');
  chip.setAttribute('role', 'timer');
  bar.append(fill);
  root.append(bar, chip);
  const update = () => {
    const left = timer.endsAt - now();
    fill.style.width = `${Math.max(0, (left / (timer.endsAt - timer.startedAt)) * 100)}%`;
    chip.textContent = left > 0 ? `${timer.label} · ${formatCountdown(left)}` : `${timer.label} · Time’s up`;
    chip.classList.toggle('warning', left < WARNING_MS);
  };
  update();
  const id = setInterval(update, 1000);
  return () => {
    clearInterval(id);
    bar.remove();
    chip.remove();
  };
}

/** A site's note reappears on the site as a small card; clicking it opens /note. */
export function noteChip(doc: Document, root: ShadowRoot, text: string, openBar: (input: string) => void): Dispose {
  const chip = el(doc, 'div', 'note-chip');
  const close = el(doc, 'button', 'note-close', '×');
  close.setAttribute('aria-label', 'Hide the note');
  chip.append(close, el(doc, 'b', '', 'Your note for this site'), doc.createTextNode(text.length > 280 ? `${text.slice(0, 280)}…` : text));
  chip.addEventListener('click', (event) => (event.target === close ? chip.remove() : openBar('/note ')));
  root.append(chip);
  return () => chip.remove();
}

const SIDE_ITEMS = [
  ['📝', 'Notes', '/note '],
  ['⏱', 'Timer', '/timer '],
  ['📋', 'Clipboard', '/clip '],
  ['⏳', 'Limits', '/limit '],
  ['📅', 'Today', '/todo '],
] as const;

/** SPEC §1 side icon bar: one click to notes, timer, clipboard, limits and the day's events, plus the reading chip. */
export function sideBar(win: Window, doc: Document, root: ShadowRoot, openBar: (input: string) => void): Dispose {
  const side = el(doc, 'nav', 'side');
  side.setAttribute('aria-label', 'Intently tools');
  for (const [icon, label, input] of SIDE_ITEMS) {
    const button = el(doc, 'button', '', icon);
    button.title = label;
    button.setAttribute('aria-label', label);
    button.addEventListener('click', () => openBar(input));
    side.append(button);
  }
  const chip = el(doc, 'div', 'reading');
  root.append(side, chip);
  const words = (doc.body?.innerText ?? '').split(/\s+/).filter(Boolean).length;
  let spent = '0s';
  const update = () => {
    chip.textContent = readingChipText(words, percentRead(win.scrollY, win.innerHeight, doc.documentElement.scrollHeight), spent);
  };
  // SPEC §7: ask the page-time answerer on load and every 5 s; drop the listener after 1 s.
  const askTime = () => {
    const requestId = `chip-${Math.random().toString(36).slice(2)}`;
    const onAnswer = (event: MessageEvent) => {
      if (event.source !== win || event.data?.type !== 'PAGE_TIME_RESPONSE' || event.data.requestId !== requestId) return;
      spent = formatDuration(Number(event.data.timeSpent) * 60_000);
      update();
    };
    win.addEventListener('message', onAnswer);
    setTimeout(() => win.removeEventListener('message', onAnswer), 1000);
    win.postMessage({ type: 'GET_PAGE_TIME', source: 'analytics_modal', requestId }, win.location.origin);
  };
  const onScroll = () => update();
  win.addEventListener('scroll', onScroll, { passive: true });
  askTime();
  const id = setInterval(askTime, 5000);
  update();
  return () => {
    clearInterval(id);
    win.removeEventListener('scroll', onScroll);
    side.remove();
    chip.remove();
  };
}

/** SPEC §1 floating video player for a video id. */
export function videoPlayer(doc: Document, root: ShadowRoot, embedUrl: string): Dispose {
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
}
