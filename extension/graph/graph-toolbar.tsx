import { useEffect, useState } from 'react';
import { FILTERS } from '../../graph-layout-rs/ts/graph-api';
import { GRAPH_COPY } from './graph-copy';
import { dayKey } from '../shared/day-key';
import { SPAN_DAYS, type RangeSpan } from './data/graph-data';

const SEARCH_DEBOUNCE_MS = 300; // SPEC §9
const HOURS = Array.from({ length: 25 }, (_, h) => h);

/** The toolbar's controlled values. */
export interface ToolbarValue {
  day: string; // yyyy-mm-dd, local: the day shown, or the last day of the week or month shown
  span: RangeSpan;
  fromHour: number;
  toHour: number;
  filter: number;
}

/** SPEC §2 graph controls: day and hour range (or a week or a month ending on the day), filter pills by active time, and a debounced search. */
export function GraphToolbar({
  value,
  onChange,
  onSearch,
}: {
  value: ToolbarValue;
  onChange(next: ToolbarValue): void;
  onSearch(query: string): void;
}) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);
  const shiftDay = (direction: number) => {
    const date = new Date(`${value.day}T00:00`);
    date.setDate(date.getDate() + direction * SPAN_DAYS[value.span]);
    onChange({ ...value, day: dayKey(date.getTime()) });
  };
  return (
    <div className="graph-toolbar">
      <div className="graph-pills" role="group" aria-label={GRAPH_COPY.filterLabel}>
        {FILTERS.map((filter, index) => (
          <button
            key={filter.id}
            type="button"
            aria-pressed={value.filter === index}
            onClick={() => onChange({ ...value, filter: index })}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <input
        type="search"
        aria-label={GRAPH_COPY.searchLabel}
        placeholder={GRAPH_COPY.searchPlaceholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="graph-range">
        <label>
          {GRAPH_COPY.spanLabel}{' '}
          <select
            value={value.span}
            onChange={(e) => onChange({ ...value, span: e.target.value as RangeSpan, fromHour: 0, toHour: 24 })}
          >
            {(Object.keys(SPAN_DAYS) as RangeSpan[]).map((span) => (
              <option key={span} value={span}>
                {GRAPH_COPY.spans[span]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          aria-label={value.span === 'day' ? GRAPH_COPY.previousDay : GRAPH_COPY.previousRange}
          onClick={() => shiftDay(-1)}
        >
          ‹
        </button>
        <input
          type="date"
          aria-label={GRAPH_COPY.dayLabel}
          value={value.day}
          onChange={(e) => e.target.value && onChange({ ...value, day: e.target.value })}
        />
        <button
          type="button"
          aria-label={value.span === 'day' ? GRAPH_COPY.nextDay : GRAPH_COPY.nextRange}
          onClick={() => shiftDay(1)}
        >
          ›
        </button>
        {value.span === 'day' && (
          <>
            <HourSelect
              label={GRAPH_COPY.fromLabel}
              hours={HOURS.slice(0, -1)}
              value={value.fromHour}
              onChange={(h) => onChange({ ...value, fromHour: h, toHour: Math.max(h + 1, value.toHour) })}
            />
            <HourSelect
              label={GRAPH_COPY.toLabel}
              hours={HOURS.slice(1)}
              value={value.toHour}
              onChange={(h) => onChange({ ...value, toHour: h, fromHour: Math.min(h - 1, value.fromHour) })}
            />
          </>
        )}
      </div>
    </div>
  );
}

function HourSelect({
  label,
  hours,
  value,
  onChange,
}: {
  label: string;
  hours: number[];
  value: number;
  onChange(hour: number): void;
}) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {hours.map((h) => (
          <option key={h} value={h}>
            {`${String(h).padStart(2, '0')}:00`}
          </option>
        ))}
      </select>
    </label>
  );
}
