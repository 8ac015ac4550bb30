/**
 * The graph page's address at a moment (issue 37), written by the bar (/history 10:30, a clip's "Show in graph",
 * "what was I doing then") and read by the graph page: `at` is a local date and time in ISO form
 * (2026-11-27T10:30), an ISO time with its zone, a date alone (2026-11-27: the whole day, nothing highlighted), or
 * milliseconds since 1970 (an integer of 11 digits or fewer counts as seconds); `visit` names the visit to
 * highlight, which wins over the visit in front at `at` when that day shows it.
 */

/** Where the graph opens: the day around `at`, with `visit` (or, when `day` is false, the visit in front at `at`) highlighted. */
export interface GraphOpening {
  at: number;
  /** True when the address named a date without a time: the day opens with nothing highlighted. */
  day: boolean;
  visit: string | null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const EPOCH = /^\d{1,16}$/;

/** The query of the app page (/app.html) opening the graph at `at` (ms) with `visit` highlighted. */
export function graphQuery(at: number, visit?: string): string {
  const query = new URLSearchParams({ page: 'graph', at: String(Math.round(at)) });
  if (visit) query.set('visit', visit);
  return `?${query}`;
}

/** The query opening the graph at a whole day (YYYY-MM-DD, local), nothing highlighted. */
export function graphDayQuery(day: string): string {
  return `?${new URLSearchParams({ page: 'graph', at: day })}`;
}

/** Where a graph page's query (`location.search`) asks it to open: null without `at`; throws a sentence for a bad `at`. */
export function graphOpeningOf(search: string): GraphOpening | null {
  const query = new URLSearchParams(search);
  const text = query.get('at')?.trim();
  if (text === undefined || text === '') return null;
  const visit = query.get('visit') || null;
  const date = DATE_ONLY.exec(text);
  if (date) {
    const at = new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3])).getTime();
    if (dayMatches(at, date)) return { at, day: true, visit };
  } else if (EPOCH.test(text)) {
    const at = text.length <= 11 ? Number(text) * 1000 : Number(text);
    return { at, day: false, visit };
  } else if (ISO_DATE_TIME.test(text)) {
    const at = Date.parse(text);
    if (Number.isFinite(at)) return { at, day: false, visit };
  }
  throw new Error(
    `The graph's address asks for the moment "${text.slice(0, 40)}", which is not a time: at= should be a date and time such as 2026-11-27T10:30, a date such as 2026-11-26, or milliseconds since 1970.`,
  );
}

/** Whether a date built from YYYY-MM-DD parts is that date (not rolled over from a 31 February). */
function dayMatches(at: number, parts: RegExpExecArray): boolean {
  const d = new Date(at);
  return (
    d.getFullYear() === Number(parts[1]) && d.getMonth() + 1 === Number(parts[2]) && d.getDate() === Number(parts[3])
  );
}
