/**
 * SPEC §9 time display, the one version every screen uses (the bar, the blocking screen, the main page's
 * cards, the graph's tooltip and the reading chip): "1h 5m", "5m 3s", "30s", the two largest units with a
 * zero unit left out ("2h", "5m").
 */

/** Formats a duration like "1h 5m", "5m 3s", "30s" or "2h"; negative and non-finite values show "0s". */
export function formatDuration(ms: number): string {
  const seconds = Number.isFinite(ms) && ms > 0 ? Math.round(ms / 1000) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return m > 0 ? `${h}h ${m}m` : `${h}h`;
  if (m > 0) return s > 0 ? `${m}m ${s}s` : `${m}m`;
  return `${s}s`;
}

/** Formats a duration rounded to whole minutes like "29m", "1h 5m" or "2h" (limits, the main page's cards). */
export function formatMinutes(ms: number): string {
  const minutes = Number.isFinite(ms) && ms > 0 ? Math.round(ms / 60_000) : 0;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h > 0) return m > 0 ? `${h}h ${m}m` : `${h}h`;
  return `${m}m`;
}

/** Formats a countdown like "15:23" or "1:02:09" (the timer panel and the in-page time bar). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const mm = String(Math.floor((total % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
