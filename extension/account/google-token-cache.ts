/**
 * The Google token type, at the path `account-api.ts` imports it from; the tokens themselves are kept in
 * `token-cache.ts`, with every provider's. (It moves into the extension–server contract with account-api.ts.)
 */

/** A Google access token as POST /api/tokens/google answers it. */
export interface GoogleToken {
  accessToken: string;
  expiresAt: string;
  scopes: string[];
}
