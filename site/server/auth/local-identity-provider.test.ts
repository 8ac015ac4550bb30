import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createLocalIdentityProvider, LOCAL_CODE_REFUSED } from './local-identity-provider';

const ORIGIN = 'http://127.0.0.1:3000';
const REDIRECT = `${ORIGIN}/auth`;
const VERIFIER = 'v'.repeat(43);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

function provider() {
  let now = 1_000_000;
  const local = createLocalIdentityProvider({ redirectUris: ['http://127.0.0.1:5173/auth'] }, () => now);
  return {
    local,
    wait: (ms: number) => (now += ms),
    code: () => local.issueCode({ email: 'sam@example.com', redirectUri: REDIRECT, codeChallenge: CHALLENGE }),
  };
}

describe('the local test identity provider', () => {
  it('sends the browser to its own page on this server, with the sign-in in the query', async () => {
    const url = new URL(
      await provider().local.authorizationUrl({
        redirectUri: REDIRECT,
        state: 'extension_abc',
        codeChallenge: CHALLENGE,
        origin: ORIGIN,
      }),
    );
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/api/auth/local/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect_uri: REDIRECT,
      state: 'extension_abc',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
    });
  });

  it.each([
    [REDIRECT, true],
    ['http://127.0.0.1:5173/auth', true],
    [`${ORIGIN}/elsewhere`, false],
    ['https://evil.example/auth', false],
  ])('allows the redirect address %s: %s', (uri, allowed) => {
    expect(provider().local.redirectAllowed(uri, ORIGIN)).toBe(allowed);
  });

  it('signs in the test account of the email: User <local part>, no picture, subject local:<email>', async () => {
    const { local, code } = provider();
    expect(await local.exchangeCode({ code: code(), redirectUri: REDIRECT, codeVerifier: VERIFIER })).toEqual({
      subject: 'local:sam@example.com',
      email: 'sam@example.com',
      name: 'User sam',
      picture: '',
      refreshToken: null,
      scopes: null,
    });
  });

  it('refuses a code the second time', async () => {
    const { local, code } = provider();
    const once = code();
    await local.exchangeCode({ code: once, redirectUri: REDIRECT, codeVerifier: VERIFIER });
    await expect(local.exchangeCode({ code: once, redirectUri: REDIRECT, codeVerifier: VERIFIER })).rejects.toThrow(
      LOCAL_CODE_REFUSED,
    );
  });

  it('refuses a code after a minute', async () => {
    const { local, code, wait } = provider();
    const late = code();
    wait(60_000);
    await expect(local.exchangeCode({ code: late, redirectUri: REDIRECT, codeVerifier: VERIFIER })).rejects.toThrow(
      LOCAL_CODE_REFUSED,
    );
  });

  it.each([
    ['another verifier', { codeVerifier: 'w'.repeat(43) }],
    ['no verifier', { codeVerifier: undefined }],
    ['another redirect address', { redirectUri: 'http://127.0.0.1:5173/auth' }],
    ['an unknown code', { code: 'never-issued' }],
  ])('refuses an exchange with %s, and the code is gone after it', async (_, change) => {
    const p = provider();
    const code = p.code();
    await expect(
      p.local.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: VERIFIER, ...change }),
    ).rejects.toThrow(LOCAL_CODE_REFUSED);
    if (!('code' in change))
      await expect(p.local.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: VERIFIER })).rejects.toThrow(
        LOCAL_CODE_REFUSED,
      );
  });
});
