/**
 * A local stand-in for Google's OAuth 2.0 endpoints at the network boundary (issue #22 tests): OpenID
 * discovery, the consent redirect, the token endpoint (authorization code and refresh token grants), the
 * JWKS and the revocation endpoint, answering in the shapes and error bodies these pages document:
 * - developers.google.com/identity/protocols/oauth2/web-server (authorization parameters, incremental
 *   authorization with include_granted_scopes, the code exchange and refresh answers with `scope`, revoke)
 * - developers.google.com/identity/protocols/oauth2#expiration (a refresh token stops working: revoked,
 *   6 months unused, password change; the refresh then answers 400 invalid_grant)
 * - developers.google.com/identity/openid-connect/openid-connect (discovery document, ID token claims)
 * Consent is given at once, as the user the test names, to every scope asked (or all but the ones a test
 * declines, as Google's granular consent allows). Tests can queue failing answers (429 with Retry-After, 5xx).
 * The same server answers the Gmail and People APIs (gmail-stand-in.ts) and the Calendar API
 * (calendar-stand-in.ts) for the access tokens it issued;
 * revoking a grant makes its access tokens fail there too, as at Google.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { calendarStandIn, type CalendarStandIn } from './calendar-stand-in';
import { gmailStandIn, type GmailStandIn } from './gmail-stand-in';

/** Client credentials the stand-in knows. */
export const GOOGLE_TEST_CLIENT = {
  id: 'intently-test.apps.googleusercontent.com',
  secret: 'GOCSPX-test-secret-0123456789',
};

/** Google's answer to a refresh token it no longer honours (…/oauth2#expiration). */
export const INVALID_GRANT = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };

/** An answer the token endpoint gives instead of the real one, for the next request. */
export interface QueuedAnswer {
  status: number;
  retryAfter?: string;
  body?: unknown;
}

interface Grant {
  user: string;
  scopes: Set<string>;
  refreshTokens: Set<string>;
  revoked: boolean;
}

/** The stand-in and what tests read back from it. */
export interface GoogleStandIn {
  issuer: string;
  /** Runs the browser part of a consent: follows the authorization URL as `user`; returns the redirect's query. */
  authorize(authorizationUrl: string, user: string, options?: { decline?: string[] }): Promise<URLSearchParams>;
  /** Every refresh token issued to `user`, newest last. */
  refreshTokensOf(user: string): string[];
  /** Every access token issued, to search stored rows and logs for. */
  accessTokens(): string[];
  /** The authorization requests' query parameters, in order. */
  authorizations(): URLSearchParams[];
  /** Each token request: when it came (ms) and its grant_type. */
  tokenRequests(): Array<{ at: number; grantType: string }>;
  /** The tokens posted to the revocation endpoint, in order. */
  revocations(): string[];
  /** Answers the next token requests with these, in order, before answering normally again. */
  queueTokenAnswers(answers: QueuedAnswer[]): void;
  /** The revocation endpoint answers 503 while true. */
  setRevocationDown(down: boolean): void;
  /** The user revokes the app's access in their Google account settings. */
  revokeUser(user: string): void;
  /** The Gmail and People APIs, at `issuer` too. */
  gmail: GmailStandIn;
  /** The Calendar API, at `issuer` too. */
  calendar: CalendarStandIn;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
};

const readForm = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
};

/** Starts the stand-in on a local port for the given redirect addresses. */
export async function startGoogleStandIn(redirectUris: string[]): Promise<GoogleStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in-key', use: 'sig', alg: 'RS256' };
  const grants = new Map<string, Grant>(); // by user: one grant per user and client, as at Google
  const codes = new Map<
    string,
    { user: string; scopes: string[]; redirectUri: string; challenge: string | null; offline: boolean }
  >();
  const accessTokens: string[] = [];
  const liveTokens = new Map<string, { user: string; scopes: string[] }>(); // access tokens Gmail and People honour
  const gmail = gmailStandIn((token) => liveTokens.get(token) ?? null);
  const calendar = calendarStandIn((token) => liveTokens.get(token) ?? null);
  const authorizations: URLSearchParams[] = [];
  const tokenRequests: Array<{ at: number; grantType: string }> = [];
  const revocations: string[] = [];
  const declines = new Map<string, string[]>();
  let queued: QueuedAnswer[] = [];
  let revocationDown = false;
  let issuer = '';

  const grantOf = (user: string) => {
    let grant = grants.get(user);
    if (!grant || grant.revoked)
      grants.set(user, (grant = { user, scopes: new Set(), refreshTokens: new Set(), revoked: false }));
    return grant;
  };
  const accessToken = (user: string, scopes: string[]) => {
    const token = `ya29.a0${randomBytes(24).toString('base64url')}`;
    accessTokens.push(token);
    liveTokens.set(token, { user, scopes });
    return token;
  };
  const revokeGrant = (grant: Grant) => {
    grant.revoked = true;
    for (const [token, holder] of liveTokens) if (holder.user === grant.user) liveTokens.delete(token);
  };
  const idToken = (user: string) =>
    new SignJWT({
      email: `${user}@gmail.test`,
      email_verified: true,
      name: `User ${user}`,
      picture: `https://lh3.stand-in/${user}.png`,
    })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(issuer)
      .setAudience(GOOGLE_TEST_CLIENT.id)
      .setSubject(`1000${user}`)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);

  function authorize(res: ServerResponse, url: URL) {
    const q = url.searchParams;
    authorizations.push(q);
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== GOOGLE_TEST_CLIENT.id || !redirectUris.includes(redirectUri)) {
      return json(res, 400, { error: 'redirect_uri_mismatch' });
    }
    const user = q.get('stand_in_user') ?? 'alice';
    const asked = (q.get('scope') ?? '').split(' ').filter(Boolean);
    const declined = declines.get(user) ?? [];
    declines.delete(user);
    const grant = grantOf(user);
    const given = asked.filter((s) => !declined.includes(s));
    // Incremental authorization: with include_granted_scopes the new grant also covers what was granted before.
    const scopes = q.get('include_granted_scopes') === 'true' ? [...new Set([...grant.scopes, ...given])] : given;
    for (const s of given) grant.scopes.add(s);
    const code = `4/0${randomBytes(24).toString('base64url')}`;
    codes.set(code, {
      user,
      scopes,
      redirectUri,
      challenge: q.get('code_challenge'),
      offline: q.get('access_type') === 'offline',
    });
    const back = new URL(redirectUri);
    back.search = new URLSearchParams({
      state: q.get('state') ?? '',
      code,
      scope: scopes.join(' '),
      authuser: '0',
      prompt: 'consent',
    }).toString();
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    tokenRequests.push({ at: Date.now(), grantType: form.get('grant_type') ?? '' });
    const next = queued.shift();
    if (next)
      return json(
        res,
        next.status,
        next.body ?? { error: 'internal_failure' },
        next.retryAfter ? { 'retry-after': next.retryAfter } : {},
      );
    const basic = Buffer.from(`${GOOGLE_TEST_CLIENT.id}:${GOOGLE_TEST_CLIENT.secret}`).toString('base64');
    if (req.headers.authorization !== `Basic ${basic}`)
      return json(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    if (form.get('grant_type') === 'authorization_code') {
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier');
      const pkce =
        !issued?.challenge ||
        (verifier && createHash('sha256').update(verifier).digest('base64url') === issued.challenge);
      if (!issued || issued.redirectUri !== form.get('redirect_uri') || !pkce)
        return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      const answer: Record<string, unknown> = {
        access_token: accessToken(issued.user, issued.scopes),
        expires_in: 3599,
        scope: issued.scopes.join(' '),
        token_type: 'Bearer',
      };
      if (issued.scopes.includes('openid')) answer.id_token = await idToken(issued.user);
      if (issued.offline) {
        const refresh = `1//0${randomBytes(32).toString('base64url')}`;
        grantOf(issued.user).refreshTokens.add(refresh);
        answer.refresh_token = refresh;
      }
      return json(res, 200, answer);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = [...grants.values()].find((g) => g.refreshTokens.has(form.get('refresh_token') ?? ''));
      if (!grant || grant.revoked) return json(res, 400, INVALID_GRANT);
      return json(res, 200, {
        access_token: accessToken(grant.user, [...grant.scopes]),
        expires_in: 3599,
        scope: [...grant.scopes].join(' '),
        token_type: 'Bearer',
      });
    }
    return json(res, 400, {
      error: 'unsupported_grant_type',
      error_description: 'Invalid grant_type: ' + (form.get('grant_type') ?? ''),
    });
  }

  async function revoke(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req);
    const revoked = form.get('token') ?? '';
    revocations.push(revoked);
    if (revocationDown) return json(res, 503, { error: 'backend_error' });
    const grant = [...grants.values()].find((g) => !g.revoked && g.refreshTokens.has(revoked));
    if (!grant) return json(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
    revokeGrant(grant);
    return json(res, 200, {});
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
        token_endpoint: `${issuer}/token`,
        revocation_endpoint: `${issuer}/revoke`,
        jwks_uri: `${issuer}/oauth2/v3/certs`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        code_challenge_methods_supported: ['plain', 'S256'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
      });
    }
    if (route === 'GET /oauth2/v3/certs') return json(res, 200, { keys: [jwk] });
    if (route === 'GET /o/oauth2/v2/auth') return authorize(res, url);
    if (route === 'POST /token') return void token(req, res);
    if (route === 'POST /revoke') return void revoke(req, res);
    if (gmail.handle(req, res, url) || calendar.handle(req, res, url)) return;
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    async authorize(authorizationUrl, user, options = {}) {
      const url = new URL(authorizationUrl);
      url.searchParams.set('stand_in_user', user); // who picks which account is the person's choice, whatever login_hint suggests
      if (options.decline) declines.set(user, options.decline);
      const response = await fetch(url, { redirect: 'manual' });
      const location = response.headers.get('location');
      if (!location) throw new Error(`The Google stand-in answered ${response.status}: ${await response.text()}`);
      return new URL(location).searchParams;
    },
    refreshTokensOf: (user) => [...(grants.get(user)?.refreshTokens ?? [])],
    accessTokens: () => [...accessTokens],
    authorizations: () => [...authorizations],
    tokenRequests: () => [...tokenRequests],
    revocations: () => [...revocations],
    queueTokenAnswers(answers) {
      queued = [...answers];
    },
    setRevocationDown(down) {
      revocationDown = down;
    },
    revokeUser(user) {
      const grant = grants.get(user);
      if (grant) revokeGrant(grant);
    },
    gmail,
    calendar,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
