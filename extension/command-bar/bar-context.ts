import type { Browser, WxtBrowser } from 'wxt/browser';
import type { BarContext } from '../commands/define-command';
import type { BackgroundMessenger } from '../messages/to-background';

/** Resolves the tab the bar acts on: `?tab=` in window mode, else the tab hosting the bar frame (as the background sees it). */
export async function resolveBarTab(
  api: WxtBrowser,
  shell: BarContext['shell'],
  params: URLSearchParams,
): Promise<Browser.tabs.Tab | undefined> {
  const id = Number(params.get('tab'));
  if (Number.isInteger(id) && id > 0) return api.tabs.get(id).catch(() => undefined);
  return (await api.tabs.getCurrent()) ?? (await shell('hostTab')) ?? undefined;
}

/**
 * Closes the bar: the window closes itself; the overlay asks the background to tell its tab's content
 * script (never window.close() from the frame, which must not touch the page's tab).
 */
export function closeBar(send: BackgroundMessenger['sendMessage'], mode: BarContext['mode'], win: Window): void {
  if (mode === 'window') win.close();
  else void send('bar/close').catch(() => undefined);
}
