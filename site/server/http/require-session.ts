import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { hashSecret } from '../auth/session-token';
import { ApiError } from './api-error';
import { readSessionCookie } from './session-cookie';

/** Message for requests without a valid session. */
export const SIGN_IN_REQUIRED = 'Please sign in: this needs a session, and yours is missing or has expired.';

/** Loads the account of the session cookie into the context, or answers 401. */
export function requireSession({ config, storage }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionCookie(c, config.trustProxy);
    const hash = token ? hashSecret(token) : undefined;
    const account = hash ? await storage.accounts.findBySession(hash) : null;
    if (!account || !hash) throw new ApiError(401, SIGN_IN_REQUIRED);
    c.set('account', account);
    c.set('sessionHash', hash);
    await next();
  };
}

/**
 * Puts the session cookie's token hash into the context without a database call, or answers 401 when there
 * is no cookie; the write that follows checks the session in its own statement (see SyncStore).
 */
export function requireSessionCookie({ config }: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionCookie(c, config.trustProxy);
    if (!token) throw new ApiError(401, SIGN_IN_REQUIRED);
    c.set('sessionHash', hashSecret(token));
    await next();
  };
}
