/**
 * `/history 10:30`, `/history yesterday 16:00`: the moment typed after /history, for opening the graph there (issue
 * 37). Pure. A moment is an optional day (today, yesterday, a weekday: the last one up to today, or a date
 * YYYY-MM-DD), then an optional time of day (10:30, 16.00, 4pm, 4:30 pm, "at" allowed before it), at least one of the
 * two. A time alone that is still to come today means yesterday's; a day alone opens that whole day. Text that does
 * not start like a moment (or a day word followed by words, "today show") is a history search (null); text that
 * does but is no moment (25:00, 2026-02-31) is an error saying how to write one.
 */

/** A moment typed in the bar: a local time, and whether only a day was named. */
export interface TypedMoment {
  at: number;
  day: boolean;
}

/** How to write a moment, ending every error. */
export const MOMENT_HINT = 'Write a moment as 10:30, 4pm, yesterday 16:00, monday 9:15 or 2026-11-26 14:00.';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const TIME = /^(\d{1,2})(?:[:.](\d{1,2}))?\s*(am|pm)?$/;
const LOOKS_LIKE_TIME = /^(\d{1,2}[:.]\d|\d{1,2}\s*(am|pm)\b|\d{4}-\d)/;

/** The weekday named by a word (monday, mon), or -1. */
function weekdayOf(word: string): number {
  return word.length >= 3 ? WEEKDAYS.findIndex((day) => day.startsWith(word)) : -1;
}

/** Local midnight of the day a day word names, relative to `now`; null when the word is no day word; throws for a bad date. */
function dayOf(word: string, now: Date): Date | null {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (word === 'today') return today;
  if (word === 'yesterday') return new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  const weekday = weekdayOf(word);
  if (weekday >= 0)
    return new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() - weekday + 7) % 7));
  const date = DATE.exec(word);
  if (!date) return null;
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const at = new Date(year, month - 1, day);
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day)
    throw new Error(`“${word}” is not a date: write a date as YYYY-MM-DD, such as 2026-11-26. ${MOMENT_HINT}`);
  return at;
}

/** Hours and minutes of a typed time of day; throws a sentence for one out of range. */
function timeOf(text: string): { hours: number; minutes: number } {
  const time = TIME.exec(text);
  if (!time || (time[2] === undefined && time[3] === undefined))
    throw new Error(`“${text}” is not a time of day. ${MOMENT_HINT}`);
  const [hour, minutes, half] = [Number(time[1]), Number(time[2] ?? 0), time[3]];
  const ok = minutes < 60 && (half ? hour >= 1 && hour <= 12 : hour < 24) && (time[2] ?? '00').length === 2;
  if (!ok)
    throw new Error(
      `“${text}” is not a time of day: hours run 0 to 23 (or 1 to 12 with am or pm), minutes 00 to 59. ${MOMENT_HINT}`,
    );
  return { hours: half ? (hour % 12) + (half === 'pm' ? 12 : 0) : hour, minutes };
}

/** The moment `text` names, null when it is not one (a search), or throws a sentence saying how to write one. */
export function parseMoment(text: string, now: number): TypedMoment | null {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const clock = new Date(now);
  const day = dayOf(words[0]!, clock);
  if (!day && !LOOKS_LIKE_TIME.test(words.join(' '))) return null;
  const rest = (day ? words.slice(1) : words).filter((word, i) => !(i === 0 && word === 'at')).join(' ');
  if (day && rest && !/^\d/.test(rest)) return null; // "today show": a search that starts with a day word
  if (!rest) {
    if (day!.getTime() > now) throw new Error(`${words[0]} is still to come: choose a day up to today. ${MOMENT_HINT}`);
    return { at: day!.getTime(), day: true };
  }
  const { hours, minutes } = timeOf(rest);
  const base = day ?? new Date(clock.getFullYear(), clock.getMonth(), clock.getDate());
  let at = new Date(base.getFullYear(), base.getMonth(), base.getDate(), hours, minutes).getTime();
  if (at > now && !day)
    at = new Date(base.getFullYear(), base.getMonth(), base.getDate() - 1, hours, minutes).getTime();
  if (at > now) throw new Error(`${text.trim()} is still to come: choose a moment up to now. ${MOMENT_HINT}`);
  return { at, day: false };
}
