import { SPOTIFY_SCOPES } from './player-copy';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A random URL-safe string of `bytes` random bytes (a PKCE verifier or a one-time state). */
export function randomToken(bytes = 48): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** RFC 7636 S256 code challenge of a verifier: base64url(SHA-256(verifier)). */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** What the sign-in address is built from. */
export interface AuthorizeRequest {
  accountsUrl: string;
  clientId: string;
  redirectUri: string;
  challenge: string;
  state: string;
}

/**
 * Spotify's authorization address for Authorization Code with PKCE (the implicit grant SPEC §4 names is gone):
 * the SPEC §6 scopes, and `show_dialog` so the consent dialog is always shown (SPEC §4).
 */
export function authorizeUrl({ accountsUrl, clientId, redirectUri, challenge, state }: AuthorizeRequest): string {
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    code_challenge_method: 'S256',
    code_challenge: challenge,
    state,
    scope: SPOTIFY_SCOPES.join(' '),
    show_dialog: 'true',
  });
  return `${accountsUrl}/authorize?${query}`;
}
