import type { DaySummary } from '../../storage/day-record';
import { Favicon } from './favicon';
import { formatDuration, formatMinutes } from '../../shared/format-duration';
import { MAIN_COPY, TOP_DOMAINS_NARROW, TOP_DOMAINS_WIDE } from './main-copy';

/** The name a site goes by, as the demo's "github": the label before the top-level domain; IPs stay whole. */
export function siteName(domain: string): string {
  const labels = domain.split('.');
  return labels.length < 2 || /^[\d.]+$/.test(domain) ? domain : labels[labels.length - 2]!;
}

/** SPEC §2 Track section cards for a real day: TIME, DOMAINS, ACTIVITY, then the top domains. */
export function DayCards({ summary }: { summary: DaySummary }) {
  const { stats } = summary.record;
  const top = summary.topDomains[0] ? siteName(summary.topDomains[0].domain) : MAIN_COPY.noDomain;
  return (
    <>
      <section className="track-cards" aria-label="Day summary">
        <article className="track-card" data-testid="card-time">
          <h2>{MAIN_COPY.time}</h2>
          <p className="track-big">{formatMinutes(stats.totalTime)}</p>
          <p className="muted">{MAIN_COPY.across(stats.uniqueDomains)}</p>
          <p>
            <span className="track-work">
              {formatMinutes(stats.workTime)} {MAIN_COPY.productive}
            </span>
            {', '}
            <span className="track-social">
              {formatMinutes(stats.socialTime)} {MAIN_COPY.social}
            </span>
          </p>
        </article>
        <article className="track-card" data-testid="card-domains">
          <h2>{MAIN_COPY.domains}</h2>
          <p className="track-big">{top}</p>
          <p className="muted">{MAIN_COPY.topDomain}</p>
        </article>
        <article className="track-card" data-testid="card-activity">
          <h2>{MAIN_COPY.activity}</h2>
          <p>
            <strong>{summary.tabsOpen}</strong> {MAIN_COPY.tabsOpen}
          </p>
          <p>
            <strong>{stats.totalUrls}</strong> {MAIN_COPY.pagesVisited}
          </p>
          <p>
            <strong>{formatMinutes(summary.averagePerTab)}</strong> {MAIN_COPY.averagePerTab}
          </p>
        </article>
      </section>
      <section aria-label={MAIN_COPY.topDomains}>
        <h2>{MAIN_COPY.topDomains}</h2>
        <ul className="top-domains">
          {summary.topDomains.slice(0, TOP_DOMAINS_WIDE).map(({ domain, time, page }, index) => (
            <li key={domain} className={index >= TOP_DOMAINS_NARROW ? 'wide-only' : undefined}>
              <Favicon domain={domain} page={page} />
              <span className="top-domain-name">{domain}</span>
              <span className="muted">{formatDuration(time)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
