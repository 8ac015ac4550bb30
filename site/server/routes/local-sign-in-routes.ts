import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import type { LocalIdentityProvider } from '../auth/local-identity-provider';
import { localSignInPage, type LocalSignInPageProps } from '../auth/local-sign-in-page';
import { INVALID_EMAIL, normalizeEmail } from '../email-address';
import { requireTrustedOrigin } from '../http/origin-policy';
import { rateLimit } from '../http/rate-limit';
import { ownOrigin } from '../http/request-origin';

const SignInParams = z.object({
  redirect_uri: z.string().min(1).max(2048),
  state: z.string().regex(/^[\w.~-]{1,512}$/),
  code_challenge: z.string().regex(/^[\w-]{43}$/),
});

/** Shown for an authorize address that the /api/auth/start answer did not make. */
export const LOCAL_ADDRESS_INVALID =
  'This sign-in address is incomplete or its redirect_uri is not allowed: it needs redirect_uri, state and a 43-character code_challenge from the server. Start the sign-in again from the Intently /auth page.';

/** Shown for an email that is not one. */
export const LOCAL_EMAIL_INVALID =
  'Please enter a valid email address, like sam@example.com: text, "@" and a domain with a dot, without spaces.';

/** The local test identity provider's page (LOCAL TEST SIGN-IN, NOT GOOGLE): GET shows it, POST signs in and redirects back. */
export function localSignInRoutes(deps: AppDeps, provider: LocalIdentityProvider): Hono<AppEnv> {
  const { config } = deps;
  const routes = new Hono<AppEnv>();

  /** The page's answer; form posts may only go to this server and then to the sign-in's redirect address. */
  const page = (c: Context<AppEnv>, props: LocalSignInPageProps, status: 200 | 400) => {
    const target = props.signIn ? ` ${new URL(props.signIn.redirectUri).origin}` : '';
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${target}; frame-ancestors 'none'; base-uri 'none'`,
    );
    return c.html(localSignInPage(props), status);
  };
  /** The sign-in this page continues, when the server started it and may return to its address. */
  const signInOf = (c: Context<AppEnv>, fields: Record<string, unknown>) => {
    const parsed = SignInParams.safeParse(fields);
    if (
      !parsed.success ||
      !provider.redirectAllowed(parsed.data.redirect_uri, ownOrigin(c, config.trustProxy, config.allowedOrigins))
    )
      return undefined;
    return {
      redirectUri: parsed.data.redirect_uri,
      state: parsed.data.state,
      codeChallenge: parsed.data.code_challenge,
    };
  };

  routes.get('/auth/local/authorize', (c) => {
    const signIn = signInOf(c, c.req.query());
    return signIn ? page(c, { signIn }, 200) : page(c, { error: LOCAL_ADDRESS_INVALID }, 400);
  });

  routes.post(
    '/auth/local/authorize',
    requireTrustedOrigin(config.allowedOrigins),
    rateLimit(deps, 'auth'),
    async (c) => {
      const form = await c.req.parseBody();
      const signIn = signInOf(c, form);
      if (!signIn) return page(c, { error: LOCAL_ADDRESS_INVALID }, 400);
      const typed = typeof form.email === 'string' ? form.email : '';
      const email = normalizeEmail(typed);
      if ('error' in email)
        return page(
          c,
          { signIn, email: typed, error: email.error === INVALID_EMAIL ? LOCAL_EMAIL_INVALID : email.error },
          400,
        );
      const back = new URL(signIn.redirectUri);
      back.searchParams.set(
        'code',
        provider.issueCode({
          email: email.email,
          redirectUri: signIn.redirectUri,
          codeChallenge: signIn.codeChallenge,
        }),
      );
      back.searchParams.set('state', signIn.state);
      return c.redirect(back.toString(), 303);
    },
  );
  return routes;
}
