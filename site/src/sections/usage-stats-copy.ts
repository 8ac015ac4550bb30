/** The sample's sites and the time on each (ms), most first. */
const TOP_DOMAINS = [
  { domain: 'github.com', time: 52 * 60_000 },
  { domain: 'docs.google.com', time: 34 * 60_000 },
  { domain: 'stackoverflow.com', time: 26 * 60_000 },
  { domain: 'youtube.com', time: 20 * 60_000 },
  { domain: 'reddit.com', time: 12 * 60_000 },
];

/** SPEC §2 usage-stats card sample: 5 sites, 82 visits, 2.4 hours active, and the time on each site (which adds up to it). */
export const USAGE_STATS = {
  heading: 'Your day at a glance',
  /** One entry per site, so the count is the list's. */
  totalSites: TOP_DOMAINS.length,
  totalVisits: 82,
  /** Hours, to one decimal: the sites' times added up. */
  activeTime: Math.round(TOP_DOMAINS.reduce((total, d) => total + d.time, 0) / 360_000) / 10,
  labels: { sites: 'sites', visits: 'visits', active: 'active', topDomains: 'Top domains' },
  topDomains: TOP_DOMAINS,
};
