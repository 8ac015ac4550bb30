/** /timer's duration parsing: what a person types after the command ("25", "90s", "1h30m"). */

const UNIT_MS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000 };

/** Parses "25" (minutes), "90s", "1h30m" or "1.5h" into milliseconds; null when it is not a duration. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 60_000) || null;
  if (!/^(\d+(\.\d+)?\s*[hms]\s*)+$/.test(trimmed)) return null;
  let ms = 0;
  for (const [, amount, unit] of trimmed.matchAll(/(\d+(?:\.\d+)?)\s*([hms])/g)) ms += Number(amount) * UNIT_MS[unit!]!;
  return ms > 0 ? Math.round(ms) : null;
}
