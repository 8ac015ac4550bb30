/**
 * Spotify's accounts service token endpoint for a PKCE public client (no secret), as documented at
 * developer.spotify.com/documentation/web-api/tutorials/code-pkce-flow and …/refreshing-tokens.
 */

/** The token endpoint's answer, as the page keeps it. */
export interface TokenGrant {
  accessToken: string;
  /** Absent when Spotify keeps the old refresh token valid (a refresh may not send a new one). */
  refreshToken: string | null;
  expiresInSeconds: number;
}

/** The accounts service refused a code or refresh token (400 `invalid_grant` and kin): sign in again. */
export class GrantRefusedError extends Error {}

/** Where the token endpoint is and who asks. */
export interface AccountsClient {
  accountsUrl: string;
  clientId: string;
  fetch: typeof fetch;
}

async function tokenRequest(
  { accountsUrl, clientId, fetch }: AccountsClient,
  form: Record<string, string>,
): Promise<TokenGrant> {
  const response = await fetch(`${accountsUrl}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form, client_id: clientId }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body.access_token !== 'string') {
    const reason =
      typeof body.error_description === 'string'
        ? body.error_description
        : typeof body.error === 'string'
          ? body.error
          : `HTTP ${response.status}`;
    if (response.status === 400) throw new GrantRefusedError(reason);
    throw new Error(`Spotify's accounts service answered ${response.status}: ${reason}`);
  }
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    expiresInSeconds: typeof body.expires_in === 'number' ? body.expires_in : 3600,
  };
}

/** Exchanges the authorization code for tokens, proving the sign-in with the PKCE verifier. */
export function exchangeCode(
  client: AccountsClient,
  code: string,
  redirectUri: string,
  verifier: string,
): Promise<TokenGrant> {
  return tokenRequest(client, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  });
}

/** Gets a new access token with the refresh token. */
export function refreshGrant(client: AccountsClient, refreshToken: string): Promise<TokenGrant> {
  return tokenRequest(client, { grant_type: 'refresh_token', refresh_token: refreshToken });
}
