/**
 * One call to a Slack Web API method with an access token (docs.slack.dev/web-api): the token as bearer, the
 * arguments as a UTF-8 form (`application/x-www-form-urlencoded`, which every method accepts; JSON bodies only some),
 * Slack's `{ ok: false, error }` answers (HTTP 200) turned into a `SlackError` carrying the code, and rate
 * limits (HTTP 429 with `Retry-After`, or `rate_limited`/`ratelimited`) waited out when Slack asks for a short
 * wait (docs.slack.dev/apis/web-api/rate-limits), else reported with the seconds to wait. Pure: `fetch`,
 * `sleep` and the clock are parameters.
 */
import { retryAfterMs } from './call-google';

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

/** Rate limits waited out while the person waits in the bar: at most 3 tries and 10 s of waiting in all. */
export const SLACK_RETRY = { tries: 3, maxWaitMs: 10_000 } as const;

/** Slack's codes for a rate limit: `ratelimited` with HTTP 429, `rate_limited` from chat.postMessage. */
const RATE_LIMITED = new Set(['ratelimited', 'rate_limited']);

/** Calls `method` at `base` (`https://slack.com`) and answers Slack's `ok: true` body; throws `SlackError` otherwise. */
export async function callSlack(
  fetchImpl: typeof fetch,
  sleep: (ms: number) => Promise<void>,
  now: () => number,
  base: string,
  token: string,
  method: string,
  args: Record<string, string>,
): Promise<Record<string, unknown>> {
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetchImpl(`${base}/api/${method}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(args).toString(),
        credentials: 'omit',
      });
    } catch {
      throw new SlackError('unreachable');
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok && body.ok === true) return body;
    const code =
      typeof body.error === 'string' ? body.error : response.status === 429 ? 'ratelimited' : `http_${response.status}`;
    if (!RATE_LIMITED.has(code) && response.status !== 429) throw new SlackError(code);
    // Slack's rate limit: wait what Retry-After asks (1 s when it says nothing) while the budget lasts.
    const asked = retryAfterMs(response.headers.get('retry-after'), now());
    const wait = asked ?? 1000;
    if (attempt >= SLACK_RETRY.tries || waited + wait > SLACK_RETRY.maxWaitMs)
      throw new SlackError('rate_limited', Math.max(1, Math.ceil(wait / 1000)));
    waited += wait;
    await sleep(wait);
  }
}
