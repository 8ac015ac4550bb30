import { useEffect, useState } from 'react';
import type { IntentlyDb } from '../../storage/db';
import { readDay } from '../../storage/day-store';
import { dayKey } from '../../shared/day-key';
import { type DaySummary, daySummary } from '../../storage/day-record';

/** How often today's cards refresh while the page is open. */
const TODAY_REFRESH_MS = 30_000;

/** The summary of `date`, read from IndexedDB; today's refreshes while shown. */
export function useDaySummary(
  db: IntentlyDb,
  date: string,
  refreshKey: number,
): { summary: DaySummary | null; error: string | null } {
  const [result, setResult] = useState<{ summary: DaySummary | null; error: string | null }>({
    summary: null,
    error: null,
  });
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      readDay(db, date).then(
        ({ visits, sessions }) =>
          !cancelled && setResult({ summary: daySummary(date, visits, sessions, Date.now()), error: null }),
        (error: unknown) =>
          !cancelled && setResult({ summary: null, error: `The day could not be read: ${String(error)}` }),
      );
    void load();
    const timer = date === dayKey(Date.now()) ? setInterval(load, TODAY_REFRESH_MS) : undefined;
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [db, date, refreshKey]);
  return result;
}
