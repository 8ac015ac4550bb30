import { livePageTime, livePageTimeOf } from '../../shared/live-page-time';
import type { InPageWidget } from '../define-widget';
import type intentlyBackground from './intently-background';
import { percentRead, readingChipText } from './reading-stats';
import {
  CHIP_MARGIN,
  READING_CHIP_KEY,
  chipBottom,
  chipPlaceOf,
  withChipPlace,
  type Box,
  type ChipPlace,
} from './reading-chip-place';

const SIDE_ITEMS = [
  ['notes', 'Notes', '/note '],
  ['timer', 'Timer', '/timer '],
  ['clipboard', 'Clipboard', '/clip '],
  ['hourglass', 'Limits', '/limit '],
  ['calendar', 'Today', '/todo '],
] as const;

/** Where the left-side chip starts: clear of the side icon bar. */
const LEFT_OF_CHIP = 48;

/** The boxes of what the page keeps fixed (or sticky) in the lower part of the window over `left`..`right`. */
function fixedBoxesOver(win: Window, doc: Document, left: number, right: number, ours: Element): Box[] {
  const boxes = new Map<Element, Box>();
  const height = win.innerHeight;
  for (let y = height - 4; y > height / 2; y -= 16)
    for (const x of [left + 2, (left + right) / 2, right - 2])
      for (const element of doc.elementsFromPoint(x, y)) {
        if (element === ours || element === doc.body || element === doc.documentElement || boxes.has(element)) continue;
        const { position } = win.getComputedStyle(element);
        if (position === 'fixed' || position === 'sticky') boxes.set(element, element.getBoundingClientRect());
      }
  return [...boxes.values()];
}

/**
 * SPEC §1 side icon bar: one click to notes, timer, clipboard, limits and the day's events, plus the reading chip,
 * which the reader can move to the other bottom corner or collapse to a button (remembered per site, issue 36) and
 * which rises above what the page keeps fixed in its corner.
 */
export const sideBarWidget: InPageWidget<typeof intentlyBackground> = (
  { win, doc, root, el, icon: svgIcon, openBar, local, articleWords },
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
  const box = el(doc, 'div', 'reading-chip');
  const chip = el(doc, 'span', 'reading');
  const move = el(doc, 'button', 'reading-move');
  move.append(svgIcon(doc, 'swap', 14));
  move.setAttribute('aria-label', 'Move the reading stats to the other corner');
  const collapse = el(doc, 'button', 'reading-collapse');
  collapse.append(svgIcon(doc, 'minus', 14));
  collapse.setAttribute('aria-label', 'Collapse the reading stats');
  const expand = el(doc, 'button', 'reading-expand');
  expand.append(svgIcon(doc, 'book', 16));
  expand.setAttribute('aria-label', 'Show the reading stats');
  box.append(chip, move, collapse, expand);
  for (const button of [move, collapse, expand]) button.title = button.getAttribute('aria-label')!;
  root.append(side, box);
  const site = win.location.hostname;
  let place: ChipPlace = chipPlaceOf(undefined, site);
  const host = root.host;
  const setPlace = () => {
    box.dataset.side = place.side;
    box.toggleAttribute('data-collapsed', place.collapsed);
    box.style.left = place.side === 'left' ? `${LEFT_OF_CHIP}px` : 'auto';
    box.style.right = place.side === 'right' ? `${CHIP_MARGIN}px` : 'auto';
    const { width } = box.getBoundingClientRect();
    const left = place.side === 'left' ? LEFT_OF_CHIP : win.innerWidth - CHIP_MARGIN - width;
    const fixed = fixedBoxesOver(win, doc, left, left + width, host);
    box.style.bottom = `${chipBottom(fixed, left, left + width, win.innerHeight)}px`;
  };
  const keep = (next: ChipPlace) => {
    place = next;
    setPlace();
    void local
      .get(READING_CHIP_KEY)
      .then((stored) => local.set({ [READING_CHIP_KEY]: withChipPlace(stored[READING_CHIP_KEY], site, next) }));
  };
  move.addEventListener('click', () => keep({ ...place, side: place.side === 'left' ? 'right' : 'left' }));
  collapse.addEventListener('click', () => keep({ ...place, collapsed: true }));
  expand.addEventListener('click', () => keep({ ...place, collapsed: false }));
  void local.get(READING_CHIP_KEY).then((stored) => {
    place = chipPlaceOf(stored[READING_CHIP_KEY], site);
    setPlace();
  });
  // Issue 36: the body's words until `article.js` finds the page's article (a page with none keeps them).
  let words = (doc.body?.innerText ?? '').split(/\s+/).filter(Boolean).length;
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
  const stopArticles = articleWords((article) => {
    words = article;
    update();
  });
  const onScroll = () => update();
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('resize', setPlace);
  askTime();
  // The page's fixed corners change too (a cookie banner comes and goes): the chip looks again at each time check.
  const id = setInterval(() => {
    askTime();
    setPlace();
  }, 5000);
  update();
  setPlace();
  return () => {
    clearInterval(id);
    stopArticles();
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('resize', setPlace);
    side.remove();
    box.remove();
  };
};
