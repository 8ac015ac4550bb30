import { useEffect, useState } from 'react';
import type { PanelProps } from '../define-command';
import type limitBackground from './limit-background';
import { withSite } from '../panel-kit';
import { MAX_LIMIT_MINUTES } from '../../storage/site-limits';
import { formatDuration, formatMinutes } from '../../shared/format-duration';

/** The slider's label: "Off" or a duration such as "2h" or "1h 15m". */
export function limitLabel(minutes: number): string {
  return minutes === 0 ? 'Off' : formatMinutes(minutes * 60_000);
}

/** /limit: daily focus-time limit for the site, a slider from Off to 6 hours (SPEC §9), saved as it moves. */
export const LimitPanel = withSite(function LimitSlider({
  ctx,
  site,
}: PanelProps<typeof limitBackground> & { site: string }) {
  const [minutes, setMinutes] = useState<number | null>(null);
  const [spent, setSpent] = useState(0);
  useEffect(() => {
    void ctx.call('limitOf', site).then((l) => {
      setMinutes(l.minutes);
      setSpent(l.spentMs);
    });
  }, [ctx, site]);
  const change = async (value: number) => {
    setMinutes(value);
    await ctx.call('setLimit', site, value, ctx.tab?.id ?? null);
  };
  if (minutes === null) return <p className="message">Loading the limit…</p>;
  return (
    <div className="limit">
      <label className="slider-label" htmlFor="limit">
        Daily limit for {site}: <strong>{limitLabel(minutes)}</strong>
      </label>
      <input
        id="limit"
        type="range"
        min={0}
        max={MAX_LIMIT_MINUTES}
        step={15}
        value={minutes}
        autoFocus
        onChange={(e) => void change(Number(e.target.value))}
      />
      <p className="muted">
        Spent today: {formatDuration(spent)}. When today’s time passes the limit, the site shows a blocking screen.
      </p>
    </div>
  );
});
