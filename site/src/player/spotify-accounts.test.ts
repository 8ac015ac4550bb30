import { describe, expect, it } from 'vitest';
import { exchangeCode, GrantRefusedError } from './spotify-accounts';

const client = (status: number, body: unknown, forms: Array<Record<string, string>> = []) => ({
  accountsUrl: 'https://accounts.test',
  clientId: 'client',
  fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
    forms.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch,
});

describe('exchangeCode', () => {
  it('posts the code, the redirect address, the verifier and the client id, and reads the tokens', async () => {
    const forms: Array<Record<string, string>> = [];
    const grant = await exchangeCode(
      client(
        200,
        { access_token: 'at', token_type: 'Bearer', expires_in: 3600, refresh_token: 'rt', scope: 'streaming' },
        forms,
      ),
      'c',
      'http://127.0.0.1:1/play',
      'v',
    );
    expect(forms).toEqual([
      {
        grant_type: 'authorization_code',
        code: 'c',
        redirect_uri: 'http://127.0.0.1:1/play',
        code_verifier: 'v',
        client_id: 'client',
      },
    ]);
    expect(grant).toEqual({ accessToken: 'at', refreshToken: 'rt', expiresInSeconds: 3600 });
  });

  it.each([
    [
      400,
      { error: 'invalid_grant', error_description: 'Invalid authorization code' },
      GrantRefusedError,
      'Invalid authorization code',
    ],
    [503, {}, Error, "Spotify's accounts service answered 503: HTTP 503"],
  ])('turns a %s answer into a sentence', async (status, body, kind, message) => {
    const failure = exchangeCode(client(status, body), 'c', 'r', 'v');
    await expect(failure).rejects.toThrow(kind);
    await expect(failure).rejects.toThrow(message);
  });
});
