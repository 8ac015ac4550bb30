/**
 * Providers' access tokens (Google's, Slack's) in the background's memory only (never written anywhere, never
 * sent to a page): each is asked of the Intently server once and reused until shortly before its `expiresAt`;
 * requests made while one is on its way share it. One cache for every provider, keyed by provider and by the
 * session and grant a token belongs to. Pure: the server call and the clock come in as parameters.
 */

/** A token is asked for anew this long before it expires, so no request goes out with one about to lapse. */
export const TOKEN_MARGIN_MS = 60_000;

/** The cache; `Tokens` names each provider's token type (`{ google: GoogleToken; slack: SlackToken }`). */
export function tokenCache<Tokens extends { [P in keyof Tokens]: { expiresAt: string } }>(now: () => number) {
  const tokens = new Map<string, Promise<Tokens[keyof Tokens]>>();
  const get = <P extends keyof Tokens & string>(
    provider: P,
    key: string,
    ask: () => Promise<Tokens[P]>,
  ): Promise<Tokens[P]> => {
    const id = `${provider} ${key}`;
    const cached = tokens.get(id) as Promise<Tokens[P]> | undefined;
    if (cached) {
      return cached.then((token) => {
        if (Date.parse(token.expiresAt) - TOKEN_MARGIN_MS > now()) return token;
        if (tokens.get(id) === cached) tokens.delete(id);
        return get(provider, key, ask);
      });
    }
    const asked = ask();
    tokens.set(id, asked);
    asked.catch(() => tokens.get(id) === asked && tokens.delete(id));
    return asked;
  };
  return {
    /** The cached token of `provider` for `key`, or a new one from `ask` (a failed ask is not kept). */
    get,
    /** Forgets the token of `provider` for `key` (the provider refused it, or the grant changed). */
    drop(provider: keyof Tokens & string, key: string): void {
      tokens.delete(`${provider} ${key}`);
    },
  };
}
