import { useRef } from 'react';
import { Favicon } from '../components/favicon';
import { MOBILE_QUERY } from '../lib/breakpoints';
import { reveal } from '../lib/reveal';
import { useInView } from '../lib/use-in-view';
import { useMediaQuery } from '../lib/use-media-query';
import { summarizeTrack } from './summarize-track';
import {
  CARD_DELAYS_MS,
  DEMO_DOMAINS,
  DOMAINS_NARROW,
  DOMAINS_WIDE,
  faviconUrl,
  formatMinutes,
  TRACK_COPY as COPY,
} from './track-copy';

const SUMMARY = summarizeTrack(DEMO_DOMAINS);

/** SPEC §2 track section: the demo data card with TIME, DOMAINS and ACTIVITY panels. */
export function TrackSection() {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useInView(ref, { once: true, threshold: 0.3 });
  const mobile = useMediaQuery(MOBILE_QUERY);
  const domains = SUMMARY.domains.slice(0, mobile ? DOMAINS_NARROW : DOMAINS_WIDE);
  const [d0, d1, d2] = CARD_DELAYS_MS;
  return (
    <section id="track" className="section track" aria-labelledby="track-heading">
      <h2 id="track-heading">{COPY.heading}</h2>
      <p className="section-text">{COPY.text}</p>
      <div ref={ref} className="track-card">
        <article {...reveal(shown, d0)} aria-labelledby="panel-time">
          <h3 id="panel-time" className="panel-label">
            {COPY.time.label}
          </h3>
          <p className="big-figure">{formatMinutes(SUMMARY.totalMs)}</p>
          <p className="muted">{COPY.time.across(SUMMARY.websites)}</p>
          <div className="split-bar" aria-hidden="true">
            <span
              className="split-productive"
              style={{ width: `${(SUMMARY.productiveMs / SUMMARY.totalMs) * 100}%` }}
            />
          </div>
          <p className="split-legend">
            <span>
              {formatMinutes(SUMMARY.productiveMs)} {COPY.time.productiveLabel}
            </span>
            <span>
              {formatMinutes(SUMMARY.socialMs)} {COPY.time.socialLabel}
            </span>
          </p>
        </article>
        <article {...reveal(shown, d1)} aria-labelledby="panel-domains">
          <h3 id="panel-domains" className="panel-label">
            {COPY.domains.label}
          </h3>
          <p className="muted">
            {COPY.domains.topLabel} <strong>{SUMMARY.top}</strong>
          </p>
          <ul className="domain-list" data-testid="domain-list">
            {domains.map((entry) => (
              <li key={entry.domain}>
                <Favicon src={faviconUrl(entry.domain)} />
                <span className="domain-name">{entry.domain}</span>
                <span className="domain-time">{formatMinutes(entry.ms)}</span>
              </li>
            ))}
          </ul>
        </article>
        <article {...reveal(shown, d2)} aria-labelledby="panel-activity">
          <h3 id="panel-activity" className="panel-label">
            {COPY.activity.label}
          </h3>
          <dl className="activity-figures">
            <div>
              <dt>{COPY.activity.tabsLabel}</dt>
              <dd>{COPY.activity.tabs}</dd>
            </div>
            <div>
              <dt>{COPY.activity.pagesLabel}</dt>
              <dd>{COPY.activity.pages}</dd>
            </div>
            <div>
              <dt>{COPY.activity.perTabLabel}</dt>
              <dd>{COPY.activity.perTab}</dd>
            </div>
          </dl>
        </article>
      </div>
    </section>
  );
}
