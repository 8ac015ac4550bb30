/** Thin adapter: Chrome's tab, navigation, window and idle events → Tracker calls (top frame only). */
import type { Browser, WxtBrowser } from 'wxt/browser';
import type { Tracker } from '../tracking/tracker';
import type { TabInfo } from '../tracking/tracker-model';

/** The browser APIs the tracker listens to. */
export type TrackingBrowser = Pick<
  WxtBrowser,
  'tabs' | 'webNavigation' | 'windows' | 'idle' | 'alarms' | 'runtime' | 'storage' | 'action' | 'scripting'
>;

/** Tab facts the tracker needs, from a Chrome tab. */
export function toTabInfo(tab: Browser.tabs.Tab): TabInfo | undefined {
  if (tab.id === undefined) return undefined;
  return {
    id: tab.id,
    windowId: tab.windowId,
    incognito: tab.incognito,
    openerTabId: tab.openerTabId,
    url: tab.url ?? tab.pendingUrl,
    title: tab.title,
    active: tab.active,
  };
}

const report = (error: unknown) => console.error('Intently could not record a browser event:', error);

/** Registers the listeners synchronously, as MV3 requires for events to wake the worker. */
export function listenToBrowser(browser: TrackingBrowser, tracker: Tracker): void {
  browser.tabs.onCreated.addListener((tab) => {
    const info = toTabInfo(tab);
    if (info) tracker.tabCreated(info).catch(report);
  });
  browser.webNavigation.onCreatedNavigationTarget.addListener(({ tabId, sourceTabId }) => {
    tracker.openedFrom(tabId, sourceTabId).catch(report);
  });
  const onNavigation = ({
    tabId,
    frameId,
    url,
    transitionType,
    transitionQualifiers,
  }: Browser.webNavigation.WebNavigationTransitionCallbackDetails) => {
    if (frameId === 0) tracker.navigated(tabId, url, { transitionType, transitionQualifiers }).catch(report);
  };
  browser.webNavigation.onCommitted.addListener(onNavigation);
  browser.webNavigation.onHistoryStateUpdated.addListener(onNavigation);
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.title !== undefined) tracker.titleChanged(tabId, change.title).catch(report);
  });
  browser.tabs.onActivated.addListener(({ tabId, windowId }) => tracker.tabActivated(tabId, windowId).catch(report));
  browser.tabs.onAttached.addListener((tabId, { newWindowId }) =>
    tracker.tabAttached(tabId, newWindowId).catch(report),
  );
  browser.tabs.onRemoved.addListener((tabId) => tracker.tabRemoved(tabId).catch(report));
  // A prerendered or instant page replaced the tab: the old one is gone, the new one is discovered on its next event.
  browser.tabs.onReplaced.addListener((_added, removed) => tracker.tabRemoved(removed).catch(report));
  browser.windows.onFocusChanged.addListener((windowId) => tracker.windowFocused(windowId).catch(report));
  browser.idle.onStateChanged.addListener((state) => tracker.idleChanged(state).catch(report));
}
