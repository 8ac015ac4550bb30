import type { OidcClient } from './auth/oidc-client';
import type { ServerConfig } from './config';
import type { Account } from './storage/account-store';
import type { Storage } from './storage/storage';

/** What every route module is built from. */
export interface AppDeps {
  config: ServerConfig;
  storage: Storage;
  /** null when sign-in is not configured. */
  oidc: OidcClient | null;
}

/** Hono environment: the signed-in account and its session hash, set by requireSession. */
export interface AppEnv {
  Variables: { account: Account; sessionHash: string };
}
