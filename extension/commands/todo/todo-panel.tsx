import { useCallback, useEffect, useState } from 'react';
import type { PanelProps } from '../define-command';
import { DAY_NAMES, type DayEvent } from './day-events';

/** /todo: adds todos for today; shows the per-day event list (Yesterday, Today, Tomorrow) of todos and timers. */
export function TodoPanel({ ctx, arg }: PanelProps) {
  const [day, setDay] = useState<(typeof DAY_NAMES)[number]>('Today');
  const [events, setEvents] = useState<DayEvent[]>([]);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [changes, setChanges] = useState(0); // each todo added or ticked reads the day again
  const refresh = () => setChanges((n) => n + 1);
  useEffect(() => void ctx.call('dayEvents', day).then(setEvents), [ctx, day, changes]);
  const add = useCallback(
    async (text: string) => {
      try {
        await ctx.call('addTodo', text);
        setDraft('');
        setError('');
        setDay('Today');
        setChanges((n) => n + 1);
      } catch (e) {
        setError((e as Error).message);
      }
    },
    [ctx],
  );
  useEffect(() => {
    if (arg) void add(arg);
  }, [arg, add]);
  return (
    <div>
      <input className="field" autoFocus placeholder="Add a todo for today" aria-label="New todo" value={draft}
        onChange={(e) => setDraft(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void add(draft)} />
      {error && <p className="error" role="alert">{error}</p>}
      <div className="tabs" role="tablist">
        {DAY_NAMES.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={name === day} onClick={() => setDay(name)}>{name}</button>
        ))}
      </div>
      <ul className="list events">
        {events.map((e) => (
          <li key={e.key}>
            <span className="event-time">{e.time}</span>{' '}
            {e.todoId !== undefined ? (
              <label><input type="checkbox" checked={e.done} onChange={() => void ctx.call('setTodoDone', e.todoId!, !e.done).then(refresh)} /> {e.title}</label>
            ) : (
              <span>{e.title}</span>
            )}
          </li>
        ))}
        {events.length === 0 && <li className="muted">Nothing for {day.toLowerCase()}.</li>}
      </ul>
    </div>
  );
}
