import { livePageTime, livePageTimeOf } from '../../shared/live-page-time';
import type { InPageWidget } from '../define-widget';
import type intentlyBackground from './intently-background';
import { percentRead, readingChipText } from './reading-stats';

const SIDE_ITEMS = [
  ['notes', 'Notes', '/note '],
  ['timer', 'Timer', '/timer '],
  ['clipboard', 'Clipboard', '/clip '],
  ['hourglass', 'Limits', '/limit '],
  ['calendar', 'Today', '/todo '],
] as const;

/** SPEC §1 side icon bar: one click to notes, timer, clipboard, limits and the day's events, plus the reading chip. */
export const sideBarWidget: InPageWidget<typeof intentlyBackground> = (
  { win, doc, root, el, icon: svgIcon, openBar },
  { sideBar: on },
) => {
  if (!on) return null;
  const side = el(doc, 'nav', 'side');
  side.setAttribute('aria-label', 'Intently tools');
  for (const [icon, label, input] of SIDE_ITEMS) {
    const button = el(doc, 'button', '');
    button.append(svgIcon(doc, icon));
    button.title = label;
    button.setAttribute('aria-label', label);
    button.addEventListener('click', () => openBar(input));
    side.append(button);
  }
  const chip = el(doc, 'div', 'reading');
  root.append(side, chip);
  const words = (doc.body?.innerText ?? '').split(/\s+/).filter(Boolean).length;
  // SPEC §3 live page time, as the content script answered it.
  let spent = livePageTime(0);
  const update = () => {
    chip.textContent = readingChipText(
      words,
      percentRead(win.scrollY, win.innerHeight, doc.documentElement.scrollHeight),
      spent.display,
    );
    chip.dataset.seconds = String(spent.seconds);
  };
  // SPEC §7: ask the page-time answerer on load and every 5 s; drop the listener after 1 s.
  const askTime = () => {
    const requestId = `chip-${Math.random().toString(36).slice(2)}`;
    const onAnswer = (event: MessageEvent) => {
      if (event.source !== win || event.data?.type !== 'PAGE_TIME_RESPONSE' || event.data.requestId !== requestId)
        return;
      spent = livePageTimeOf(event.data) ?? spent;
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
};
