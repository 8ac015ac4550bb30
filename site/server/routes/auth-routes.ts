import { createHash, randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { hashSecret, newSessionToken } from '../auth/session-token';
import { encryptToken } from '../auth/token-cipher';
import { SIGN_IN_DISABLED } from '../config';
import { ApiError } from '../http/api-error';
import { readJson } from '../http/json-body';
import { requireTrustedOrigin } from '../http/origin-policy';
import { rateLimit } from '../http/rate-limit';
import { clearSessionCookie, readSessionCookie, SESSION_DAYS, writeSessionCookie } from '../http/session-cookie';

const STATE_MINUTES = 10;
const text = (field: string, max: number) =>
  z.string({ error: `Send "${field}" as text.` }).min(1, `"${field}" must not be empty.`).max(max, `"${field}" must be at most ${max} characters.`);

const StartBody = z.object({ redirectUri: text('redirectUri', 2048), source: z.enum(['extension', 'site']).optional() });
// SPEC §3 Authentication callback payload (code, redirectUri) plus optional PKCE verifier and state.
const CallbackBody = z.object({
  code: text('code', 2048),
  redirectUri: text('redirectUri', 2048),
  codeVerifier: z.string({ error: 'Send "codeVerifier" as text.' }).regex(/^[\w.~-]{43,128}$/, '"codeVerifier" must be 43 to 128 letters, digits or -._~ (RFC 7636).').optional(),
  state: text('state', 512).optional(),
});

const STATE_MISMATCH = 'This sign-in has expired or its state does not match; please start the sign-in again.';

/** Sign-in: start (state + PKCE), code exchange with session rotation, and logout. */
export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config, storage, oidc } = deps;
  const routes = new Hono<AppEnv>();
  const trusted = requireTrustedOrigin(config.allowedOrigins);
  const limited = rateLimit(deps, 'auth');
  const enabled: MiddlewareHandler = async (_c, next) => {
    if (!oidc) throw new ApiError(503, SIGN_IN_DISABLED);
    await next();
  };
  const allowedRedirect = (uri: string) => {
    if (!config.oidc?.redirectUris.includes(uri)) {
      throw new ApiError(400, 'This redirect address is not allowed; sign in from the Intently /auth page.');
    }
  };

  routes.post('/auth/start', enabled, limited, async (c) => {
    const body = await readJson(c, StartBody);
    allowedRedirect(body.redirectUri);
    // SPEC §7: a random state prefixed extension_ or oauth_.
    const state = `${body.source === 'extension' ? 'extension_' : 'oauth_'}${randomBytes(24).toString('base64url')}`;
    const codeVerifier = randomBytes(32).toString('base64url');
    const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
    await storage.accounts.saveAuthState({ state, codeVerifier, redirectUri: body.redirectUri }, new Date(Date.now() + STATE_MINUTES * 60_000));
    return c.json({ url: await oidc!.authorizationUrl({ redirectUri: body.redirectUri, state, codeChallenge }), state });
  });

  routes.post('/auth/callback', enabled, trusted, limited, async (c) => {
    const body = await readJson(c, CallbackBody);
    allowedRedirect(body.redirectUri);
    let codeVerifier = body.codeVerifier;
    if (body.state !== undefined) {
      const started = await storage.accounts.takeAuthState(body.state);
      if (!started || started.redirectUri !== body.redirectUri) throw new ApiError(400, STATE_MISMATCH);
      codeVerifier = started.codeVerifier;
    }
    if (!(await storage.accounts.claimAuthCode(hashSecret(body.code)))) {
      throw new ApiError(400, 'This sign-in code was already used; please start the sign-in again.');
    }
    const signIn = await oidc!.exchangeCode({ code: body.code, redirectUri: body.redirectUri, codeVerifier });
    const { refreshToken, ...profile } = signIn;
    const account = await storage.accounts.upsert({
      ...profile,
      refreshToken: refreshToken && config.tokenKey ? encryptToken(config.tokenKey, refreshToken) : null,
    });
    // Rotate: the session the browser had before this sign-in stops working.
    const previous = readSessionCookie(c, config.trustProxy);
    if (previous) await storage.accounts.deleteSession(hashSecret(previous));
    const session = newSessionToken();
    await storage.accounts.createSession(account.id, session.hash, new Date(Date.now() + SESSION_DAYS * 86_400_000));
    writeSessionCookie(c, config.trustProxy, session.token);
    return c.json({ ok: true, account: { email: account.email, name: account.name, picture: account.picture } });
  });

  routes.post('/logout', trusted, async (c) => {
    const token = readSessionCookie(c, config.trustProxy);
    if (token) await storage.accounts.deleteSession(hashSecret(token));
    clearSessionCookie(c, config.trustProxy);
    return c.json({ ok: true });
  });
  return routes;
}
