/**
 * Slack's OAuth v2 for a connected workspace (issue #23), as the server calls it: the authorize address, the
 * code exchange and the refresh at `oauth.v2.access`, and `auth.revoke`. No token is ever logged; log lines
 * name only HTTP statuses and Slack's error codes. Pages followed: docs.slack.dev/authentication/installing-with-oauth
 * (authorize parameters, the v2 answer with `team`, `scope`, `access_token`), docs.slack.dev/authentication/using-token-rotation
 * (`expires_in` and `refresh_token` with rotation on; each refresh answers a new refresh token),
 * docs.slack.dev/reference/methods/oauth.v2.access and docs.slack.dev/reference/methods/auth.revoke.
 */
import type { SlackConfig } from '../config';
import { retryAfterSeconds } from './google-tokens';

/** The bot scopes /slack asks for: post (`chat:write`) and list public channels for autocomplete (`channels:read`). */
export const SLACK_SCOPES = ['chat:write', 'channels:read'] as const;

/** Slack's error codes that mean the grant is gone (revoked, uninstalled, refresh token used up): connect again. */
export const SLACK_REVOKED_ERRORS = new Set([
  'invalid_refresh_token',
  'invalid_grant',
  'token_revoked',
  'invalid_auth',
  'account_inactive',
  'app_uninstalled',
]);

/** What oauth.v2.access answered: the workspace and the bot token, with its refresh token when rotation is on. */
export interface SlackTokens {
  teamId: string;
  teamName: string;
  scopes: string[];
  accessToken: string;
  /** Seconds the access token lasts (rotation on); null: it does not expire. */
  expiresIn: number | null;
  refreshToken: string | null;
}

/** Slack refused with `{ ok: false, error }`; `code` is Slack's error code. */
export class SlackOAuthError extends Error {
  constructor(readonly code: string) {
    super(`Slack refused: ${code}`);
  }
}

/** Slack did not answer usefully (429, 5xx, unreachable); `retryAfterSeconds` says when to try again. */
export class SlackUnavailableError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Slack did not answer.');
  }
}

const TIMEOUT_MS = 5_000;
const FALLBACK_RETRY_SECONDS = 30;

/** Slack's authorize page (docs.slack.dev: /oauth/v2/authorize); the /auth page follows no other Slack address. */
export const slackAuthorizeEndpoint = (config: SlackConfig) => `${config.baseUrl}/oauth/v2/authorize`;

/** The address the person authorizes the Slack app at, with the bot `scope`. */
export function slackAuthorizeUrl(config: SlackConfig, redirectUri: string, state: string): string {
  const query = new URLSearchParams({
    client_id: config.clientId,
    scope: SLACK_SCOPES.join(','),
    redirect_uri: redirectUri,
    state,
  });
  return `${slackAuthorizeEndpoint(config)}?${query}`;
}

/** One POST of a form to a Slack method; answers the `ok: true` body or throws SlackOAuthError / SlackUnavailableError. */
async function postSlack(
  config: SlackConfig,
  method: string,
  form: Record<string, string>,
  authorization: string,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/api/${method}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.warn(`Slack's ${method} could not be reached: ${error instanceof Error ? error.name : 'error'}`);
    throw new SlackUnavailableError(FALLBACK_RETRY_SECONDS);
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status === 429 || response.status >= 500) {
    console.warn(`Slack's ${method} answered ${response.status}.`);
    throw new SlackUnavailableError(
      Math.max(1, retryAfterSeconds(response.headers.get('retry-after')) ?? FALLBACK_RETRY_SECONDS),
    );
  }
  if (json.ok === true) return json;
  const code = typeof json.error === 'string' ? json.error : `http_${response.status}`;
  if (code === 'ratelimited' || code === 'rate_limited') throw new SlackUnavailableError(FALLBACK_RETRY_SECONDS);
  throw new SlackOAuthError(code);
}

const clientAuthorization = (config: SlackConfig) =>
  `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;

function tokensOf(json: Record<string, unknown>): SlackTokens {
  const team = (json.team ?? {}) as { id?: unknown; name?: unknown };
  if (typeof json.access_token !== 'string' || typeof team.id !== 'string') {
    console.error('Slack answered oauth.v2.access without access_token and team.id.');
    throw new SlackUnavailableError(FALLBACK_RETRY_SECONDS);
  }
  return {
    teamId: team.id,
    teamName: typeof team.name === 'string' ? team.name : team.id,
    scopes: typeof json.scope === 'string' ? json.scope.split(',').filter(Boolean) : [],
    accessToken: json.access_token,
    expiresIn: typeof json.expires_in === 'number' ? json.expires_in : null,
    refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : null,
  };
}

/** Trades the code Slack sent to the /auth page for the workspace's bot token. */
export async function exchangeSlackCode(config: SlackConfig, code: string, redirectUri: string): Promise<SlackTokens> {
  return tokensOf(
    await postSlack(config, 'oauth.v2.access', { code, redirect_uri: redirectUri }, clientAuthorization(config)),
  );
}

/** Mints a new access token (and refresh token: the old one stops working) from a rotating grant's refresh token. */
export async function refreshSlackToken(config: SlackConfig, refreshToken: string): Promise<SlackTokens> {
  return tokensOf(
    await postSlack(
      config,
      'oauth.v2.access',
      { grant_type: 'refresh_token', refresh_token: refreshToken },
      clientAuthorization(config),
    ),
  );
}

/**
 * Revokes a token at Slack (`auth.revoke`, the token as bearer). Never throws: disconnecting and account
 * deletion go on whatever Slack answers; a token Slack already refuses counts as revoked.
 */
export async function revokeSlackToken(config: SlackConfig, accessToken: string): Promise<boolean> {
  try {
    await postSlack(config, 'auth.revoke', {}, `Bearer ${accessToken}`);
    return true;
  } catch (error) {
    if (error instanceof SlackOAuthError && SLACK_REVOKED_ERRORS.has(error.code)) return true;
    console.warn(
      `Revoking a Slack grant failed (${error instanceof SlackOAuthError ? error.code : 'Slack did not answer'}); the grant was forgotten here.`,
    );
    return false;
  }
}
