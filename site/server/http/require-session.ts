import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, SessionCredential } from '../app-env';
import { hashSecret } from '../auth/session-token';
import { ApiError } from './api-error';
import { checkTrustedOrigin } from './origin-policy';
import { readSessionCookie } from './session-cookie';

/** Message for requests without a valid session. */
export const SIGN_IN_REQUIRED = 'Please sign in: this needs a session, and yours is missing or has expired.';

const BEARER = /^Bearer ([\w-]{1,256})$/i;

/** The session token a request carries: the extension's `Authorization: Bearer` header wins over the site's cookie. */
export function sessionToken(
  c: Context,
  trustProxy: boolean,
): { token: string; credential: SessionCredential } | undefined {
  const bearer = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  if (bearer) return { token: bearer, credential: 'bearer' };
  const cookie = readSessionCookie(c, trustProxy);
  return cookie ? { token: cookie, credential: 'cookie' } : undefined;
}

/**
 * The request's signed-in account, or a 401 before any body is read: a forged credential costs one indexed
 * lookup. A write with the cookie must also come from a trusted Origin (the browser sends cookies by itself,
 * so it could be cross-site request forgery); a bearer token is never sent ambiently, so a write with one
 * needs no Origin check.
 */
export async function loadSession(
  { config, storage }: Pick<AppDeps, 'config' | 'storage'>,
  c: Context,
  access: 'read' | 'write',
) {
  const session = sessionToken(c, config.trustProxy);
  if (!session) throw new ApiError(401, SIGN_IN_REQUIRED);
  if (access === 'write' && session.credential === 'cookie') checkTrustedOrigin(c, config.allowedOrigins);
  const hash = hashSecret(session.token);
  const account = await storage.accounts.findBySession(hash);
  if (!account) throw new ApiError(401, SIGN_IN_REQUIRED);
  return { account, hash, credential: session.credential };
}

/** Middleware that loads the session's account into the context (`loadSession`), or answers 401. */
export function requireSession(deps: AppDeps, access: 'read' | 'write'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { account, hash, credential } = await loadSession(deps, c, access);
    c.set('account', account);
    c.set('sessionHash', hash);
    c.set('credential', credential);
    await next();
  };
}
