/** One domain of the track demo: SPEC §3 domain time entry (time in ms; 2,400,000 when missing). */
export interface DomainTime {
  domain: string;
  time?: number;
}

/** SPEC §3: the time shown for a domain entry without one. */
export const DEFAULT_DOMAIN_TIME_MS = 2_400_000;

/** SPEC §2 track section demo figures. */
export const TRACK_COPY = {
  heading: 'Track what matters',
  text: 'Time, domains and tabs, counted in your browser. Your history never leaves your device.',
  time: { label: 'TIME', total: '29m', across: 'across 3 websites', productive: '11m', social: '18m', productiveLabel: 'productive', socialLabel: 'social' },
  domains: { label: 'DOMAINS', top: 'github', topLabel: 'Top domain' },
  activity: { label: 'ACTIVITY', tabs: '23', tabsLabel: 'tabs open', pages: '147', pagesLabel: 'pages visited', perTab: '18m', perTabLabel: 'average per tab' },
};

/** Sample domains with time; the first 8 show on wide screens, 6 on narrow ones (SPEC §9). */
export const DEMO_DOMAINS: DomainTime[] = [
  { domain: 'github.com', time: 660_000 },
  { domain: 'youtube.com', time: 540_000 },
  { domain: 'reddit.com', time: 420_000 },
  { domain: 'stackoverflow.com', time: 300_000 },
  { domain: 'docs.google.com', time: 240_000 },
  { domain: 'mail.google.com', time: 180_000 },
  { domain: 'news.ycombinator.com' },
  { domain: 'wikipedia.org', time: 120_000 },
];

/** SPEC §9 demo domain counts. */
export const DOMAINS_WIDE = 8;
/** SPEC §9 demo domain counts on narrow screens. */
export const DOMAINS_NARROW = 6;

/** SPEC §9: data cards appear with these delays. */
export const CARD_DELAYS_MS = [0, 100, 200];

/** SPEC §7: the landing cards' favicons at 24 px from the public favicon service. */
export const faviconUrl = (domain: string) => `https://www.google.com/s2/favicons?domain=${encodeURIComponent(domain)}&sz=24`;

/** "11m" style minutes for a domain's time. */
export const formatMinutes = (ms: number) => `${Math.round(ms / 60_000)}m`;
