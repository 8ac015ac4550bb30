import { useEffect, useState } from 'react';
import type { FocusTimer } from '../../storage/tools-db';
import type { PanelProps } from '../define-command';
import { formatCountdown } from '../../shared/format-duration';
import { TIMER_USAGE } from '.';
import { parseDuration } from './parse-duration';

/** /timer: "/timer 25 label" starts at once; otherwise a duration field and the running timers with their countdown. */
export function TimerPanel({ ctx, arg }: PanelProps) {
  const [timers, setTimers] = useState<FocusTimer[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [, tick] = useState(0);
  const refresh = () => void ctx.call('runningTimers').then(setTimers);

  const start = async (line: string) => {
    const [first = '', ...rest] = line.trim().split(/\s+/);
    const ms = parseDuration(first);
    if (!ms) return setError(TIMER_USAGE);
    setError('');
    await ctx.call('startTimer', rest.join(' '), ms, ctx.mode === 'overlay' ? (ctx.tab?.id ?? null) : null);
    setDraft('');
    refresh();
  };
  useEffect(() => {
    if (arg) void start(arg);
    else refresh();
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [ctx, arg]);

  return (
    <div>
      <input className="field" autoFocus placeholder="25 write the report" aria-label="Timer duration and label" value={draft}
        onChange={(e) => setDraft(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void start(draft)} />
      {error && <p className="error" role="alert">{error}</p>}
      <ul className="list">
        {timers.map((t) => (
          <li key={t.id}>
            <span className="countdown">{formatCountdown(t.endsAt - ctx.now())}</span> {t.label}{' '}
            <button type="button" className="small" onClick={() => void ctx.call('cancelTimer', t.id!).then(refresh)}>Cancel</button>
          </li>
        ))}
        {timers.length === 0 && <li className="muted">No timer running.</li>}
      </ul>
    </div>
  );
}
