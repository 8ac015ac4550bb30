import { dayKey } from '../../shared/day-key';
import { dayBounds } from '../../storage/day-record';
import { MAIN_COPY } from './main-copy';

/** Picks the day the cards show: a date field with previous/next buttons; no future days. */
export function DayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const today = dayKey(Date.now());
  const shift = (days: number) => {
    const [start] = dayBounds(date) ?? [Date.now()];
    // Noon avoids daylight-saving days of 23 or 25 hours.
    onChange(dayKey(start + 12 * 3_600_000 + days * 86_400_000));
  };
  return (
    <div className="day-picker">
      <button type="button" className="button" onClick={() => shift(-1)}>
        {MAIN_COPY.previousDay}
      </button>
      <label>
        {MAIN_COPY.pickDay}{' '}
        <input
          type="date"
          value={date}
          max={today}
          onChange={(event) => dayBounds(event.target.value) && onChange(event.target.value)}
        />
      </label>
      <button type="button" className="button" onClick={() => shift(1)} disabled={date >= today}>
        {MAIN_COPY.nextDay}
      </button>
    </div>
  );
}
