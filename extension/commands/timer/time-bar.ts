/**
 * SPEC §1 time bar for a site with a countdown: what the bar of a page shows at a moment, from the state the
 * background sent. Pure: the clock is a parameter, so the widget, the background and the tests agree.
 */
import { formatCountdown } from '../../shared/format-duration';

/** The last minute of a timer is its warning stage (SPEC §4 demo time bar). */
export const WARNING_MS = 60_000;
/** A daily limit's warning stage: its last five minutes. */
export const LIMIT_WARNING_MS = 5 * 60_000;
/** How long a timer's bar says it is over before it goes away (or the next timer shows). */
export const TIMES_UP_MS = 5_000;

/** A focus timer as the bar sees it. */
export interface TimeBarTimer {
  label: string;
  startedAt: number;
  endsAt: number;
}

/** The time bar's part of the in-page state: focus timers running or just over (soonest first) and the site's limit. */
export interface TimeBarState {
  timers: TimeBarTimer[];
  /** Today's time left on the site under its daily limit (or its granted extra time): ends at `endsAt`, out of `totalMs`. */
  limit: { site: string; endsAt: number; totalMs: number } | null;
}

/** What the bar draws now: the chip's text, how full the strip is (0 to 1), and whether it is in its warning stage. */
export interface TimeBarView {
  text: string;
  fraction: number;
  warning: boolean;
}

const fraction = (left: number, total: number) => (total > 0 ? Math.min(1, Math.max(0, left / total)) : 0);

/**
 * A running focus timer wins over the site's limit; a timer that is over says "Time’s up" for TIMES_UP_MS and
 * then gives way to the next timer, else to the limit, else the bar goes away (null).
 */
export function timeBarView(state: TimeBarState | null, now: number): TimeBarView | null {
  if (!state) return null;
  const timer = state.timers.find((t) => now < t.endsAt + TIMES_UP_MS);
  if (timer) {
    const left = timer.endsAt - now;
    if (left <= 0) return { text: `${timer.label} · Time’s up`, fraction: 0, warning: true };
    return {
      text: `${timer.label} · ${formatCountdown(left)}`,
      fraction: fraction(left, timer.endsAt - timer.startedAt),
      warning: left < WARNING_MS,
    };
  }
  const { limit } = state;
  if (!limit) return null;
  const left = limit.endsAt - now;
  if (left <= 0) return { text: `${limit.site} · Time’s up`, fraction: 0, warning: true };
  return {
    text: `${limit.site} · ${formatCountdown(left)} left today`,
    fraction: fraction(left, limit.totalMs),
    warning: left < LIMIT_WARNING_MS,
  };
}
