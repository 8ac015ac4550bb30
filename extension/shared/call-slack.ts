/**
 * One call to a Slack Web API method through `callProvider` (docs.slack.dev/web-api): the token as bearer, the
 * arguments as a UTF-8 form (`application/x-www-form-urlencoded`, which every method accepts; JSON bodies only some),
 * Slack's `{ ok: false, error }` answers (HTTP 200) turned into a `SlackError` carrying the code, and rate
 * limits (HTTP 429 with `Retry-After`, or `rate_limited`/`ratelimited`) waited out when Slack asks for a short
 * wait (docs.slack.dev/apis/web-api/rate-limits), else reported with the seconds to wait. Pure: `fetch`,
 * `sleep` and the clock are parameters.
 */
import { callProvider, type ProviderAnswers } from './call-provider';

/** Slack refused or failed a call: `code` is Slack's error code (`unreachable` when Slack could not be reached). */
export class SlackError extends Error {
  constructor(
    readonly code: string,
    /** Seconds Slack asked to wait (rate limits), else null. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Slack answered ${code}`);
  }
}

/** The Intently server has no usable Slack grant (`reconnect: true`), or Slack revoked the token: connect Slack again. */
export class ReconnectSlackError extends Error {}

/** Slack's error codes that mean the token is revoked or the app gone: only connecting again helps. */
export const SLACK_REVOKED = new Set([
  'token_revoked',
  'invalid_auth',
  'invalid_refresh_token',
  'account_inactive',
  'not_authed',
  'app_uninstalled',
]);

/** Slack's codes for a rate limit: `ratelimited` with HTTP 429, `rate_limited` from chat.postMessage. */
const RATE_LIMITED = new Set(['ratelimited', 'rate_limited']);

/** Slack's code in an answer that is not `ok`. */
const codeOf = (status: number, body: unknown): string => {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error : status === 429 ? 'ratelimited' : `http_${status}`;
};

/**
 * Slack's answers: `ok: true` is success; only rate limits are retried (1 s when Slack says nothing), at most
 * 3 tries and 10 s of waiting in all while the person waits in the bar.
 */
const SLACK_ANSWERS: ProviderAnswers = {
  retry: { tries: 3, maxWaitMs: 10_000 },
  succeeded: (status, body) => status >= 200 && status < 300 && (body as { ok?: unknown } | null)?.ok === true,
  passing: (status, body) => status === 429 || RATE_LIMITED.has(codeOf(status, body)),
  backoffMs: () => 1000,
  failure: ({ status, body, waitMs }) =>
    waitMs === null
      ? new SlackError(codeOf(status, body))
      : new SlackError('rate_limited', Math.max(1, Math.ceil(waitMs / 1000))),
  unreachable: () => new SlackError('unreachable'),
};

/** Calls `method` at `base` (`https://slack.com`) and answers Slack's `ok: true` body; throws `SlackError` otherwise. */
export const callSlack = async (
  fetchImpl: typeof fetch,
  sleep: (ms: number) => Promise<void>,
  now: () => number,
  base: string,
  token: string,
  method: string,
  args: Record<string, string>,
): Promise<Record<string, unknown>> =>
  (await callProvider(SLACK_ANSWERS, fetchImpl, sleep, now, method, `${base}/api/${method}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(args).toString(),
  })) as Record<string, unknown>;
