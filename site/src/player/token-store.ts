import { PLAYER } from './player-copy';
import { GrantRefusedError, refreshGrant, type AccountsClient, type TokenGrant } from './spotify-accounts';

/** SPEC §3: the access token itself is kept in localStorage under this key. */
export const TOKEN_KEY = 'spotify_token';
/** Beside it (issue #24): the refresh token, and when the access token expires (epoch ms). */
export const REFRESH_KEY = 'spotify_token_refresh';
export const EXPIRES_KEY = 'spotify_token_expires_at';

/** The part of the browser's Storage the store uses. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The page's Spotify token on this device. */
export interface TokenStore {
  /** The stored access token, fresh or not; null when signed out. */
  current(): string | null;
  /** Keeps a sign-in's tokens, or a bare access token (from the address fragment: no refresh, no known expiry). */
  save(grant: TokenGrant | { accessToken: string }): void;
  /** Signs out on this device. */
  clear(): void;
  /**
   * An access token good for at least a minute more: refreshes it first when it expires sooner (one refresh at a
   * time); null, and signed out, when Spotify refuses the refresh token. A token of unknown expiry is given as is.
   */
  fresh(): Promise<string | null>;
}

/** A token store over `storage` (localStorage in the page) refreshing through Spotify's accounts service. */
export function createTokenStore(
  storage: TokenStorage,
  accounts: AccountsClient,
  now: () => number = Date.now,
): TokenStore {
  let refreshing: Promise<string | null> | null = null;
  const store: TokenStore = {
    current: () => storage.getItem(TOKEN_KEY),
    save(grant) {
      storage.setItem(TOKEN_KEY, grant.accessToken);
      if ('expiresInSeconds' in grant) {
        storage.setItem(EXPIRES_KEY, String(now() + grant.expiresInSeconds * 1000));
        if (grant.refreshToken) storage.setItem(REFRESH_KEY, grant.refreshToken);
      } else {
        storage.removeItem(EXPIRES_KEY);
        storage.removeItem(REFRESH_KEY);
      }
    },
    clear() {
      for (const key of [TOKEN_KEY, REFRESH_KEY, EXPIRES_KEY]) storage.removeItem(key);
    },
    async fresh() {
      const token = storage.getItem(TOKEN_KEY);
      const expiresAt = Number(storage.getItem(EXPIRES_KEY));
      const refreshToken = storage.getItem(REFRESH_KEY);
      if (!token || !expiresAt || !refreshToken || expiresAt - now() > PLAYER.refreshMarginMs) return token;
      refreshing ??= refreshGrant(accounts, refreshToken)
        .then((grant) => {
          store.save(grant);
          return grant.accessToken;
        })
        .catch((error: unknown) => {
          if (!(error instanceof GrantRefusedError)) return token; // offline for now: the API says whether it still works
          store.clear();
          return null;
        })
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
  };
  return store;
}
