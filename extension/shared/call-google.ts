/**
 * One call to a Google API (Gmail, People, Calendar) through `callProvider`: Google's 429 and 5xx retried with
 * exponential backoff unless `Retry-After` says how long, and every failure turned into a sentence built from
 * Google's error body `{ error: { code, message, status } }` (developers.google.com/gmail/api/guides/handle-errors).
 * Pure: `fetch` and `sleep` are parameters.
 */
import { callProvider, type ProviderAnswers } from './call-provider';

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

/** Google's documented error body. */
interface GoogleErrorBody {
  error?: { code?: number; message?: string; status?: string } | string;
  error_description?: string;
}

const passing = (status: number) => status === 429 || status >= 500;

/** The sentence for a failed call: what failed, and Google's own words and status when it gave them. */
export function googleErrorSentence(what: string, status: number, body: unknown): string {
  const error = (body as GoogleErrorBody | null)?.error;
  const message = typeof error === 'object' ? error?.message : (body as GoogleErrorBody | null)?.error_description;
  const name = typeof error === 'object' ? error?.status : error;
  const said = message
    ? `Google said "${message}" (${[status, name].filter(Boolean).join(' ')})`
    : `Google answered ${status}${name ? ` ${name}` : ''}`;
  return `${what} failed: ${said}.${passing(status) ? ' Please try again in a few minutes.' : ''}`;
}

/** Google's answers: at most 4 requests and 15 s of waiting, backoff from 1 s, Google's words on failure. */
const GOOGLE_ANSWERS: ProviderAnswers = {
  retry: { tries: 4, maxWaitMs: 15_000 },
  succeeded: (status) => status >= 200 && status < 300,
  passing,
  backoffMs: (attempt) => 1000 * 2 ** (attempt - 1),
  failure: ({ what, status, body }) => new GoogleError(googleErrorSentence(what, status, body), status),
  unreachable: (what) =>
    new GoogleError(`${what} failed: Google could not be reached; check the connection and try again.`, 0),
};

/**
 * Makes the call and answers Google's JSON (an empty answer as `{}`); throws a `GoogleError` with the sentence
 * to show. `what` names the action for that sentence ("Sending the mail").
 */
export const callGoogle = (
  fetchImpl: typeof fetch,
  sleep: (ms: number) => Promise<void>,
  now: () => number,
  what: string,
  url: string,
  init: RequestInit,
): Promise<unknown> => callProvider(GOOGLE_ANSWERS, fetchImpl, sleep, now, what, url, init);
