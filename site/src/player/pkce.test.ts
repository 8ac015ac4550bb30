import { describe, expect, it } from 'vitest';
import { authorizeUrl, codeChallenge, randomToken } from './pkce';

describe('PKCE', () => {
  it('makes the RFC 7636 S256 challenge (its appendix B example)', async () => {
    expect(await codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes URL-safe random verifiers of 43 to 128 characters, different each time', () => {
    const [a, b] = [randomToken(), randomToken()];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(a).not.toBe(b);
  });

  it('asks Spotify for a code with the S256 challenge, the state, every SPEC scope and the dialog shown', () => {
    const url = new URL(
      authorizeUrl({
        accountsUrl: 'https://accounts.spotify.com',
        clientId: 'abc',
        redirectUri: 'http://127.0.0.1:3000/play',
        challenge: 'ch',
        state: 'st',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.spotify.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'abc',
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1:3000/play',
      code_challenge_method: 'S256',
      code_challenge: 'ch',
      state: 'st',
      scope:
        'user-read-currently-playing user-read-playback-state user-modify-playback-state user-library-read playlist-read-private playlist-read-collaborative streaming user-read-email user-read-private',
      show_dialog: 'true',
    });
  });
});
