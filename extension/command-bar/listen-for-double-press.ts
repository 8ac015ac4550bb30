import { createDoublePressDetector, commandKeyFor, type DoublePressDetector } from './double-press';

/** What a double press of the command key in one window does. */
export interface DoublePressHandlers {
  /** The second clean press was released. */
  double(): void;
  /** A lone clean press was released: the first half of a likely double press. */
  firstTap(): void;
}

/**
 * Listens for the double press in `win`, in the capture phase on the window itself: a content script declared at
 * `document_start` adds these listeners before any page script can, so neither a page's bubbling handlers nor its own
 * window capture listener calling `stopImmediatePropagation` (web editors, games) can swallow the presses. The
 * detector is made on the first press of a possible command key, so a page load never reads the platform.
 */
export function listenForDoublePress(win: Window, handlers: DoublePressHandlers): void {
  let detector: DoublePressDetector | null = null;
  const detectorFor = (key: string) =>
    detector ??
    (key === 'Meta' || key === 'Control'
      ? (detector = createDoublePressDetector(
          commandKeyFor(win.navigator.platform),
          handlers.double,
          handlers.firstTap,
        ))
      : null);
  win.addEventListener('keydown', (event) => detectorFor(event.key)?.keydown(event), true);
  win.addEventListener('keyup', (event) => detector?.keyup(event), true);
  win.addEventListener('blur', () => detector?.reset());
}
