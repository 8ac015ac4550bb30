/**
 * LOCAL TEST SIGN-IN, NOT GOOGLE. An identity provider for development and tests (LOCAL_SIGN_IN=1, never
 * with GOOGLE_CLIENT_ID, refused in production by config.ts): the server's own page
 * (/api/auth/local/authorize) signs in whoever types an email address, and redirects back with a code and
 * the state the way Google would, so the /auth page, the callback and the extension hand-over run unchanged.
 * Codes live in this process's memory for a minute and work once, with the sign-in's PKCE verifier.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { LocalSignInConfig } from '../config';
import { ApiError } from '../http/api-error';
import type { IdentityProvider, SignInResult } from './identity-provider';

/** Where the local test sign-in page is served (routes/local-sign-in-routes.ts). */
export const LOCAL_AUTHORIZE_PATH = '/api/auth/local/authorize';

/** How long a local code may wait for its exchange. */
const CODE_MS = 60_000;

/** Refusal of a local code that is unknown, used, expired or not this sign-in's. */
export const LOCAL_CODE_REFUSED =
  'This test sign-in code is unknown, was already used or is older than a minute; please start the sign-in again.';

/** The local test provider: an IdentityProvider plus the sign-in its page performs. */
export interface LocalIdentityProvider extends IdentityProvider {
  readonly kind: 'local';
  /** Signs `email` in: a one-time code bound to the sign-in's redirect address and PKCE challenge. */
  issueCode(params: { email: string; redirectUri: string; codeChallenge: string }): string;
}

interface IssuedCode {
  email: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

// The test account of an email address: `User <local part>`, no picture, subject `local:<email>`.
function localProfile(email: string): SignInResult {
  return {
    subject: `local:${email}`,
    email,
    name: `User ${email.slice(0, email.lastIndexOf('@'))}`,
    picture: '',
    refreshToken: null,
    scopes: null,
  };
}

/** The local test identity provider; allowed redirects: the server's own `<origin>/auth` and AUTH_REDIRECT_URIS. */
export function createLocalIdentityProvider(
  config: LocalSignInConfig,
  now: () => number = Date.now,
): LocalIdentityProvider {
  const codes = new Map<string, IssuedCode>();
  const endpoint = (origin: string | undefined) => {
    if (origin === undefined)
      throw new Error("The local sign-in page is on the server's own origin, which this request did not name.");
    return `${origin}${LOCAL_AUTHORIZE_PATH}`;
  };
  return {
    kind: 'local',
    redirectAllowed: (redirectUri, origin) =>
      (origin !== undefined && redirectUri === `${origin}/auth`) || config.redirectUris.includes(redirectUri),
    authorizationEndpoint: async (origin) => endpoint(origin),
    async authorizationUrl({ redirectUri, state, codeChallenge, origin }) {
      const query = new URLSearchParams({
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return `${endpoint(origin)}?${query}`;
    },
    issueCode({ email, redirectUri, codeChallenge }) {
      const time = now();
      for (const [code, issued] of codes) if (issued.expiresAt <= time) codes.delete(code);
      const code = randomBytes(32).toString('base64url');
      codes.set(code, { email, redirectUri, codeChallenge, expiresAt: time + CODE_MS });
      return code;
    },
    async exchangeCode({ code, redirectUri, codeVerifier }) {
      const issued = codes.get(code);
      codes.delete(code);
      const verified =
        codeVerifier !== undefined &&
        createHash('sha256').update(codeVerifier).digest('base64url') === issued?.codeChallenge;
      if (!issued || issued.expiresAt <= now() || issued.redirectUri !== redirectUri || !verified)
        throw new ApiError(400, LOCAL_CODE_REFUSED);
      return localProfile(issued.email);
    },
  };
}
