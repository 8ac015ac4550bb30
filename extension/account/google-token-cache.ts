/**
 * Google (and Slack) access tokens in the background's memory only (never written anywhere, never sent to a page): each
 * is asked of the Intently server once and reused until shortly before its `expiresAt`; requests made while
 * one is on its way share it. Pure: the server call and the clock come in as parameters.
 */

import type { GoogleToken } from './api-contract';

/** A Google access token as the server's `API_ROUTES.googleToken` answers it. */
export type { GoogleToken };

/** A token is asked for anew this long before it expires, so no request goes out with one about to lapse. */
export const TOKEN_MARGIN_MS = 60_000;

/** The cache over one way of asking for a token; keys name the session and grant a token belongs to. */
export function googleTokenCache<T extends { expiresAt: string } = GoogleToken>(now: () => number) {
  const tokens = new Map<string, Promise<T>>();
  return {
    /** The cached token for `key`, or a new one from `ask` (a failed ask is not kept). */
    get(key: string, ask: () => Promise<T>): Promise<T> {
      const cached = tokens.get(key);
      if (cached) {
        return cached.then((token) => {
          if (Date.parse(token.expiresAt) - TOKEN_MARGIN_MS > now()) return token;
          if (tokens.get(key) === cached) tokens.delete(key);
          return this.get(key, ask);
        });
      }
      const asked = ask();
      tokens.set(key, asked);
      asked.catch(() => tokens.get(key) === asked && tokens.delete(key));
      return asked;
    },
    /** Forgets the token of `key` (the provider refused it). */
    drop(key: string): void {
      tokens.delete(key);
    },
  };
}
