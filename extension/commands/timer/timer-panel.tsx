import { useCallback, useEffect, useState } from 'react';
import type { FocusTimer } from '../../storage/tools-db';
import type { PanelProps } from '../define-command';
import type timerBackground from './timer-background';
import { formatCountdown } from '../../shared/format-duration';
import { startFocusTimer } from './start-focus-timer';

/** /timer: "/timer 25 label" starts at once; otherwise a duration field and the running timers with their countdown. */
export function TimerPanel({ ctx, arg }: PanelProps<typeof timerBackground>) {
  const [timers, setTimers] = useState<FocusTimer[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [said, setSaid] = useState(''); // what the start said (it names a refused notifications permission)
  const [, tick] = useState(0);
  const [changes, setChanges] = useState(0); // each start or cancel reads the running timers again

  useEffect(() => void ctx.call('runningTimers').then(setTimers), [ctx, changes]);
  const start = useCallback(
    async (line: string) => {
      try {
        const { said: saying } = await startFocusTimer(ctx, line);
        setSaid('');
        setError('');
        setDraft('');
        setChanges((n) => n + 1); // shown at once, while Chrome's notifications prompt may still be open
        setSaid(await saying);
      } catch (failure) {
        setError((failure as Error).message);
      }
    },
    [ctx],
  );
  useEffect(() => {
    if (arg) void start(arg);
  }, [arg, start]);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, []);

  return (
    <div>
      <input
        className="field"
        autoFocus
        placeholder="25 write the report"
        aria-label="Timer duration and label"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && void start(draft)}
      />
      {said && (
        <p className="message" role="status">
          {said}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <ul className="list">
        {timers.map((t) => (
          <li key={t.id}>
            <span className="countdown">{formatCountdown(t.endsAt - ctx.now())}</span> {t.label}{' '}
            <button
              type="button"
              className="small"
              onClick={() => void ctx.call('cancelTimer', t.id!).then(() => setChanges((n) => n + 1))}
            >
              Cancel
            </button>
          </li>
        ))}
        {timers.length === 0 && <li className="muted">No timer running.</li>}
      </ul>
    </div>
  );
}
