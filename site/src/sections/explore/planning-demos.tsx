import { useState } from 'react';
import { Icon } from '../../components/icon';
import { DEMO_DAYS, DEMO_NOTES } from './explore-copy';

/** The flow demo: the per-day event list (Yesterday, Today, Tomorrow). */
export function FlowDemo() {
  const [day, setDay] = useState(1);
  const current = DEMO_DAYS[day] ?? DEMO_DAYS[1]!;
  return (
    <div className="demo-card">
      <div className="day-tabs" role="group" aria-label="Day">
        {DEMO_DAYS.map((d, index) => (
          <button
            key={d.label}
            type="button"
            className="day-tab"
            aria-pressed={index === day}
            onClick={() => setDay(index)}
          >
            {d.label}
          </button>
        ))}
      </div>
      <ul className="event-list">
        {current.events.map((event) => (
          <li key={event.id}>
            <span className="event-time">{event.time}</span> {event.title}
          </li>
        ))}
      </ul>
    </div>
  );
}

const count = (text: string) => ({ words: text.trim() ? text.trim().split(/\s+/).length : 0, chars: text.length });

/** The notes demo: a per-site notepad with search, word and character counts and a Saved indicator. */
export function NotesDemo() {
  const [text, setText] = useState(DEMO_NOTES.text);
  const { words, chars } = count(text);
  return (
    <div className="demo-card notes-demo">
      <div className="notes-head">
        <span>{DEMO_NOTES.site}</span>
        <span className="muted">{DEMO_NOTES.count} notes</span>
      </div>
      <input
        className="text-input small"
        type="search"
        aria-label={DEMO_NOTES.search}
        placeholder={DEMO_NOTES.search}
      />
      <textarea
        className="notes-text"
        aria-label={`Note for ${DEMO_NOTES.site}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
      />
      <div className="notes-foot">
        <span>
          {words} words · {chars} characters
        </span>
        <span className="saved">
          <Icon name="check" size={14} /> {DEMO_NOTES.saved}
        </span>
      </div>
    </div>
  );
}
