/** SPEC §2 usage-stats card sample: 5 sites, 82 visits, 2.4 hours active, and the time on each site (which adds up to it). */
export const USAGE_STATS = {
  heading: 'Your day at a glance',
  totalSites: 5,
  totalVisits: 82,
  activeTime: 2.4,
  labels: { sites: 'sites', visits: 'visits', active: 'active', topDomains: 'Top domains' },
  topDomains: [
    { domain: 'github.com', time: 52 * 60_000 },
    { domain: 'docs.google.com', time: 34 * 60_000 },
    { domain: 'stackoverflow.com', time: 26 * 60_000 },
    { domain: 'youtube.com', time: 20 * 60_000 },
    { domain: 'reddit.com', time: 12 * 60_000 },
  ],
};
