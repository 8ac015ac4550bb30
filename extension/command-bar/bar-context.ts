import type { Browser, WxtBrowser } from 'wxt/browser';
import type { CallTool } from './call-tool';

/** Everything a command needs: browser APIs, the background's data operations, the page the bar acts on, and the clock. */
export interface BarContext {
  api: WxtBrowser;
  /** Data operations run in the background (notes, timers, limits, history…). */
  call: CallTool;
  /** The tab the bar was opened on (the page under the overlay, or the tab the toolbar was clicked on). */
  tab: Browser.tabs.Tab | undefined;
  /** Text selected in the page when the bar opened. */
  selection: string;
  /** 'overlay' inside a page, 'window' as its own extension page. */
  mode: 'overlay' | 'window';
  now(): number;
  /** Closes the bar and returns focus to the page. */
  close(): void;
  /** Hides the bar's own pixels (for /ss) without closing it. */
  setHidden(hidden: boolean): void;
}

/** Resolves the tab the bar acts on: `?tab=` in window mode, else the tab hosting the bar frame (as the background sees it). */
export async function resolveBarTab(api: WxtBrowser, call: CallTool, params: URLSearchParams): Promise<Browser.tabs.Tab | undefined> {
  const id = Number(params.get('tab'));
  if (Number.isInteger(id) && id > 0) return api.tabs.get(id).catch(() => undefined);
  return (await api.tabs.getCurrent()) ?? (await call('hostTab')) ?? undefined;
}

/**
 * Closes the bar: the window closes itself; the overlay asks the background to tell its tab's content
 * script (never window.close() from the frame, which must not touch the page's tab).
 */
export function closeBar(api: WxtBrowser, mode: BarContext['mode'], win: Window): void {
  if (mode === 'window') win.close();
  else void api.runtime.sendMessage({ type: 'bar/close' });
}
