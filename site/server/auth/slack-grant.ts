/**
 * The account's Slack grant (issue #23): minting the access token the extension calls Slack's Web API with,
 * and revoking the grant. With token rotation on, the server keeps the access token and its refresh token
 * sealed and refreshes shortly before the access token lapses (each refresh answers a new refresh token,
 * stored compare-and-set). Without rotation Slack hands over one long-lived bot token: the server hands that
 * token out (the extension must call Slack itself, DESIGN.md data flow) with an `expiresAt` an hour ahead,
 * after which the extension asks again, so a disconnect or revocation is noticed within the hour.
 */
import type { SlackConfig } from '../config';
import { ApiError } from '../http/api-error';
import type { SlackGrantStore, StoredSlackGrant } from '../storage/slack-grant-store';
import {
  refreshSlackToken,
  revokeSlackToken,
  SLACK_REVOKED_ERRORS,
  SlackOAuthError,
  SlackUnavailableError,
  type SlackTokens,
} from './slack-oauth';
import { decryptToken, encryptToken } from './token-cipher';

/** Sentences of the Slack grant's answers; each answer that carries `reconnect: true` means "connect Slack again". */
export const SLACK_MESSAGES = {
  disabled: "Connecting Slack isn't available on this server right now. Please try again later.",
  missing: 'Intently is not connected to a Slack workspace yet. Connect Slack to post from /slack.',
  revoked: 'Slack access was revoked or has expired. Reconnect Slack to go on.',
  declined: 'Slack did not grant the permission to post messages (chat:write): connect Slack again and allow it.',
  unavailable: (seconds: number) =>
    `Slack is not handing out access tokens right now; please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  state:
    'This Slack connection has expired, was already used or was started by another account; choose Connect Slack in Intently again.',
  refused: (code: string) => `Slack did not accept this connection (${code}); choose Connect Slack in Intently again.`,
  redirect: 'This redirect address is not allowed; connect Slack from the Intently /auth page.',
} as const;

/** How long a non-rotating token is handed out for before the extension asks again. */
export const HAND_OUT_MS = 60 * 60_000;
/** A rotating access token is refreshed when it has less than this left. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/** What POST /api/tokens/slack answers. */
export interface SlackAccessToken {
  accessToken: string;
  expiresAt: string;
  teamId: string;
  teamName: string;
  scopes: string[];
}

/** The sealed form of a fresh token answer, to store for `accountId` (only that account's row opens it). */
export function sealTokens(
  key: Buffer,
  tokens: SlackTokens,
  now: number,
  accountId: string,
): Pick<StoredSlackGrant, 'sealedAccessToken' | 'expiresAt' | 'sealedRefreshToken'> {
  return {
    sealedAccessToken: encryptToken(key, tokens.accessToken, accountId),
    expiresAt: tokens.expiresIn === null ? null : new Date(now + tokens.expiresIn * 1000),
    sealedRefreshToken: tokens.refreshToken ? encryptToken(key, tokens.refreshToken, accountId) : null,
  };
}

/** The revoked answer, after forgetting the grant (if it is still the one that failed). */
async function revoked(store: SlackGrantStore, accountId: string, stored: StoredSlackGrant): Promise<never> {
  await store.forget(accountId, stored.sealedAccessToken);
  throw new ApiError(409, SLACK_MESSAGES.revoked, { reconnect: true });
}

/**
 * The access token for the account's workspace: the stored one while it has time left, else a refreshed one.
 * Throws ApiError 409 `reconnect` (none, revoked, unreadable) or 503 with Retry-After seconds in `details`.
 */
export async function slackAccessToken(
  config: SlackConfig,
  key: Buffer,
  store: SlackGrantStore,
  accountId: string,
  now = Date.now,
  retried = false,
): Promise<SlackAccessToken> {
  const stored = await store.find(accountId);
  if (!stored) throw new ApiError(409, SLACK_MESSAGES.missing, { reconnect: true });
  const answer = (accessToken: string, expiresAt: Date) => ({
    accessToken,
    expiresAt: expiresAt.toISOString(),
    teamId: stored.teamId,
    teamName: stored.teamName,
    scopes: stored.scopes,
  });
  let access: string;
  let refresh: string | null;
  try {
    access = decryptToken(key, stored.sealedAccessToken, accountId);
    refresh = stored.sealedRefreshToken ? decryptToken(key, stored.sealedRefreshToken, accountId) : null;
  } catch {
    // Sealed with another key (TOKEN_ENCRYPTION_KEY changed) or for another account: unusable, so as good as revoked.
    console.warn('A stored Slack grant could not be decrypted with TOKEN_ENCRYPTION_KEY; it was forgotten.');
    return revoked(store, accountId, stored);
  }
  if (!refresh) return answer(access, new Date(now() + HAND_OUT_MS));
  if (stored.expiresAt && stored.expiresAt.getTime() - now() > REFRESH_MARGIN_MS)
    return answer(access, stored.expiresAt);
  let tokens: SlackTokens;
  try {
    tokens = await refreshSlackToken(config, refresh);
  } catch (error) {
    if (error instanceof SlackOAuthError && SLACK_REVOKED_ERRORS.has(error.code)) {
      // Another request may have used this refresh token first and stored the next one: read again, once.
      const current = await store.find(accountId);
      if (!retried && current && current.sealedAccessToken !== stored.sealedAccessToken)
        return slackAccessToken(config, key, store, accountId, now, true);
      return revoked(store, accountId, stored);
    }
    if (error instanceof SlackUnavailableError)
      throw new ApiError(503, SLACK_MESSAGES.unavailable(error.retryAfterSeconds), {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    if (error instanceof SlackOAuthError) {
      // invalid_client_id, bad_client_secret...: this server's configuration, not the person's grant.
      console.error(`Slack refused a token refresh: ${error.code}`);
      throw new ApiError(503, SLACK_MESSAGES.unavailable(30), { retryAfterSeconds: 30 });
    }
    throw error;
  }
  const sealed = sealTokens(key, tokens, now(), accountId);
  await store.replaceTokens(accountId, stored.sealedAccessToken, sealed);
  return answer(tokens.accessToken, sealed.expiresAt ?? new Date(now() + HAND_OUT_MS));
}

/**
 * Forgets an account's Slack grant and revokes it at Slack (disconnect, "Delete my account"). Never throws:
 * the person's disconnect or deletion must not fail because Slack did not answer.
 */
export async function revokeSlackGrantOf(
  config: SlackConfig | null,
  key: Buffer | null,
  store: SlackGrantStore,
  accountId: string,
): Promise<void> {
  try {
    const grant = await store.take(accountId);
    if (!grant) return;
    if (!config || !key) {
      console.warn('A Slack grant was forgotten here but not revoked: this server is not configured for Slack.');
      return;
    }
    let access = decryptToken(key, grant.sealedAccessToken, accountId);
    // An expired rotating token cannot revoke itself: mint a fresh one with the refresh token first.
    if (grant.sealedRefreshToken && grant.expiresAt && grant.expiresAt.getTime() <= Date.now()) {
      access = (await refreshSlackToken(config, decryptToken(key, grant.sealedRefreshToken, accountId))).accessToken;
    }
    await revokeSlackToken(config, access);
  } catch (error) {
    console.warn(
      `Revoking a Slack grant failed: ${error instanceof SlackOAuthError ? error.code : error instanceof Error ? error.name : 'error'}; it was forgotten here.`,
    );
  }
}
