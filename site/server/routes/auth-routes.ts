import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { GOOGLE_ACCESS_DISABLED, GRANT_MESSAGES, revokeGrantOf } from '../auth/google-grant';
import { covers, GOOGLE_GRANTS, GRANT_SCOPES } from '../auth/google-scopes';
import { hashSecret, newSessionToken } from '../auth/session-token';
import { slackAuthorizeEndpoint } from '../auth/slack-oauth';
import { encryptToken } from '../auth/token-cipher';
import { SIGN_IN_UNAVAILABLE } from '../config';
import { ApiError } from '../http/api-error';
import { readJson } from '../http/json-body';
import { checkTrustedOrigin, requireTrustedOrigin } from '../http/origin-policy';
import { rateLimit } from '../http/rate-limit';
import { ownOrigin } from '../http/request-origin';
import { loadSession, sessionToken, SIGN_IN_REQUIRED } from '../http/require-session';
import { clearSessionCookie, readSessionCookie, SESSION_DAYS, writeSessionCookie } from '../http/session-cookie';
import type { ExtensionSignIn, GrantStart } from '../storage/account-store';
import type { ApiAnswer } from '../../../extension/account/api-contract';

const STATE_MINUTES = 10;
/** How long the /auth page's hand-over code waits for the extension to redeem it. */
const HAND_OVER_MINUTES = 2;

const text = (field: string, max: number) =>
  z
    .string({ error: `Send "${field}" as text.` })
    .min(1, `"${field}" must not be empty.`)
    .max(max, `"${field}" must be at most ${max} characters.`);
const verifier = (field: string) =>
  z
    .string({ error: `Send "${field}" as text.` })
    .regex(/^[\w.~-]{43,128}$/, `"${field}" must be 43 to 128 letters, digits or -._~ (RFC 7636).`);

// The extension's part of a sign-in it starts itself (extension/account/sign-in.ts); its id is its request's Origin.
const ExtensionBody = z.object(
  {
    state: z
      .string({ error: 'Send "extension.state" as text.' })
      .regex(
        /^extension_[\w-]{16,128}$/,
        '"extension.state" must be "extension_" followed by 16 to 128 letters, digits, - or _.',
      ),
    challenge: z
      .string({ error: 'Send "extension.challenge" as text.' })
      .regex(
        /^[\w-]{43}$/,
        '"extension.challenge" must be the base64url SHA-256 of the extension\'s verifier: 43 letters, digits, - or _.',
      ),
  },
  {
    error:
      'Send "extension" as an object with "state" and "challenge": the sign-in\'s id and the SHA-256 of its verifier.',
  },
);
const StartBody = z.object({
  redirectUri: text('redirectUri', 2048),
  source: z.enum(['extension', 'site'], { error: '"source" must be "extension" or "site".' }).optional(),
  extension: ExtensionBody.optional(),
  // Issue #22: a signed-in account adding Google access, asked for when a command first needs it.
  grant: z
    .enum(GOOGLE_GRANTS, { error: '"grant" must be "gmail" or "calendar": the Google access to add.' })
    .optional(),
});
// SPEC §3 Authentication callback payload (code, redirectUri) plus optional PKCE verifier and state.
const CallbackBody = z.object({
  code: text('code', 2048),
  redirectUri: text('redirectUri', 2048),
  codeVerifier: verifier('codeVerifier').optional(),
  state: text('state', 512).optional(),
});
const ExtensionTokenBody = z.object({
  code: z
    .string({ error: 'Send "code" as text: the hand-over code the /auth page passed to the extension.' })
    .regex(/^[\w-]{16,128}$/, '"code" must be 16 to 128 letters, digits, - or _.'),
  verifier: verifier('verifier'),
});

/** Refusal of a grant start that also carries an extension sign-in. */
export const GRANT_WITH_EXTENSION =
  'Adding Google access is for an account already signed in; send "grant" without "extension".';

const STATE_MISMATCH = 'This sign-in has expired or its state does not match; please start the sign-in again.';
/** Refusals of an extension sign-in and its hand-over. */
export const HAND_OVER_REFUSED = {
  extension:
    'Only the Intently extension starts its own sign-in: this request did not come from an extension this server hands sign-ins to.',
  code: 'This sign-in hand-over code is unknown, was already used or is older than 2 minutes; start the sign-in again from Intently.',
  origin:
    'This sign-in was handed over to another extension, and only that one can finish it; start the sign-in again from Intently.',
  verifier: "This verifier does not match the one of the extension's sign-in; start the sign-in again from Intently.",
} as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const profileOf = ({ email, name, picture }: { email: string; name: string; picture: string }) => ({
  email,
  name,
  picture,
});

/**
 * Sign-in: what the /auth page may talk to (the allowed extensions and the providers' authorization endpoints),
 * start (state + PKCE; an extension's sign-in only from that extension itself, with its own challenge), code
 * exchange (a session cookie for the site, or a one-time hand-over code for the extension), the extension's
 * token for that code (ending the session it held before), and logout of either kind of session.
 */
export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config, storage, identity } = deps;
  const routes = new Hono<AppEnv>();
  const trusted = requireTrustedOrigin(config.allowedOrigins);
  const limited = rateLimit(deps, 'auth');
  const enabled: MiddlewareHandler = async (_c, next) => {
    if (!identity) throw new ApiError(503, SIGN_IN_UNAVAILABLE);
    await next();
  };
  // Only the local provider returns to the server's own address; Google's redirects are a fixed list.
  const serverOrigin = (c: Context<AppEnv>) =>
    identity?.kind === 'local' ? ownOrigin(c, config.trustProxy, config.allowedOrigins) : undefined;
  const allowedRedirect = (uri: string, origin: string | undefined) => {
    if (!identity!.redirectAllowed(uri, origin)) {
      throw new ApiError(400, 'This redirect address is not allowed; sign in from the Intently /auth page.');
    }
  };
  /** Ends a session; answers its account's id, or null when the token named no live session. */
  const endSession = async (token: string) => {
    const hash = hashSecret(token);
    const account = await storage.accounts.findBySession(hash);
    await storage.accounts.deleteSession(hash);
    return account?.id ?? null;
  };
  const newSession = async (accountId: string) => {
    const session = newSessionToken();
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    await storage.accounts.createSession(accountId, session.hash, expiresAt);
    return { ...session, expiresAt };
  };

  /** For a grant: the signed-in account (bearer, or cookie from a trusted Origin), else 401; and Google must be on. */
  const grantingAccount = async (c: Context<AppEnv>) => {
    if (!deps.google || !config.tokenKey) throw new ApiError(503, GOOGLE_ACCESS_DISABLED);
    return (await loadSession(deps, c, 'write')).account;
  };

  /**
   * The extension that sent this request, when it carries an extension's sign-in: a browser writes the Origin of
   * an extension's request itself, and no page can send another's, so a sign-in is handed over only to the
   * extension that started it (docs/accounts-and-sync.md "Flows the extension starts").
   */
  const startingExtension = (c: Context<AppEnv>) => {
    const origin = c.req.header('origin') ?? '';
    if (!config.extensionOrigins.includes(origin)) throw new ApiError(403, HAND_OVER_REFUSED.extension);
    return origin.slice('chrome-extension://'.length);
  };

  routes.get('/auth/config', limited, async (c) => {
    // A provider that cannot be reached now is left out: the page then follows no address to it.
    const authorizeUrl = identity && (await identity.authorizationEndpoint(serverOrigin(c)).catch(() => null));
    const answer = {
      extensionIds: config.extensionOrigins.map((origin) => origin.slice('chrome-extension://'.length)),
      signIn: authorizeUrl ? { authorizeUrl, local: identity!.kind === 'local' } : null,
      slack: config.slack ? { authorizeUrl: slackAuthorizeEndpoint(config.slack) } : null,
    };
    return c.json(answer satisfies ApiAnswer<'authConfig'>);
  });

  routes.post('/auth/start', enabled, limited, async (c) => {
    const body = await readJson(c, StartBody);
    const origin = serverOrigin(c);
    allowedRedirect(body.redirectUri, origin);
    if (body.extension && body.grant) throw new ApiError(400, GRANT_WITH_EXTENSION);
    const extension: ExtensionSignIn | null = body.extension ? { id: startingExtension(c), ...body.extension } : null;
    const granting = body.grant ? await grantingAccount(c) : null;
    const grant: GrantStart | null = granting && body.grant ? { accountId: granting.id, grant: body.grant } : null;
    // Sign-in scopes plus the grant's, with include_granted_scopes: the new refresh token covers everything granted so far.
    const scopes = body.grant
      ? [...new Set([...(config.oidc?.scopes ?? []), ...GRANT_SCOPES[body.grant].ask])]
      : undefined;
    // SPEC §7: a random state prefixed extension_ or oauth_; the page reads the source back from the prefix.
    const state = `${body.source === 'extension' || extension ? 'extension_' : 'oauth_'}${randomBytes(24).toString('base64url')}`;
    const codeVerifier = randomBytes(32).toString('base64url');
    const codeChallenge = sha256(codeVerifier);
    await storage.accounts.saveAuthState(
      { state, codeVerifier, redirectUri: body.redirectUri, extension, grant },
      new Date(Date.now() + STATE_MINUTES * 60_000),
    );
    const url = await identity!.authorizationUrl({
      redirectUri: body.redirectUri,
      state,
      codeChallenge,
      origin,
      scopes,
      loginHint: granting?.email,
    });
    return c.json({ url, state } satisfies ApiAnswer<'startGrant'>);
  });

  routes.post('/auth/callback', enabled, trusted, limited, async (c) => {
    const body = await readJson(c, CallbackBody);
    allowedRedirect(body.redirectUri, serverOrigin(c));
    let codeVerifier = body.codeVerifier;
    let extension: ExtensionSignIn | null = null;
    let grant: GrantStart | null = null;
    if (body.state !== undefined) {
      const started = await storage.accounts.takeAuthState(body.state);
      if (!started || started.redirectUri !== body.redirectUri) throw new ApiError(400, STATE_MISMATCH);
      codeVerifier = started.codeVerifier;
      extension = started.extension;
      grant = started.grant;
    }
    if (!(await storage.accounts.claimAuthCode(hashSecret(body.code)))) {
      throw new ApiError(400, 'This sign-in code was already used; please start the sign-in again.');
    }
    const { refreshToken, scopes, ...profile } = await identity!.exchangeCode({
      code: body.code,
      redirectUri: body.redirectUri,
      codeVerifier,
    });
    const seal = (accountId: string) =>
      refreshToken && config.tokenKey ? encryptToken(config.tokenKey, refreshToken, accountId) : null;

    if (grant) {
      // Adding access: no new session; the grant must come from the Google account that is signed in.
      const granting = await storage.accounts.findById(grant.accountId);
      if (!granting) throw new ApiError(401, SIGN_IN_REQUIRED);
      if (granting.subject !== profile.subject)
        throw new ApiError(409, GRANT_MESSAGES.otherAccount(granting.email), { reconnect: true });
      const sealed = seal(granting.id);
      if (!sealed) throw new ApiError(502, GRANT_MESSAGES.noRefreshToken, { reconnect: true });
      await storage.grants.save(granting.id, sealed, scopes);
      if (scopes && !covers(scopes, grant.grant))
        throw new ApiError(409, GRANT_MESSAGES.declined(grant.grant), { reconnect: true });
      return c.json({ ok: true, account: profileOf(granting), grant: grant.grant, scopes });
    }

    const account = await storage.accounts.upsert({ ...profile, refreshToken: null });
    // Google hands a refresh token over at each consent; with include_granted_scopes it covers earlier grants too.
    const sealed = seal(account.id);
    if (sealed) await storage.grants.save(account.id, sealed, scopes);

    if (extension) {
      // No cookie: the extension gets its own session for this code and the verifier only it holds.
      const code = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + HAND_OVER_MINUTES * 60_000);
      await storage.accounts.saveHandOverCode(hashSecret(code), {
        accountId: account.id,
        extensionId: extension.id,
        challenge: extension.challenge,
        expiresAt,
      });
      return c.json({
        ok: true,
        account: profileOf(account),
        handOver: { extensionId: extension.id, state: extension.state, code },
      });
    }
    // Rotate: the session the browser had before this sign-in stops working.
    const previous = readSessionCookie(c, config.trustProxy);
    if (previous) await storage.accounts.deleteSession(hashSecret(previous));
    const session = await newSession(account.id);
    writeSessionCookie(c, config.trustProxy, session.token);
    return c.json({ ok: true, account: profileOf(account) });
  });

  routes.post('/auth/extension-token', limited, async (c) => {
    const body = await readJson(c, ExtensionTokenBody);
    // Taken (deleted) before any check: whatever this try's outcome, the code never works again.
    const handOver = await storage.accounts.takeHandOverCode(hashSecret(body.code));
    if (!handOver || handOver.expired) throw new ApiError(400, HAND_OVER_REFUSED.code);
    const extensionOrigin = `chrome-extension://${handOver.extensionId}`;
    if (c.req.header('origin') !== extensionOrigin || !config.extensionOrigins.includes(extensionOrigin))
      throw new ApiError(403, HAND_OVER_REFUSED.origin);
    if (sha256(body.verifier) !== handOver.challenge) throw new ApiError(400, HAND_OVER_REFUSED.verifier);
    // Signing in again: the session the extension held until now (its bearer) ends before the new one begins.
    const previous = sessionToken(c, config.trustProxy);
    const ended = previous?.credential === 'bearer' ? await endSession(previous.token) : null;
    const session = await newSession(handOver.accountId);
    if (ended && ended !== handOver.accountId) await revokeGrantOf(deps, ended, { lastSession: true });
    const account = await storage.accounts.findBySession(session.hash);
    if (!account) throw new ApiError(400, HAND_OVER_REFUSED.code); // the account was deleted meanwhile
    return c.json({
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      account: profileOf(account),
    } satisfies ApiAnswer<'exchangeHandOver'>);
  });

  routes.post('/logout', async (c) => {
    const session = sessionToken(c, config.trustProxy);
    // A bearer token cannot be sent by another site; a cookie can, so its logout checks the Origin.
    if (session?.credential !== 'bearer') checkTrustedOrigin(c, config.allowedOrigins);
    const accountId = session ? await endSession(session.token) : null;
    if (session?.credential !== 'bearer') clearSessionCookie(c, config.trustProxy);
    // Issue #22: signing out revokes the Google grant once no signed-in place (site or extension) is left to use it.
    if (accountId) await revokeGrantOf(deps, accountId, { lastSession: true });
    return c.json({ ok: true } satisfies ApiAnswer<'logout'>);
  });
  return routes;
}
