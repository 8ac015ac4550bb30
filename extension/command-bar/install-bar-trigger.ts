import { type BarHost } from './bar-host';
import { listenForDoublePress } from './listen-for-double-press';
import type { TabHandlers } from '../messages/to-tab';

/**
 * Content-script wiring in the tab's top frame: the double press opens the bar; the background (toolbar button,
 * shortcut, a double press in one of the page's frames: frame-keys.ts) and the bar frame (Escape, outside click,
 * command done) show, prepare and hide it through the tab messages (`bar/show`, `bar/prepare`, `bar/hide`).
 */
export function installBarTrigger(
  win: Window,
  host: BarHost,
  onTabMessages: (handlers: TabHandlers) => () => void,
): void {
  listenForDoublePress(win, {
    double: () => (host.isOpen() ? host.close() : host.open()),
    firstTap: () => host.isOpen() || host.prepare(),
  });
  onTabMessages({
    'bar/show': ({ data }) => host.open(data.input),
    'bar/prepare': () => host.isOpen() || host.prepare(),
    'bar/hide': () => host.close(),
  });
}
