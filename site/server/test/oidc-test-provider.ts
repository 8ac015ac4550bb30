import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { Provider } from 'oidc-provider';

/** Client credentials the test provider knows. */
export const TEST_CLIENT = { id: 'intently-test-client', secret: 'test-client-secret-0123456789abcdef' };

/** A real OpenID provider (the `oidc-provider` package) on a local port, standing in for Google in tests. */
export interface TestOidcProvider {
  issuer: string;
  /** Runs the browser part of a sign-in against an authorization URL and returns the redirect's query. */
  authorize(authorizationUrl: string, account: string): Promise<URLSearchParams>;
  close(): Promise<void>;
}

/** Starts the provider; `account` (the login hint) becomes the user who signs in, with a matching email. */
export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  // Interactions finish at once: whoever the login_hint names signs in and consents to everything asked.
  const server: Server = createServer(async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      const accountId = String(details.params.login_hint ?? 'alice');
      const grant = new provider.Grant({ accountId, clientId: TEST_CLIENT.id });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: `${id}@Example.com`,
        email_verified: true,
        name: `User ${id}`,
        picture: `https://pictures.example/${id}.png`,
      }),
    }),
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    // Like Google: an ID token with the profile claims straight from the token endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    pkce: { required: () => false },
  });

  return {
    issuer,
    async authorize(authorizationUrl, account) {
      const url = new URL(authorizationUrl);
      url.searchParams.set('login_hint', account);
      const cookies = new Map<string, string>();
      let next = url.toString();
      for (let hop = 0; hop < 10; hop++) {
        const response = await fetch(next, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const eq = pair!.indexOf('=');
          cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`The test provider stopped with ${response.status}: ${await response.text()}`);
        next = new URL(location, next).toString();
        if (!next.startsWith(issuer)) return new URL(next).searchParams;
      }
      throw new Error('The test provider redirected too many times.');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
