/**
 * One call to a Google API (Gmail, People, Calendar) with an access token: JSON in and out, Google's 429
 * and 5xx retried with backoff that honours `Retry-After` (bounded in tries and in total wait), and every
 * failure turned into a sentence built from Google's error body `{ error: { code, message, status } }`
 * (developers.google.com/gmail/api/guides/handle-errors). Pure: `fetch` and `sleep` are parameters.
 */

/** Google refused or failed a call; `status` is the HTTP status (0: Google could not be reached). */
export class GoogleError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The Intently server has no usable Google grant for the call (`reconnect: true`): the person must connect Google again. */
export class ReconnectGoogleError extends Error {}

/** How often and how long a call made while the person waits in the bar is retried: at most 4 requests and 15 s of waiting. */
const RETRY = { tries: 4, maxWaitMs: 15_000 } as const;

/** Google's documented error body. */
interface GoogleErrorBody {
  error?: { code?: number; message?: string; status?: string } | string;
  error_description?: string;
}

const retryable = (status: number) => status === 429 || status >= 500;

/** The wait `Retry-After` asks for (seconds or an HTTP date), or null when it says nothing usable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The sentence for a failed call: what failed, and Google's own words and status when it gave them. */
export function googleErrorSentence(what: string, status: number, body: unknown): string {
  const error = (body as GoogleErrorBody | null)?.error;
  const message = typeof error === 'object' ? error?.message : (body as GoogleErrorBody | null)?.error_description;
  const name = typeof error === 'object' ? error?.status : error;
  const said = message
    ? `Google said "${message}" (${[status, name].filter(Boolean).join(' ')})`
    : `Google answered ${status}${name ? ` ${name}` : ''}`;
  return `${what} failed: ${said}.${retryable(status) ? ' Please try again in a few minutes.' : ''}`;
}

/**
 * Makes the call and answers Google's JSON (an empty answer as `{}`); throws a `GoogleError` with the sentence
 * to show. `what` names the action for that sentence ("Sending the mail").
 */
export async function callGoogle(
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
      throw new GoogleError(`${what} failed: Google could not be reached; check the connection and try again.`, 0);
    }
    const body: unknown = await response.json().catch(() => ({}));
    if (response.ok) return body;
    // Exponential backoff from 1 s unless Google says how long to wait.
    const wait = retryAfterMs(response.headers.get('retry-after'), now()) ?? 1000 * 2 ** (attempt - 1);
    if (!retryable(response.status) || attempt >= RETRY.tries || waited + wait > RETRY.maxWaitMs) {
      throw new GoogleError(googleErrorSentence(what, response.status, body), response.status);
    }
    waited += wait;
    await sleep(wait);
  }
}
