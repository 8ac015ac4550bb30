import type { Browser, WxtBrowser } from 'wxt/browser';
import { sendToTab } from '../messages/to-tab';

/** Size of the bar window used where content scripts cannot run. */
export const BAR_WINDOW = { width: 700, height: 560 } as const;

/**
 * Opens the bar for `tab`: in the page when its content script answers (http and https pages);
 * otherwise (new tab, chrome:// pages, the Web Store, a page loaded before the extension) as its own
 * extension page in a small window that acts on that tab.
 */
export async function openBar(
  api: Pick<WxtBrowser, 'windows' | 'runtime'>,
  tab: Browser.tabs.Tab,
  input?: string,
): Promise<void> {
  if (tab.id !== undefined && /^https?:/.test(tab.url ?? '')) {
    const shown = await sendToTab('bar/show', { input }, { tabId: tab.id, frameId: 0 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
  }
  const params = new URLSearchParams({ mode: 'window' });
  if (tab.id !== undefined) params.set('tab', String(tab.id));
  if (input) params.set('input', input);
  await api.windows.create({
    // At the extension's own address: getURL would give bar.html's address for pages (its dynamic one, wxt.config.ts),
    // which Chrome does not open in a window of ours.
    url: new URL(`/bar.html?${params}`, api.runtime.getURL('/')).href,
    type: 'popup',
    focused: true,
    ...BAR_WINDOW,
  });
}
