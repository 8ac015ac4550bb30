import { DEFAULT_DOMAIN_TIME_MS, type DomainTime } from './track-copy';

/** The track card's figures, all from one list of domains so they cannot contradict each other. */
export interface TrackSummary {
  totalMs: number;
  websites: number;
  productiveMs: number;
  socialMs: number;
  /** The domain with the most time, named without its top-level domain ("github"). */
  top: string;
  /** Every domain with its time (SPEC §3 default where missing), most time first. */
  domains: { domain: string; ms: number }[];
}

/** Sums the track card's TIME and DOMAINS figures from its domains. */
export function summarizeTrack(entries: readonly DomainTime[]): TrackSummary {
  const domains = entries
    .map((entry) => ({ ...entry, ms: entry.time ?? DEFAULT_DOMAIN_TIME_MS }))
    .sort((a, b) => b.ms - a.ms);
  const sum = (category?: DomainTime['category']) =>
    domains.reduce((total, d) => total + (!category || d.category === category ? d.ms : 0), 0);
  const labels = domains[0]?.domain.split('.') ?? [];
  return {
    totalMs: sum(),
    websites: domains.length,
    productiveMs: sum('work'),
    socialMs: sum('social'),
    top: labels.length > 1 ? labels[labels.length - 2]! : (labels[0] ?? ''),
    domains: domains.map(({ domain, ms }) => ({ domain, ms })),
  };
}
