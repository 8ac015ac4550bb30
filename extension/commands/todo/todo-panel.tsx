import { useCallback, useEffect, useState } from 'react';
import type { PanelProps } from '../define-command';
import type todoBackground from './todo-background';
import { CONNECT_CALENDAR, type CalendarDay } from '../../shared/calendar-day';
import { DAY_NAMES, type DayEvent, type DayName } from './day-events';

/**
 * /todo: adds todos for the day shown (today unless another is picked); shows the per-day event list
 * (Yesterday, Today, Tomorrow) of todos, timers and, when Google Calendar is connected, its events. Not
 * connected, the list quietly offers to connect it.
 */
export function TodoPanel({ ctx, arg }: PanelProps<typeof todoBackground>) {
  const [day, setDay] = useState<DayName>('Today');
  const [events, setEvents] = useState<DayEvent[]>([]);
  const [calendar, setCalendar] = useState<Omit<CalendarDay, 'entries'>>({});
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [changes, setChanges] = useState(0); // each todo added or ticked reads the day again
  const refresh = () => setChanges((n) => n + 1);
  useEffect(
    () =>
      void ctx.call('dayEvents', day).then((list) => {
        setEvents(list.events);
        setCalendar(list.calendar);
      }),
    [ctx, day, changes],
  );
  const add = useCallback(
    async (text: string, to: DayName) => {
      try {
        await ctx.call('addTodo', text, to);
        setDraft('');
        setError('');
        setDay(to);
        setChanges((n) => n + 1);
      } catch (e) {
        setError((e as Error).message);
      }
    },
    [ctx],
  );
  useEffect(() => {
    if (arg) void add(arg, 'Today');
  }, [arg, add]);
  const connect = () =>
    void ctx
      .call('connectCalendar')
      .then(() =>
        setNote('Finish connecting Google on the tab that opened; the list shows your events when you come back.'),
      );
  return (
    <div>
      <input
        className="field"
        autoFocus
        placeholder={`Add a todo for ${day.toLowerCase()}`}
        aria-label="New todo"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && void add(draft, day)}
      />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="tabs" role="tablist">
        {DAY_NAMES.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={name === day} onClick={() => setDay(name)}>
            {name}
          </button>
        ))}
      </div>
      <ul className="list events">
        {events.map((e) => (
          <li key={e.key}>
            <span className="event-time">{e.time}</span>{' '}
            {e.todoId !== undefined ? (
              <label>
                <input
                  type="checkbox"
                  checked={e.done}
                  onChange={() => void ctx.call('setTodoDone', e.todoId!, !e.done).then(refresh)}
                />{' '}
                {e.title}
              </label>
            ) : e.link ? (
              <a href={e.link} target="_blank" rel="noreferrer">
                {e.title}
              </a>
            ) : (
              <span>{e.title}</span>
            )}
          </li>
        ))}
        {events.length === 0 && <li className="muted">Nothing for {day.toLowerCase()}.</li>}
      </ul>
      {calendar.connect && (
        <p className="muted">
          <button type="button" className="link" onClick={connect}>
            {CONNECT_CALENDAR}
          </button>
        </p>
      )}
      {calendar.error && <p className="muted">{calendar.error}</p>}
      {note && (
        <p className="message" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
