import { Favicon } from '../components/favicon';
import { faviconUrl, formatMinutes } from './track-copy';
import { USAGE_STATS as STATS } from './usage-stats-copy';

/** SPEC §2 usage-stats card sample: sites, visits and active time, and the top domains with their time. */
export function UsageStatsCard() {
  return (
    <article className="usage-stats" aria-labelledby="usage-stats-heading" data-testid="usage-stats">
      <h3 id="usage-stats-heading">{STATS.heading}</h3>
      <dl className="usage-figures">
        <div>
          <dt>{STATS.labels.sites}</dt>
          <dd>{STATS.totalSites}</dd>
        </div>
        <div>
          <dt>{STATS.labels.visits}</dt>
          <dd>{STATS.totalVisits}</dd>
        </div>
        <div>
          <dt>{STATS.labels.active}</dt>
          <dd>{STATS.activeTime}h</dd>
        </div>
      </dl>
      <h4 className="panel-label">{STATS.labels.topDomains}</h4>
      <ul className="domain-list">
        {STATS.topDomains.map((entry) => (
          <li key={entry.domain}>
            <Favicon src={faviconUrl(entry.domain)} />
            <span className="domain-name">{entry.domain}</span>
            <span className="domain-time">{formatMinutes(entry.time)}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
