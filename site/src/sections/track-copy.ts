/** One domain of the track demo: SPEC §3 domain time entry (time in ms; 2,400,000 when missing), with its category. */
export interface DomainTime {
  domain: string;
  time?: number;
  /** SPEC §3 visit category: productive (work) or social time. */
  category: 'work' | 'social';
}

/** SPEC §3: the time counted for a domain entry without one. */
export const DEFAULT_DOMAIN_TIME_MS = 2_400_000;

/** SPEC §2 track section copy; its TIME and DOMAINS figures are summed from DEMO_DOMAINS, so they always agree. */
export const TRACK_COPY = {
  heading: 'Track what matters',
  text: 'Time, domains and tabs, counted in your browser. Your history never leaves your device.',
  time: {
    label: 'TIME',
    across: (websites: number) => `across ${websites} websites`,
    productiveLabel: 'productive',
    socialLabel: 'social',
  },
  domains: { label: 'DOMAINS', topLabel: 'Top domain' },
  activity: {
    label: 'ACTIVITY',
    tabs: '23',
    tabsLabel: 'tabs open',
    pages: '147',
    pagesLabel: 'pages visited',
    perTab: '18m',
    perTabLabel: 'average per tab',
  },
};

/**
 * The demo's one sample (SPEC §2): 29m across 3 websites, 11m productive and 18m social, top domain github.
 * Wide screens list up to 8 domains and narrow ones up to 6, so all 3 show on both.
 */
export const DEMO_DOMAINS: DomainTime[] = [
  { domain: 'github.com', time: 11 * 60_000, category: 'work' },
  { domain: 'youtube.com', time: 10 * 60_000, category: 'social' },
  { domain: 'reddit.com', time: 8 * 60_000, category: 'social' },
];

/** SPEC §9 demo domain counts. */
export const DOMAINS_WIDE = 8;
/** SPEC §9 demo domain counts on narrow screens. */
export const DOMAINS_NARROW = 6;

/** SPEC §9: data cards appear with these delays. */
export const CARD_DELAYS_MS = [0, 100, 200];

/** SPEC §7: the landing cards' favicons at 24 px from the public favicon service. */
export const faviconUrl = (domain: string) =>
  `https://www.google.com/s2/favicons?domain=${encodeURIComponent(domain)}&sz=24`;

/** "11m" style minutes for a domain's time. */
export const formatMinutes = (ms: number) => `${Math.round(ms / 60_000)}m`;
