/** The identity claims of a verified sign-in plus the provider's refresh token (plaintext, to be encrypted). */
export interface SignInResult {
  subject: string;
  email: string;
  name: string;
  picture: string;
  refreshToken: string | null;
  /** The scopes the provider said the tokens cover (Google's `scope`), or null when it did not say. */
  scopes: string[] | null;
}

/** SPEC §8: the fallback sign-in error. */
export const AUTH_FAILED = 'Authentication failed';

/**
 * Where sign-ins go: Google's OpenID provider (oidc-client.ts), or the local test provider
 * (local-identity-provider.ts) in development and tests. The auth routes use only this.
 */
export interface IdentityProvider {
  /** 'local': the test provider; /api/auth/start says so, so the /auth page can label it. */
  readonly kind: 'oidc' | 'local';
  /** Whether a sign-in may return to this address; `origin` is the server's own for this request (local provider only). */
  redirectAllowed(redirectUri: string, origin: string | undefined): boolean;
  /** Where consent addresses point (scheme, host and path): the /auth page follows no other; `origin` as above. */
  authorizationEndpoint(origin: string | undefined): Promise<string>;
  /**
   * The consent address for a sign-in the server started (SPEC §7 parameters plus PKCE); `scopes` replaces
   * the sign-in scopes (a grant asks more) and `loginHint` names the Google account to pick.
   */
  authorizationUrl(params: {
    redirectUri: string;
    state: string;
    codeChallenge: string;
    origin: string | undefined;
    scopes?: readonly string[];
    loginHint?: string;
  }): Promise<string>;
  /** Exchanges an authorization code and verifies who signed in; throws ApiError with a sentence to show. */
  exchangeCode(params: { code: string; redirectUri: string; codeVerifier?: string }): Promise<SignInResult>;
}
