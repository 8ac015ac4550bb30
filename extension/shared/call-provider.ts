/**
 * One call to a provider's API (Google's, Slack's) with an access token: the answer read the provider's way,
 * the failures it says are passing (rate limits, Google's 5xx) retried while the person waits in the bar,
 * honouring `Retry-After` (bounded in tries and in total wait), and every failure turned into the provider's
 * error. The provider's own shapes plug in as a `ProviderAnswers`. Pure: `fetch`, `sleep` and the clock are parameters.
 */

/** A failed answer as a provider's adapter reads it. */
export interface FailedAnswer {
  /** What the call does, for the sentence ("Sending the mail"). */
  what: string;
  /** The HTTP status. */
  status: number;
  /** The answer's JSON (`{}` when it was none). */
  body: unknown;
  /** The wait the provider asked for when the failure is passing but the tries or the waiting ran out, else null. */
  waitMs: number | null;
}

/** How one provider's answers read: the small part of a call that differs between Google and Slack. */
export interface ProviderAnswers {
  /** At most this many requests, and this much waiting in all, while the person waits in the bar. */
  retry: { tries: number; maxWaitMs: number };
  /** Whether the answer is a success. */
  succeeded(status: number, body: unknown): boolean;
  /** Whether a failed answer is passing, so worth another try. */
  passing(status: number, body: unknown): boolean;
  /** The wait before another try when `Retry-After` says nothing (`attempt` counts from 1). */
  backoffMs(attempt: number): number;
  /** The error for a failed answer. */
  failure(answer: FailedAnswer): Error;
  /** The error when the provider could not be reached. */
  unreachable(what: string): Error;
}

/** The wait `Retry-After` asks for (seconds or an HTTP date), or null when it says nothing usable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Makes the call and answers the provider's JSON (an empty answer as `{}`); throws the provider's error. */
export async function callProvider(
  answers: ProviderAnswers,
  fetchImpl: typeof fetch,
  sleep: (ms: number) => Promise<void>,
  now: () => number,
  what: string,
  url: string,
  init: RequestInit,
): Promise<unknown> {
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, credentials: 'omit' });
    } catch {
      throw answers.unreachable(what);
    }
    const body: unknown = await response.json().catch(() => ({}));
    const { status } = response;
    if (answers.succeeded(status, body)) return body;
    const passing = answers.passing(status, body);
    const wait = retryAfterMs(response.headers.get('retry-after'), now()) ?? answers.backoffMs(attempt);
    if (!passing || attempt >= answers.retry.tries || waited + wait > answers.retry.maxWaitMs)
      throw answers.failure({ what, status, body, waitMs: passing ? wait : null });
    waited += wait;
    await sleep(wait);
  }
}
