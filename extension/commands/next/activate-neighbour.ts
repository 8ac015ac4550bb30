import type { Browser, WxtBrowser } from 'wxt/browser';

/** /next: activates the tab after `tab` in its window, wrapping around; `step` -1 goes back. */
export async function activateNeighbour(
  api: Pick<WxtBrowser, 'tabs'>,
  tab: Browser.tabs.Tab,
  step: 1 | -1,
): Promise<void> {
  const tabs = await api.tabs.query({ windowId: tab.windowId });
  const next = tabs[(tab.index + step + tabs.length) % tabs.length];
  if (next?.id !== undefined) await api.tabs.update(next.id, { active: true });
}
