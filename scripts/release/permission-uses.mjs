/**
 * What needs each permission the extension may ask for: the code that uses it (patterns over the extension's source,
 * extension/**, tests left out) and one line saying why. `npm run release` fails on a permission in the manifest that
 * no code uses, on one this table does not know, and on an API used without its permission (for the permissions whose
 * API cannot be called without them: `apiNeedsIt`). The code reaches most APIs through an injected `api` or `browser`
 * object, so the patterns name the namespace and the call (`.tabGroups.update(`), not `chrome.`.
 * `optional` marks the permissions only one feature needs (issue 34, least privilege): the manifest lists them in
 * `optional_permissions`, and the feature asks for its permission when first used (extension/shared/); the
 * others are asked for at install, each because the bar or the browsing memory needs it from the start (the line
 * says where) or because Chrome shows no warning for it and asking later would only add a prompt.
 */
export const PERMISSION_USES = {
  storage: {
    uses: [/\.storage\.(local|session|sync|onChanged)\b/],
    apiNeedsIt: true,
    optional: false,
    why: 'Keeps settings, timers and the tracker’s state in the extension’s storage (storage.local, storage.session).',
  },
  alarms: {
    uses: [/\.alarms\.(create|get|clear|onAlarm)\b/],
    apiNeedsIt: true,
    optional: false,
    why: 'Wakes the background at a timer’s end and every few minutes for limits, the browsing memory’s time counts and sync (alarms.create).',
  },
  tabs: {
    uses: [/\.tabs\.(query|get|onUpdated)\b/],
    apiNeedsIt: false, // the tabs API works without it, minus the tabs' addresses and titles
    optional: false,
    why: 'Reads the open tabs’ addresses and titles for the bar’s tab commands and the browsing memory.',
  },
  bookmarks: {
    uses: [/\.bookmarks\.getTree\(/],
    apiNeedsIt: true,
    optional: true,
    why: 'Optional, asked for from the bar the first time the user searches bookmarks (@bookmarks): reads them into the bar’s search on the device (bookmarks.getTree).',
  },
  sessions: {
    uses: [/\.sessions\.(getRecentlyClosed|restore)\(/],
    apiNeedsIt: true,
    optional: false,
    why: 'The bar offers recently closed tabs and windows and reopens them with their history (sessions.getRecentlyClosed, sessions.restore); Chrome shows no warning for it.',
  },
  tabGroups: {
    uses: [/\.tabGroups\.\w+\(/],
    apiNeedsIt: true,
    optional: true,
    why: 'Optional, asked for when the user first groups tabs: names the groups /group makes (tabGroups.update).',
  },
  notifications: {
    uses: [/\bnotifications\??\.create\(/],
    apiNeedsIt: true,
    optional: true,
    why: 'Optional, asked for when the user starts a first timer: tells the user a timer has ended (notifications.create).',
  },
  history: {
    uses: [/\.history\.(search|getVisits|onVisited)\b/],
    apiNeedsIt: true,
    optional: true,
    why: 'Optional, asked for when the user imports Chrome history or searches it from the bar: imports past visits and searches them (history.search).',
  },
  downloads: {
    uses: [/\.downloads\.download\(/],
    apiNeedsIt: true,
    optional: true,
    why: 'Optional, asked for when the user first saves a screenshot: saves /ss’s screenshot as a file (downloads.download).',
  },
  clipboardWrite: {
    uses: [/\bclipboard\.writeText\(/],
    apiNeedsIt: false, // a page may write the clipboard on a click without it
    optional: false,
    why: 'Copies what the user picks in the bar: a snippet, a clipboard-history entry, a chat answer, a translation (navigator.clipboard.writeText).',
  },
  scripting: {
    uses: [/\.scripting\.\w+\(/],
    apiNeedsIt: true,
    optional: false,
    why: 'Loads the in-page tools (the time bar, the floating player) into a tab only when its site has one to show (scripting.executeScript).',
  },
  activeTab: {
    uses: [/\.tabs\.captureVisibleTab\(/, /\.scripting\.executeScript\(/],
    apiNeedsIt: false, // it grants the current tab on the shortcut or the toolbar button: no API of its own
    optional: false,
    why: 'Grants the current tab when the user presses the shortcut or the toolbar button, so /ss and the in-page tools work there even where the user limited site access.',
  },
  webNavigation: {
    uses: [/\.webNavigation\.\w+/],
    apiNeedsIt: true,
    optional: false,
    why: 'Sees a tab’s navigations (webNavigation.onCommitted, onHistoryStateUpdated) for the browsing memory.',
  },
  idle: {
    uses: [/\.idle\.\w+/],
    apiNeedsIt: true,
    optional: false,
    why: 'Stops counting time on a page while the computer is idle or locked (idle.onStateChanged).',
  },
  unlimitedStorage: {
    uses: [/\bnew Dexie\(/, /\bindexedDB\.open\(/],
    apiNeedsIt: false, // IndexedDB works without it, within the browser's quota
    optional: false,
    why: 'Keeps the browsing memory (IndexedDB, through Dexie) on the device beyond the default quota.',
  },
  favicon: {
    uses: [/\/_favicon\//],
    apiNeedsIt: true,
    optional: false,
    why: 'Shows sites’ icons on the main page, in the graph and in the bar’s results from Chrome’s own cache (/_favicon/), without fetching them from the sites.',
  },
  '<all_urls>': {
    uses: [/\.tabs\.captureVisibleTab\(/],
    apiNeedsIt: false,
    optional: false,
    why: 'Captures the visible tab for /ss on any page (tabs.captureVisibleTab needs <all_urls>).',
  },
};
