import { afterEach, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../test/test-server';

const CLIENT_ID = '0123456789abcdef0123456789abcdef';
const STAND_IN = {
  SPOTIFY_CLIENT_ID: CLIENT_ID,
  SPOTIFY_ACCOUNTS_URL: 'http://127.0.0.1:4100',
  SPOTIFY_API_URL: 'http://127.0.0.1:4200/v1',
  SPOTIFY_SDK_URL: 'http://127.0.0.1:4300/spotify-player.js',
};

describe('GET /api/player/config', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it.each([
    [
      'Spotify by default',
      { SPOTIFY_CLIENT_ID: CLIENT_ID },
      {
        clientId: CLIENT_ID,
        accountsUrl: 'https://accounts.spotify.com',
        apiUrl: 'https://api.spotify.com/v1',
        sdkUrl: 'https://sdk.scdn.co/spotify-player.js',
      },
    ],
    [
      'stand-ins when set',
      STAND_IN,
      {
        clientId: CLIENT_ID,
        accountsUrl: 'http://127.0.0.1:4100',
        apiUrl: 'http://127.0.0.1:4200/v1',
        sdkUrl: 'http://127.0.0.1:4300/spotify-player.js',
      },
    ],
    ['nothing without a client id', {}, null],
  ])('serves %s, uncached', async (_, env, spotify) => {
    server = await startTestServer('pglite', env);
    const response = await api(server, '/api/player/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ spotify });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    [
      'allows exactly the configured Spotify origins',
      STAND_IN,
      [
        "script-src 'self' 'wasm-unsafe-eval' http://127.0.0.1:4300;",
        "connect-src 'self' http://127.0.0.1:4100 http://127.0.0.1:4200 https://*.googleapis.com;",
        'frame-src http://127.0.0.1:4300;',
      ],
    ],
    [
      'allows no Spotify origin when the player is not set up',
      {},
      ["script-src 'self' 'wasm-unsafe-eval';", "connect-src 'self' https://*.googleapis.com;", "frame-src 'none';"],
    ],
  ])("the page's Content-Security-Policy %s", async (_, env, parts) => {
    server = await startTestServer('pglite', env);
    const policy = (await api(server, '/api/player/config')).headers.get('content-security-policy') ?? '';
    for (const part of parts) expect(`${policy};`).toContain(part);
  });
});
