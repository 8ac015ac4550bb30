import { PLAYER_COPY } from './player-copy';
import { authorizeUrl, codeChallenge, randomToken } from './pkce';
import { exchangeCode, type AccountsClient, type TokenGrant } from './spotify-accounts';

/** sessionStorage key of the sign-in this tab started: its one-time state and PKCE verifier. */
const PENDING_KEY = 'spotify_sign_in';

/** SPEC §7 / issue #24: Spotify returns to the page's own /play address (both routes show the player). */
export function playerRedirectUri(origin: string): string {
  return `${origin}/play`;
}

/** Starts a sign-in: keeps a fresh state and verifier for this tab and gives the Spotify address to go to. */
export async function startSpotifySignIn(accounts: AccountsClient, redirectUri: string): Promise<string> {
  const state = randomToken(16);
  const verifier = randomToken(64);
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state, verifier }));
  return authorizeUrl({
    accountsUrl: accounts.accountsUrl,
    clientId: accounts.clientId,
    redirectUri,
    challenge: await codeChallenge(verifier),
    state,
  });
}

/**
 * Finishes the sign-in Spotify returned from (`?code=&state=` or `?error=&state=`): the state must be the one this
 * tab kept, and is used once; the code is then exchanged with the kept verifier.
 */
export async function finishSpotifySignIn(
  query: URLSearchParams,
  accounts: AccountsClient,
  redirectUri: string,
): Promise<TokenGrant> {
  const pending = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  const kept = pending ? (JSON.parse(pending) as { state: string; verifier: string }) : null;
  if (!kept || kept.state !== query.get('state')) throw new Error(PLAYER_COPY.signInStale);
  const error = query.get('error');
  if (error) throw new Error(error === 'access_denied' ? 'access was not given' : error);
  return exchangeCode(accounts, query.get('code') ?? '', redirectUri, kept.verifier);
}
