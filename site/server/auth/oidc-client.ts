import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { OidcConfig } from '../config';
import { ApiError } from '../http/api-error';
import { parseScopes } from './google-scopes';
import { refreshAccessToken, revokeGrant, type AccessToken } from './google-tokens';
import { AUTH_FAILED, type IdentityProvider } from './identity-provider';

const TIMEOUT_MS = 10_000;

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  /** Google's is https://oauth2.googleapis.com/revoke. */
  revocation_endpoint?: string;
}

/** The Google client: sign-in, plus the stored grant's access tokens and its revocation (issue #22). */
export interface OidcClient extends IdentityProvider {
  readonly kind: 'oidc';
  /** A fresh access token from the grant's refresh token; see google-tokens.ts for the retries and errors. */
  refreshAccessToken(refreshToken: string): Promise<AccessToken>;
  /** Revokes the grant at the discovered revocation endpoint; never throws, false when it was not confirmed. */
  revoke(token: string): Promise<boolean>;
}

/** An OpenID Connect client that discovers the provider's endpoints from its issuer (Google by default). */
export function createOidcClient(config: OidcConfig): OidcClient {
  let discovery: Promise<{ doc: Discovery; keys: ReturnType<typeof createRemoteJWKSet> }> | undefined;
  const discover = () => {
    discovery ??= (async () => {
      const url = `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const doc = (await response.json()) as Discovery;
      return { doc, keys: createRemoteJWKSet(new URL(doc.jwks_uri)) };
    })().catch((error: unknown) => {
      discovery = undefined; // try again on the next sign-in instead of caching the outage
      console.error(`OpenID discovery at ${config.issuer} failed: ${error instanceof Error ? error.message : error}`);
      throw new ApiError(502, 'The sign-in provider could not be reached; please try again.');
    });
    return discovery;
  };

  const basic = Buffer.from(
    `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
  ).toString('base64');

  return {
    kind: 'oidc',
    redirectAllowed: (redirectUri) => config.redirectUris.includes(redirectUri),
    authorizationEndpoint: async () => (await discover()).doc.authorization_endpoint,
    async authorizationUrl({ redirectUri, state, codeChallenge, scopes, loginHint }) {
      const { doc } = await discover();
      const url = new URL(doc.authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        response_type: 'code',
        scope: (scopes ?? config.scopes).join(' '),
        redirect_uri: redirectUri,
        state,
        include_granted_scopes: 'true',
        prompt: 'consent',
        access_type: 'offline',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...(loginHint ? { login_hint: loginHint } : {}),
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, redirectUri, codeVerifier }) {
      const { doc, keys } = await discover();
      const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
      if (codeVerifier) form.set('code_verifier', codeVerifier);
      let response: Response;
      try {
        response = await fetch(doc.token_endpoint, {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new ApiError(502, 'The sign-in provider could not be reached; please try again.');
      }
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok || typeof body.id_token !== 'string') {
        const text = body.error_description ?? body.error;
        throw new ApiError(400, typeof text === 'string' && text ? text : AUTH_FAILED);
      }
      const claims = await jwtVerify(body.id_token, keys, { issuer: config.issuer, audience: config.clientId })
        .then((r) => r.payload)
        .catch(() => {
          throw new ApiError(401, AUTH_FAILED);
        });
      if (typeof claims.sub !== 'string' || typeof claims.email !== 'string' || claims.email_verified === false) {
        throw new ApiError(401, 'The sign-in provider did not share a verified email address for this account.');
      }
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        name: text(claims.name),
        picture: text(claims.picture),
        refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
        scopes: parseScopes(body.scope),
      };
    },

    async refreshAccessToken(refreshToken) {
      const { doc } = await discover();
      return refreshAccessToken({ url: doc.token_endpoint, authorization: `Basic ${basic}` }, refreshToken);
    },

    async revoke(token) {
      const doc = await discover().then(
        (found) => found.doc,
        () => null,
      );
      return revokeGrant(doc ? (doc.revocation_endpoint ?? null) : null, token);
    },
  };
}
