import type { IdentityProvider } from './auth/identity-provider';
import type { LocalIdentityProvider } from './auth/local-identity-provider';
import type { OidcClient } from './auth/oidc-client';
import type { ServerConfig } from './config';
import type { Account } from './storage/account-store';
import type { Storage } from './storage/storage';

/** What every route module is built from. */
export interface AppDeps {
  config: ServerConfig;
  storage: Storage;
  /** Where sign-ins go (Google, or the local test provider); null when sign-in is not configured. */
  identity: IdentityProvider | null;
  /** The local test provider when it is the identity provider: its sign-in page is served too. */
  localSignIn: LocalIdentityProvider | null;
  /** Google, when it is the identity provider: the stored grants' access tokens and revocation (issue #22). */
  google: OidcClient | null;
  /** Where each request's JSON log line goes (http/request-log.ts; main.ts: stdout); unset, none is written. */
  requestLog?: (line: string) => void;
}

/** How a request carried its session: the site's cookie, or the extension's `Authorization: Bearer` token. */
export type SessionCredential = 'cookie' | 'bearer';

/** Hono environment: the signed-in account, its session hash and how it came, set by requireSession. */
export interface AppEnv {
  Variables: { account: Account; sessionHash: string; credential: SessionCredential };
}
