import { useCallback, useEffect, useState } from 'react';
import type { CalendarDay } from '../../shared/calendar-day';
import { eventTime } from '../../shared/google-calendar';
import type { PanelProps } from '../define-command';
import type calBackground from './cal-background';
import { CAL_COPY as COPY } from './cal-copy';

/**
 * /cal signed in: today's Google Calendar events, and a field that adds an event from text with quickAdd
 * (`/cal lunch with Sam tomorrow 1pm` adds at once). A failed add keeps what was typed, here and on the
 * device; when Calendar must be connected the panel offers "Connect Google Calendar".
 */
export function CalPanel({ ctx, arg }: PanelProps<typeof calBackground>) {
  const [text, setText] = useState(arg);
  const [today, setToday] = useState<CalendarDay | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [connect, setConnect] = useState(false);
  const [adding, setAdding] = useState(false);
  const [changes, setChanges] = useState(0); // each event added reads today anew

  useEffect(
    () =>
      void ctx.call('calToday').then(({ kept, ...day }) => {
        setToday(day);
        if (day.connect) setConnect(true);
        if (kept) setText((typed) => typed || kept);
      }),
    [ctx, changes],
  );
  const add = useCallback(
    async (typed: string) => {
      setAdding(true);
      setStatus(null);
      const outcome = await ctx.call('calAdd', typed);
      setAdding(false);
      setStatus({ text: outcome.text, error: !outcome.added });
      setConnect(!outcome.added && outcome.reconnect);
      if (outcome.added) {
        setText('');
        setChanges((n) => n + 1);
      }
    },
    [ctx],
  );
  useEffect(() => {
    if (arg.trim()) void add(arg);
  }, [arg, add]);
  const connectCalendar = () =>
    void ctx.call('calConnect', text).then(() => setStatus({ text: COPY.connectOpened, error: false }));

  return (
    <div className="cal">
      <input
        className="field"
        autoFocus
        aria-label={COPY.field}
        placeholder={COPY.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && !adding && void add(text)}
      />
      <p>
        <button type="button" className="primary" disabled={adding} onClick={() => void add(text)}>
          {adding ? COPY.adding : COPY.add}
        </button>
        {connect && (
          <button type="button" onClick={connectCalendar}>
            {COPY.connect}
          </button>
        )}
      </p>
      {status && (
        <p className={status.error ? 'error' : 'message'} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
      <h3>{COPY.today}</h3>
      <ul className="list events" aria-label={COPY.today}>
        {today?.entries.map((e) => (
          <li key={e.id}>
            <span className="event-time">{eventTime(e)}</span>{' '}
            {e.link ? (
              <a href={e.link} target="_blank" rel="noreferrer">
                {e.title}
              </a>
            ) : (
              <span>{e.title}</span>
            )}
          </li>
        ))}
        {today && !today.connect && !today.error && today.entries.length === 0 && (
          <li className="muted">{COPY.nothingToday}</li>
        )}
      </ul>
      {today?.error && <p className="muted">{today.error}</p>}
    </div>
  );
}
