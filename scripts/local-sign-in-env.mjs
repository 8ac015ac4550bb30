/**
 * `npm start` and `npm run dev` without Google sign-in: they turn on the server's local test identity provider
 * (LOCAL_SIGN_IN=1, site/server/auth/local-identity-provider.ts) so signing in can be tried on this computer,
 * and say so. Never when GOOGLE_CLIENT_ID is set (in the environment or ./.env, which the server reads too),
 * never with NODE_ENV=production, and never over an explicit LOCAL_SIGN_IN.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { log, root } from './shell.mjs';

// The sentence the scripts print when they turn the local test sign-in on.
const LOCAL_SIGN_IN_LINE =
  'Local test sign-in is on (no GOOGLE_CLIENT_ID): "Sign in with Google" opens a test page on this server that signs in any email address as a local test account. Set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and AUTH_REDIRECT_URIS in .env for Google.';

/**
 * The environment for the server: `env` plus LOCAL_SIGN_IN=1 where the local test sign-in applies, and then
 * AUTH_REDIRECT_URIS = `redirectUris` where none is set (the dev site's /auth lives on another port).
 * `fileEnv` holds the values of ./.env. Pure; see withLocalSignIn for the script's use.
 */
export function localSignInEnv(env, fileEnv, redirectUris = []) {
  // An empty value (as in a copy of .env.example) counts as not set.
  const setting = (name) => env[name] || fileEnv[name] || '';
  if (setting('GOOGLE_CLIENT_ID') || setting('LOCAL_SIGN_IN') || setting('NODE_ENV') === 'production')
    return { env, on: false };
  const redirects =
    !setting('AUTH_REDIRECT_URIS') && redirectUris.length > 0 ? { AUTH_REDIRECT_URIS: redirectUris.join(',') } : {};
  return { env: { ...env, LOCAL_SIGN_IN: '1', ...redirects }, on: true };
}

/** process.env for the server with the local test sign-in turned on where it applies, printing a line when it is. */
export function withLocalSignIn(redirectUris = []) {
  const file = join(root, '.env');
  const { env, on } = localSignInEnv(
    process.env,
    existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {},
    redirectUris,
  );
  if (on) log(LOCAL_SIGN_IN_LINE);
  return env;
}
