import { useEffect, useState } from 'react';
import { Icon } from '../../components/icon';
import { ANALYTICS, TIMEBAR } from './explore-copy';

/** The video-site demo: quick access with a floating player. */
export function YoutubeDemo() {
  return (
    <div className="demo-card youtube-demo">
      <div className="floating-player" aria-hidden="true">
        <span className="play-icon">
          <Icon name="play" size={28} />
        </span>
      </div>
      <p>
        <code>/yt lofi beats</code> floats the video over any page while you work.
      </p>
    </div>
  );
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The time-bar demo: a site countdown from 15:23 with a warning stage; it ticks while shown. */
export function TimebarDemo({ running }: { running: boolean }) {
  const [left, setLeft] = useState(TIMEBAR.startSeconds);
  useEffect(() => {
    if (!running) return setLeft(TIMEBAR.startSeconds);
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const warning = left < TIMEBAR.warningBelowSeconds;
  return (
    <div className={`timebar${warning ? ' warning' : ''}`} data-stage={warning ? 'warning' : 'normal'}>
      <span className="timebar-label">{warning ? 'Time almost up' : 'Focus time left'}</span>
      <span className="timebar-clock">{clock(left)}</span>
      <span className="timebar-track" aria-hidden="true">
        <span className="timebar-fill" style={{ width: `${(left / TIMEBAR.totalSeconds) * 100}%` }} />
      </span>
    </div>
  );
}

/** The reading-analytics chip: read time, percent read, time spent. */
export function AnalyticsDemo() {
  return (
    <div className="analytics-chip">
      <span>{ANALYTICS.readTime}</span>
      <span>{ANALYTICS.percentRead}% read</span>
      <span>{ANALYTICS.timeSpent} spent</span>
      <span className="timebar-track" aria-hidden="true">
        <span className="timebar-fill" style={{ width: `${ANALYTICS.percentRead}%` }} />
      </span>
    </div>
  );
}
