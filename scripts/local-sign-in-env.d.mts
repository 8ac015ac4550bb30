/** Types of local-sign-in-env.mjs for the TypeScript that imports it (its test). */

/** The environment for the server with LOCAL_SIGN_IN=1 (and dev redirect addresses) where the local test sign-in applies. */
export declare function localSignInEnv(
  env: Record<string, string | undefined>,
  fileEnv: Record<string, string | undefined>,
  redirectUris?: string[],
): { env: Record<string, string | undefined>; on: boolean };

/** process.env for the server with the local test sign-in turned on where it applies, printing a line when it is. */
export declare function withLocalSignIn(redirectUris?: string[]): Record<string, string | undefined>;
