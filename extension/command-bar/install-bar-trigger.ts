import { type BarHost } from './bar-host';
import { createDoublePressDetector, commandKeyFor, type DoublePressDetector } from './double-press';
import type { TabHandlers } from '../messages/to-tab';

/**
 * Content-script wiring: the double press opens the bar; the background (toolbar button, shortcut) and
 * the bar frame (Escape, outside click, command done) show and hide it through the tab messages (`bar/show`, `bar/hide`).
 * Listens in the capture phase on window so a page's bubbling handlers cannot swallow the presses.
 */
export function installBarTrigger(
  win: Window,
  host: BarHost,
  onTabMessages: (handlers: TabHandlers) => () => void,
): void {
  // Made on the first press of a possible command key, so a page load never reads the platform (navigator).
  let detector: DoublePressDetector | null = null;
  const detectorFor = (key: string) =>
    detector ??
    (key === 'Meta' || key === 'Control'
      ? (detector = createDoublePressDetector(
          commandKeyFor(win.navigator.platform),
          () => (host.isOpen() ? host.close() : host.open()),
          () => host.isOpen() || host.prepare(),
        ))
      : null);
  win.addEventListener('keydown', (event) => detectorFor(event.key)?.keydown(event), true);
  win.addEventListener('keyup', (event) => detector?.keyup(event), true);
  win.addEventListener('blur', () => detector?.reset());
  onTabMessages({ 'bar/show': ({ data }) => host.open(data.input), 'bar/hide': () => host.close() });
}
