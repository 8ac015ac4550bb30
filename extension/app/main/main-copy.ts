/** Copy and constants of the extension's main page (SPEC §2 Track section cards, §1 claims). */
export const MAIN_COPY = {
  title: 'Intently',
  privacy: 'Your browsing history stays on this device. Nothing here is sent to a server.',
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
  confirmDelete: 'Delete every visit, tab session, day record and setting stored on this device? This cannot be undone.',
  deleted: 'All local data was deleted.',
  exported: (file: string) => `Saved ${file}.`,
  imported: (visits: number) => `Imported ${visits} visits.`,
  retry: 'Retry saving',
  working: 'Working…',
} as const;

/** Domains shown with favicons: 8 on wide screens, 6 on narrow ones (SPEC §9 demo domains). */
export const TOP_DOMAINS_WIDE = 8;
/** See TOP_DOMAINS_WIDE. */
export const TOP_DOMAINS_NARROW = 6;
/** Favicon size on the cards (SPEC §7: 24 on the landing cards). */
export const FAVICON_SIZE = 24;
