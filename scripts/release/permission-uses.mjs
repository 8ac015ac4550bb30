/**
 * What needs each permission the extension may ask for: the code that uses it (patterns over the extension's source,
 * extension/**, tests left out) and one line saying why. `npm run release` fails on a permission in the manifest that
 * no code uses, on one this table does not know, and on an API used without its permission (for the permissions whose
 * API cannot be called without them: `apiNeedsIt`). The code reaches most APIs through an injected `api` or `browser`
 * object, so the patterns name the namespace and the call (`.tabGroups.update(`), not `chrome.`.
 */
export const PERMISSION_USES = {
  storage: {
    uses: [/\.storage\.(local|session|sync|onChanged)\b/],
    apiNeedsIt: true,
    why: 'Keeps settings, timers and the tracker’s state in the extension’s storage (storage.local, storage.session).',
  },
  alarms: {
    uses: [/\.alarms\.(create|get|clear|onAlarm)\b/],
    apiNeedsIt: true,
    why: 'Wakes the background at a timer’s end and every few minutes for limits, the browsing memory’s time counts and sync (alarms.create).',
  },
  tabs: {
    uses: [/\.tabs\.(query|get|onUpdated)\b/],
    apiNeedsIt: false, // the tabs API works without it, minus the tabs' addresses and titles
    why: 'Reads the open tabs’ addresses and titles for the bar’s tab commands and the browsing memory.',
  },
  tabGroups: {
    uses: [/\.tabGroups\.\w+\(/, /\.tabs\.group\(/],
    apiNeedsIt: true,
    why: 'Groups tabs by site and names the group (/group: tabs.group, tabGroups.update).',
  },
  notifications: {
    uses: [/\bnotifications\.create\(/],
    apiNeedsIt: true,
    why: 'Tells the user a timer has ended (notifications.create).',
  },
  history: {
    uses: [/\.history\.(search|getVisits|onVisited)\b/],
    apiNeedsIt: true,
    why: 'Imports past visits on first run and searches them from the bar (history.search).',
  },
  downloads: {
    uses: [/\.downloads\.download\(/],
    apiNeedsIt: true,
    why: 'Saves /ss’s screenshot as a file (downloads.download).',
  },
  clipboardWrite: {
    uses: [/\bclipboard\.writeText\(/],
    apiNeedsIt: false, // a page may write the clipboard on a click without it
    why: 'Copies what the user picks in the bar: a snippet, a clipboard-history entry, a chat answer, a translation (navigator.clipboard.writeText).',
  },
  scripting: {
    uses: [/\.scripting\.\w+\(/],
    apiNeedsIt: true,
    why: 'Loads the in-page tools (the time bar, the floating player) into a tab only when its site has one to show (scripting.executeScript).',
  },
  activeTab: {
    uses: [/\.tabs\.captureVisibleTab\(/, /\.scripting\.executeScript\(/],
    apiNeedsIt: false, // it grants the current tab on the shortcut or the toolbar button: no API of its own
    why: 'Grants the current tab when the user presses the shortcut or the toolbar button, so /ss and the in-page tools work there even where the user limited site access.',
  },
  webNavigation: {
    uses: [/\.webNavigation\.\w+/],
    apiNeedsIt: true,
    why: 'Sees a tab’s navigations (webNavigation.onCommitted, onHistoryStateUpdated) for the browsing memory.',
  },
  idle: {
    uses: [/\.idle\.\w+/],
    apiNeedsIt: true,
    why: 'Stops counting time on a page while the computer is idle or locked (idle.onStateChanged).',
  },
  unlimitedStorage: {
    uses: [/\bnew Dexie\(/, /\bindexedDB\.open\(/],
    apiNeedsIt: false, // IndexedDB works without it, within the browser's quota
    why: 'Keeps the browsing memory (IndexedDB, through Dexie) on the device beyond the default quota.',
  },
  favicon: {
    uses: [/\/_favicon\//],
    apiNeedsIt: true,
    why: 'Shows sites’ icons on the main page and in the graph from Chrome’s own cache (/_favicon/), without fetching them from the sites.',
  },
  '<all_urls>': {
    uses: [/\.tabs\.captureVisibleTab\(/],
    apiNeedsIt: false,
    why: 'Captures the visible tab for /ss on any page (tabs.captureVisibleTab needs <all_urls>).',
  },
};
