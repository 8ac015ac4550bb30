/**
 * Google's token endpoint for a stored grant (issue #22): a fresh access token from the refresh token, with
 * the retry rule Google asks for, and revocation. Neither token is ever logged; log lines name only HTTP
 * statuses and OAuth error codes. developers.google.com/identity/protocols/oauth2/web-server (refresh,
 * revoke), developers.google.com/identity/protocols/oauth2#expiration (why a refresh gives invalid_grant).
 */
import { parseScopes } from './google-scopes';

/** A fresh access token: handed to the extension, never stored. */
export interface AccessToken {
  accessToken: string;
  expiresAt: Date;
  /** The scopes Google says the token covers (null when it did not say). */
  scopes: string[] | null;
}

/** Google refused the refresh token (`invalid_grant`): revoked, expired, unused for 6 months, or a password change. */
export class GrantRevokedError extends Error {}

/** Google did not give a token after the retries; `retryAfterSeconds` says when to try again. */
export class GoogleUnavailableError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Google did not answer with an access token.');
  }
}

/** Where and as whom the server calls Google's token endpoint. */
export interface TokenEndpoint {
  url: string;
  /** `Basic base64(client_id:client_secret)`. */
  authorization: string;
}

/** The retry rule on 429 and 5xx (and network failures): at most 3 tries, at most 5 s of waiting in all. */
export const REFRESH_RETRY = { tries: 3, waitBudgetMs: 5_000, firstBackoffMs: 500, fallbackRetryAfterSeconds: 30 };

const TIMEOUT_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds a Retry-After header asks for (delta-seconds or an HTTP date), or null when it says nothing usable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  if (!/^[A-Z][a-z]{2}, /.test(header.trim())) return null; // an IMF-fixdate, like "Thu, 26 Nov 2026 12:00:00 GMT"
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Refreshes an access token. Retries 429, 5xx and network failures, waiting what Retry-After asks (or 0.5 s,
 * then 1 s) while the wait budget lasts; throws GrantRevokedError on invalid_grant and GoogleUnavailableError
 * when the tries or the budget run out.
 */
export async function refreshAccessToken(
  endpoint: TokenEndpoint,
  refreshToken: string,
  now: () => number = Date.now,
): Promise<AccessToken> {
  const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString();
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    let response: Response | null = null;
    try {
      response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          authorization: endpoint.authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      console.warn(
        `Google's token endpoint could not be reached (try ${attempt}): ${error instanceof Error ? error.name : 'error'}`,
      );
    }
    if (response?.ok) {
      const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (typeof json.access_token !== 'string' || typeof json.expires_in !== 'number') {
        console.error("Google's token endpoint answered 200 without access_token and expires_in.");
        throw new GoogleUnavailableError(REFRESH_RETRY.fallbackRetryAfterSeconds);
      }
      return {
        accessToken: json.access_token,
        expiresAt: new Date(now() + json.expires_in * 1000),
        scopes: parseScopes(json.scope),
      };
    }
    if (response && response.status !== 429 && response.status < 500) {
      const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (json.error === 'invalid_grant') throw new GrantRevokedError('invalid_grant');
      // invalid_client, unauthorized_client...: this server's configuration, not the person's grant.
      console.error(
        `Google refused a token refresh: ${response.status} ${typeof json.error === 'string' ? json.error : ''}`.trim(),
      );
      throw new GoogleUnavailableError(REFRESH_RETRY.fallbackRetryAfterSeconds);
    }
    if (response) {
      await response.body?.cancel();
      console.warn(`Google's token endpoint answered ${response.status} (try ${attempt})`);
    }
    const asked = retryAfterSeconds(response?.headers.get('retry-after') ?? null, now());
    const wait = asked === null ? REFRESH_RETRY.firstBackoffMs * 2 ** (attempt - 1) : asked * 1000;
    if (attempt >= REFRESH_RETRY.tries || waited + wait > REFRESH_RETRY.waitBudgetMs) {
      throw new GoogleUnavailableError(Math.max(1, asked ?? REFRESH_RETRY.fallbackRetryAfterSeconds));
    }
    waited += wait;
    await sleep(wait);
  }
}

/**
 * Revokes a grant at Google's revocation endpoint (form field `token`; revoking the refresh token ends the
 * whole grant). Never throws: sign-out and account deletion go on whatever Google answers; a failure is
 * logged without the token. Google answers 400 invalid_token for a token already revoked: that is done too.
 */
export async function revokeGrant(url: string | null, token: string): Promise<boolean> {
  if (!url) {
    console.warn(
      'The Google grant was forgotten here but not revoked: no revocation endpoint is known (discovery failed or names none).',
    );
    return false;
  }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
      signal: AbortSignal.timeout(3_000),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok || json.error === 'invalid_token') return true;
    console.warn(`Revoking a Google grant failed: Google answered ${response.status}; the grant was forgotten here.`);
  } catch (error) {
    console.warn(
      `Revoking a Google grant failed: ${error instanceof Error ? error.name : 'error'}; the grant was forgotten here.`,
    );
  }
  return false;
}
