import type { Browser, WxtBrowser } from 'wxt/browser';

/** Brings a tab and its window to the front (/switch, and choosing a tab in the bar's list). */
export async function switchToTab(
  api: Pick<WxtBrowser, 'tabs' | 'windows'>,
  tab: Pick<Browser.tabs.Tab, 'id' | 'windowId'>,
): Promise<void> {
  await api.tabs.update(tab.id!, { active: true });
  await api.windows.update(tab.windowId, { focused: true });
}
