/** What stays on the device (the privacy policy's: browsing history never leaves it). */
const ON_DEVICE = 'Your browsing history stays on this device.';
/** What an account adds: what syncs through the server (held to the synced settings by main-copy.test.ts). */
const WITH_ACCOUNT =
  'Signed in, your notes, settings (those below included), limits, blocks, custom commands and command counts sync through our server; notes, limits, blocks and the work and social lists name their sites.';

/** Copy and constants of the extension's main page (SPEC §2 Track section cards, §1 claims). */
export const MAIN_COPY = {
  title: 'Intently',
  privacy: `${ON_DEVICE} ${WITH_ACCOUNT}`,
  /** The privacy sentence's two halves, for the welcome page's two lines. */
  onDevice: ON_DEVICE,
  withAccount: WITH_ACCOUNT,
  graphLink: 'Network graph',
  today: 'Today',
  time: 'TIME',
  domains: 'DOMAINS',
  activity: 'ACTIVITY',
  across: (sites: number) => `across ${sites} ${sites === 1 ? 'website' : 'websites'}`,
  productive: 'productive',
  social: 'social',
  topDomain: 'top domain',
  noDomain: 'none yet',
  tabsOpen: 'tabs open',
  pagesVisited: 'pages visited',
  averagePerTab: 'average per tab',
  topDomains: 'Top domains',
  emptyDay: 'Nothing recorded on this day.',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  pickDay: 'Day',
  settings: 'Settings',
  features: {
    visits: ['Browsing history', 'Record the pages you visit and your tabs.'],
    activeTime: ['Active time', 'Count time while a tab is in front and you are not idle.'],
    reading: ['Reading stats', 'Record word counts and how far you read.'],
    clipboard: ['Clipboard history', 'Keep text you copy in web pages, for /clip.'],
  },
  categories: 'Categories',
  categoriesHint: 'Sites listed here count as social or work; every other site counts as work.',
  addDomain: 'Add',
  domainPlaceholder: 'example.com',
  badDomain: 'Enter a domain such as example.com.',
  remove: 'Remove',
  data: 'Your data',
  exportData: 'Export all data (.zip of CSV)',
  importData: 'Import an export',
  deleteData: 'Delete all local data',
  confirmDelete:
    'Delete everything Intently stores on this device: visits, tab sessions, day records, settings, notes, todos, snippets, clipboard history, saved sessions, timers, limits, blocks and command counts? This cannot be undone.',
  deleteIsLocal:
    'Notes and settings backed up to your account stay on the server, and come back at the next sync while you are signed in. “Delete my account” removes them.',
  deleted: 'All local data was deleted.',
  exported: (file: string) => `Saved ${file}.`,
  imported: (visits: number, others: number) =>
    `Imported ${visits} ${visits === 1 ? 'visit' : 'visits'} and ${others} other ${others === 1 ? 'record' : 'records'}.`,
  retry: 'Retry saving',
  keepHistory: 'Keep browsing history',
  retention: { all: 'Everything', '1y': '1 year', '90d': '90 days' },
  persisted: 'Storage on this device is persistent: the browser will not clear it when the disk runs low.',
  notPersisted:
    'Storage on this device is not persistent: the browser may clear it when the disk runs low. Export a backup now and then.',
  spaceUsed: (used: string, quota: string) => `Space used: ${used} of ${quota} available to Intently.`,
  notSaved: (rows: number, table: string, at: string) =>
    `Not saved: ${rows} ${rows === 1 ? 'row' : 'rows'} of ${table} at ${at}. The browser has no more space for Intently: free disk space, or keep less browsing history, then export a backup.`,
  dismissNotSaved: 'Dismiss',
  remindBackup: 'Remind me to export a backup every',
  remindNever: 'Never',
  remindWeeks: (weeks: number) => `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`,
  backupDue: (weeks: number) =>
    `Time for a backup: you asked to export one every ${weeks} ${weeks === 1 ? 'week' : 'weeks'}. Export all data keeps a copy off this device.`,
  working: 'Working…',
} as const;

/** Domains shown with favicons: 8 on wide screens, 6 on narrow ones (SPEC §9 demo domains). */
export const TOP_DOMAINS_WIDE = 8;
/** See TOP_DOMAINS_WIDE. */
export const TOP_DOMAINS_NARROW = 6;
/** Favicon size on the cards (SPEC §7: 24 on the landing cards). */
export const FAVICON_SIZE = 24;
