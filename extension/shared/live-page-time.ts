/** SPEC §3 live page time, as the content script's page-time answer carries it and the reading chip shows it. */
import { formatDuration } from './format-duration';

/** SPEC §3 live page time: whole seconds and how they are shown (SPEC §9 "5m 3s"). */
export interface LivePageTime {
  seconds: number;
  display: string;
}

/** The live page time of a stretch of milliseconds, to the nearest second (as formatDuration rounds). */
export function livePageTime(ms: number): LivePageTime {
  const seconds = Number.isFinite(ms) && ms > 0 ? Math.round(ms / 1000) : 0;
  return { seconds, display: formatDuration(seconds * 1000) };
}

/** The live page time in an untrusted page-time answer, or null when it has none. */
export function livePageTimeOf(data: unknown): LivePageTime | null {
  const time = (data as { livePageTime?: Partial<LivePageTime> } | null)?.livePageTime;
  if (typeof time?.seconds !== 'number' || !Number.isFinite(time.seconds) || time.seconds < 0) return null;
  return livePageTime(time.seconds * 1000);
}
