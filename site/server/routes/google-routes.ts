import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { GOOGLE_ACCESS_DISABLED, GRANT_MESSAGES } from '../auth/google-grant';
import { covers, GOOGLE_GRANTS } from '../auth/google-scopes';
import { GoogleUnavailableError, GrantRevokedError } from '../auth/google-tokens';
import { decryptToken } from '../auth/token-cipher';
import { ApiError } from '../http/api-error';
import { readJson } from '../http/json-body';
import { createRateLimiter } from '../http/rate-limiter';
import { requireSession } from '../http/require-session';
import type { ApiAnswer } from '../../../extension/account/api-contract';

const TokenBody = z.object({
  grant: z.enum(GOOGLE_GRANTS, {
    error: 'Send "grant" as "gmail" or "calendar": the Google access the command needs.',
  }),
});

/** SPEC §6 Basic plan ("rate limits apply"; every account during the beta): the sentence of a reached limit. */
export const planLimitReached = (limit: number, resetsAt: Date, seconds: number) =>
  `The Basic plan allows ${limit} Google access tokens per hour, and this account has used them all; ` +
  `more are available at ${resetsAt.toISOString().slice(11, 16)} UTC, in ${Math.ceil(seconds / 60)} minutes.`;

/**
 * POST /api/tokens/google (issue #22): a short-lived Google access token for the signed-in extension (or
 * site), minted from the account's stored grant; the access token is handed over and never stored or logged.
 */
export function googleRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config, storage, google } = deps;
  const routes = new Hono<AppEnv>();
  const perHour = config.googleTokensPerHour;
  const plan = perHour > 0 ? createRateLimiter(storage.rateLimits.hit, perHour, Date.now, 60) : null;

  routes.post('/tokens/google', requireSession(deps, 'write'), async (c) => {
    const { grant } = await readJson(c, TokenBody);
    if (!google || !config.tokenKey) throw new ApiError(503, GOOGLE_ACCESS_DISABLED);
    const accountId = c.get('account').id;
    const stored = await storage.grants.find(accountId);
    if (!stored || (stored.scopes && !covers(stored.scopes, grant)))
      throw new ApiError(409, GRANT_MESSAGES.missing(grant), { reconnect: true });
    let refreshToken: string;
    try {
      refreshToken = decryptToken(config.tokenKey, stored.sealedToken, accountId);
    } catch {
      // Sealed with another key (TOKEN_ENCRYPTION_KEY changed) or for another account: unusable, so as good as revoked.
      console.warn('A stored Google grant could not be decrypted with TOKEN_ENCRYPTION_KEY; it was forgotten.');
      await storage.grants.forget(accountId, stored.sealedToken);
      throw new ApiError(409, GRANT_MESSAGES.revoked, { reconnect: true });
    }
    // Counted once the request would reach Google: a refusal above costs nothing.
    if (plan) {
      const decision = await plan.hit(`google-token:${accountId}`);
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        throw new ApiError(429, planLimitReached(perHour, decision.resetsAt, decision.retryAfterSeconds), {
          limit: perHour,
          resetsAt: decision.resetsAt.toISOString(),
        });
      }
    }
    try {
      const token = await google.refreshAccessToken(refreshToken);
      const scopes = token.scopes ?? stored.scopes ?? [];
      if (token.scopes && token.scopes.join(' ') !== stored.scopes?.join(' '))
        await storage.grants.updateScopes(accountId, stored.sealedToken, token.scopes);
      if (!covers(scopes, grant)) throw new ApiError(409, GRANT_MESSAGES.missing(grant), { reconnect: true });
      return c.json({
        accessToken: token.accessToken,
        expiresAt: token.expiresAt.toISOString(),
        scopes,
      } satisfies ApiAnswer<'googleToken'>);
    } catch (error) {
      if (error instanceof GrantRevokedError) {
        await storage.grants.forget(accountId, stored.sealedToken);
        throw new ApiError(409, GRANT_MESSAGES.revoked, { reconnect: true });
      }
      if (error instanceof GoogleUnavailableError) {
        c.header('Retry-After', String(error.retryAfterSeconds));
        throw new ApiError(503, GRANT_MESSAGES.unavailable(error.retryAfterSeconds));
      }
      throw error;
    }
  });
  return routes;
}
