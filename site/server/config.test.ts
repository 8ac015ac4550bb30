import { describe, expect, it } from 'vitest';
import {
  CHAT_DISABLED,
  DEFAULT_CHAT_MESSAGES_PER_DAY,
  INTENTLY_EXTENSION_ORIGIN,
  loadConfig,
  LOCAL_SIGN_IN_IN_PRODUCTION,
  LOCAL_SIGN_IN_ON,
  PLAYER_DISABLED,
  SIGN_IN_DISABLED,
  SLACK_DISABLED,
  SPOTIFY_DEFAULTS,
} from './config';

const SPOTIFY_ID = '0123456789abcdef0123456789abcdef';
const SIGN_IN = {
  GOOGLE_CLIENT_ID: 'id',
  GOOGLE_CLIENT_SECRET: 'secret',
  AUTH_REDIRECT_URIS: 'https://intently.example/auth',
  SLACK_CLIENT_ID: 'slack-id',
  SLACK_CLIENT_SECRET: 'slack-secret',
  SPOTIFY_CLIENT_ID: SPOTIFY_ID,
};
const AI = { AI_BASE_URL: 'https://ai.example/', AI_API_KEY: 'sk-test', AI_MODEL: 'model-1' };

describe('loadConfig', () => {
  it('defaults to port 3000 on 127.0.0.1, PGlite in ./data and the built site in dist/site', () => {
    const { config } = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      siteDir: 'dist/site',
      oidc: null,
      localSignIn: null,
      tokenKey: null,
    });
    expect(config.allowedOrigins).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'chrome-extension://eacooblfibgejfbobebbfnhdkkfcmehj',
    ]);
    expect(config.extensionOrigins).toEqual([INTENTLY_EXTENSION_ORIGIN]);
  });

  it.each([
    ['no sign-in secrets', {}, [SIGN_IN_DISABLED, PLAYER_DISABLED, CHAT_DISABLED, SLACK_DISABLED]],
    [
      'no Spotify client id',
      { ...SIGN_IN, ...AI, TOKEN_ENCRYPTION_KEY: 'a'.repeat(64), SPOTIFY_CLIENT_ID: '' },
      [PLAYER_DISABLED],
    ],
    [
      'sign-in without an encryption key',
      { ...SIGN_IN, ...AI },
      ['Refresh tokens will not be kept: set TOKEN_ENCRYPTION_KEY (32 bytes) to store them encrypted.', SLACK_DISABLED],
    ],
    [
      'everything but the Slack secret',
      { ...SIGN_IN, ...AI, TOKEN_ENCRYPTION_KEY: 'a'.repeat(64), SLACK_CLIENT_SECRET: '' },
      [SLACK_DISABLED],
    ],
    ['everything', { ...SIGN_IN, ...AI, TOKEN_ENCRYPTION_KEY: 'a'.repeat(64) }, []],
    [
      'the local test sign-in',
      { LOCAL_SIGN_IN: '1', SPOTIFY_CLIENT_ID: SPOTIFY_ID },
      [LOCAL_SIGN_IN_ON, CHAT_DISABLED, SLACK_DISABLED],
    ],
    [
      'the local test sign-in next to Google',
      { ...SIGN_IN, ...AI, LOCAL_SIGN_IN: '1', TOKEN_ENCRYPTION_KEY: 'a'.repeat(64) },
      ['LOCAL_SIGN_IN=1 is ignored: GOOGLE_CLIENT_ID is set, so sign-in uses Google.'],
    ],
    [
      'a proxy without PUBLIC_ORIGIN',
      { ...SIGN_IN, ...AI, TOKEN_ENCRYPTION_KEY: 'a'.repeat(64), TRUST_PROXY: '1' },
      [
        "TRUST_PROXY is set but PUBLIC_ORIGIN is not: the site's pages will be refused sign-in and account changes; set PUBLIC_ORIGIN to the site's origin, like https://intently.example.",
      ],
    ],
    [
      'an AI provider without a model',
      { ...SIGN_IN, ...AI, AI_MODEL: '', TOKEN_ENCRYPTION_KEY: 'a'.repeat(64) },
      [CHAT_DISABLED],
    ],
    [
      'a proxy and PUBLIC_ORIGIN',
      {
        ...SIGN_IN,
        ...AI,
        TOKEN_ENCRYPTION_KEY: 'a'.repeat(64),
        TRUST_PROXY: '1',
        PUBLIC_ORIGIN: 'https://intently.example',
      },
      [],
    ],
    [
      'a Firestore waitlist without a project',
      { ...SIGN_IN, ...AI, TOKEN_ENCRYPTION_KEY: 'a'.repeat(64), WAITLIST_STORE: 'firestore' },
      ['WAITLIST_STORE=firestore needs FIRESTORE_PROJECT_ID; the waitlist stays in the SQL database.'],
    ],
  ])('with %s prints %j at start', (_, env, notices) => {
    expect(loadConfig(env).notices).toEqual(notices);
  });

  it('reads the Slack block: Slack by default, a stand-in by SLACK_BASE_URL, and refuses a base that is not an origin', () => {
    const key = { TOKEN_ENCRYPTION_KEY: 'a'.repeat(64) };
    expect(loadConfig({ ...SIGN_IN, ...key }).config.slack).toEqual({
      clientId: 'slack-id',
      clientSecret: 'slack-secret',
      baseUrl: 'https://slack.com',
    });
    expect(loadConfig({ ...SIGN_IN, ...key, SLACK_BASE_URL: 'http://127.0.0.1:4000' }).config.slack?.baseUrl).toBe(
      'http://127.0.0.1:4000',
    );
    expect(loadConfig({ ...SIGN_IN }).config.slack).toBeNull();
    expect(() => loadConfig({ SLACK_BASE_URL: 'https://slack.com/api' })).toThrow(
      'SLACK_BASE_URL must be Slack\'s origin, scheme and host only, like https://slack.com, not "https://slack.com/api".',
    );
  });

  it('reads sign-in, origins and limits', () => {
    const { config } = loadConfig({
      ...SIGN_IN,
      OIDC_ISSUER: 'http://127.0.0.1:9000',
      SITE_ORIGINS: 'https://intently.example, http://localhost:5173',
      EXTENSION_ORIGINS: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
      RATE_LIMIT_WAITLIST_PER_MINUTE: '5',
      TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(config.oidc).toMatchObject({
      issuer: 'http://127.0.0.1:9000',
      clientId: 'id',
      redirectUris: ['https://intently.example/auth'],
    });
    // Issue #22: sign-in asks who you are only; mail and calendar are asked for when first needed.
    expect(config.oidc?.scopes).toEqual(['openid', 'email', 'profile']);
    expect(config.googleTokensPerHour).toBe(60);
    expect(config.allowedOrigins).toEqual([
      'https://intently.example',
      'http://localhost:5173',
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
    ]);
    expect(config.extensionOrigins).toEqual(['chrome-extension://abcdefghijklmnopabcdefghijklmnop']);
    expect(config.rateLimits.waitlistPerMinute).toBe(5);
    expect(config.rateLimits.pageViewPerMinute).toBe(60);
    expect(config.statsToken).toBeNull();
    expect(config.tokenKey).toEqual(Buffer.alloc(32, 7));
  });

  it.each([
    ['unset', {}, ['https://intently.example', INTENTLY_EXTENSION_ORIGIN]],
    [
      'set',
      { SITE_ORIGINS: 'http://localhost:5173' },
      ['https://intently.example', 'http://localhost:5173', INTENTLY_EXTENSION_ORIGIN],
    ],
  ])('allows no dev origin with NODE_ENV=production and SITE_ORIGINS %s, only those it names', (_, env, allowed) => {
    const { config } = loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://intently.example', ...env });
    expect(config.allowedOrigins).toEqual(allowed);
  });

  it('allows no extra origin when SITE_ORIGINS and EXTENSION_ORIGINS are set empty', () => {
    expect(loadConfig({ SITE_ORIGINS: '', EXTENSION_ORIGINS: '' }).config.allowedOrigins).toEqual([]);
  });

  it.each([
    ['alone', { LOCAL_SIGN_IN: '1' }, { redirectUris: [] }],
    [
      'with extra redirect addresses',
      { LOCAL_SIGN_IN: '1', AUTH_REDIRECT_URIS: 'http://127.0.0.1:5173/auth' },
      { redirectUris: ['http://127.0.0.1:5173/auth'] },
    ],
    ['with Google configured', { ...SIGN_IN, LOCAL_SIGN_IN: '1' }, null],
    ['set to something else than 1', { LOCAL_SIGN_IN: 'yes' }, null],
  ])('reads LOCAL_SIGN_IN %s', (_, env, localSignIn) => {
    expect(loadConfig(env).config.localSignIn).toEqual(localSignIn);
  });

  it.each([
    ['https://intently.example', 'https://intently.example'],
    ['https://Intently.Example/', 'https://intently.example'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
  ])('reads PUBLIC_ORIGIN %s as the allowed origin %s, first', (raw, origin) => {
    const { config } = loadConfig({ PUBLIC_ORIGIN: raw, SITE_ORIGINS: 'https://other.example', EXTENSION_ORIGINS: '' });
    expect(config.publicOrigin).toBe(origin);
    expect(config.allowedOrigins).toEqual([origin, 'https://other.example']);
  });

  it("reads the music player's Spotify settings, with Spotify's own addresses by default", () => {
    expect(loadConfig({}).config.spotify).toBeNull();
    expect(loadConfig({ SPOTIFY_CLIENT_ID: SPOTIFY_ID }).config.spotify).toEqual({
      clientId: SPOTIFY_ID,
      ...SPOTIFY_DEFAULTS,
    });
    const standIn = {
      SPOTIFY_CLIENT_ID: SPOTIFY_ID,
      SPOTIFY_ACCOUNTS_URL: 'http://127.0.0.1:4000/',
      SPOTIFY_API_URL: 'http://127.0.0.1:4000/v1/',
      SPOTIFY_SDK_URL: 'http://127.0.0.1:4000/spotify-player.js',
    };
    expect(loadConfig(standIn).config.spotify).toEqual({
      clientId: SPOTIFY_ID,
      accountsUrl: 'http://127.0.0.1:4000',
      apiUrl: 'http://127.0.0.1:4000/v1',
      sdkUrl: 'http://127.0.0.1:4000/spotify-player.js',
    });
  });

  it.each([
    [{}, { provider: null, messagesPerDay: DEFAULT_CHAT_MESSAGES_PER_DAY }],
    [
      { ...AI, CHAT_MESSAGES_PER_DAY: '0' },
      { provider: { baseUrl: 'https://ai.example', apiKey: 'sk-test', model: 'model-1' }, messagesPerDay: 0 },
    ],
    [
      { ...AI, AI_BASE_URL: 'http://127.0.0.1:9/openai/' },
      {
        provider: { baseUrl: 'http://127.0.0.1:9/openai', apiKey: 'sk-test', model: 'model-1' },
        messagesPerDay: DEFAULT_CHAT_MESSAGES_PER_DAY,
      },
    ],
  ])('with %j reads AI chat as %j', (env, chat) => {
    expect(loadConfig(env).config.chat).toEqual(chat);
  });

  it.each([
    [{}, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'development' }, true],
  ])('with %j is in development: %s', (env, development) => {
    expect(loadConfig(env).config.development).toBe(development);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number of 0 or more, not "abc".'],
    [{ RATE_LIMIT_API_PER_MINUTE: '-1' }, 'RATE_LIMIT_API_PER_MINUTE must be a whole number of 0 or more, not "-1".'],
    [{ TOKEN_ENCRYPTION_KEY: 'short' }, 'TOKEN_ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64.'],
    [{ STATS_ADMIN_TOKEN: 'too-short' }, 'STATS_ADMIN_TOKEN must be at least 32 characters; generate one with:'],
    [{ LOCAL_SIGN_IN: '1', NODE_ENV: 'production' }, LOCAL_SIGN_IN_IN_PRODUCTION],
    [{ CHAT_MESSAGES_PER_DAY: 'many' }, 'CHAT_MESSAGES_PER_DAY must be a whole number of 0 or more, not "many".'],
    ...['ai.example', 'https://api.openai.com/v1', 'https://ai.example?key=1'].map(
      (raw): [NodeJS.ProcessEnv, string] => [
        { ...AI, AI_BASE_URL: raw },
        `AI_BASE_URL must be the provider's base address without /v1, like https://api.openai.com, not "${raw}".`,
      ],
    ),
    [
      { EXTENSION_ORIGINS: 'chrome-extension://abc' },
      'EXTENSION_ORIGINS must list chrome-extension://<32 letters a to p> origins, comma-separated; "chrome-extension://abc" is not one.',
    ],
    [
      { SPOTIFY_CLIENT_ID: 'not an id!' },
      'SPOTIFY_CLIENT_ID must be the app\'s client id from Spotify\'s dashboard (32 letters and digits), not "not an id!".',
    ],
    ...[
      ['SPOTIFY_ACCOUNTS_URL', 'accounts.spotify.com', SPOTIFY_DEFAULTS.accountsUrl],
      ['SPOTIFY_API_URL', 'https://api.spotify.com/v1?market=SE', SPOTIFY_DEFAULTS.apiUrl],
      ['SPOTIFY_SDK_URL', 'ftp://sdk.scdn.co/spotify-player.js', SPOTIFY_DEFAULTS.sdkUrl],
    ].map(([name, raw, example]: string[]): [NodeJS.ProcessEnv, string] => [
      { SPOTIFY_CLIENT_ID: SPOTIFY_ID, [name!]: raw },
      `${name} must be an http or https address with no query or fragment, like ${example}, not "${raw}".`,
    ]),
    ...[
      'intently.example',
      'https://intently.example/app',
      'https://intently.example?x=1',
      'ftp://intently.example',
    ].map((raw): [NodeJS.ProcessEnv, string] => [
      { PUBLIC_ORIGIN: raw },
      `PUBLIC_ORIGIN must be the site's origin, scheme and host only, like https://intently.example, not "${raw}".`,
    ]),
  ])('refuses %j with a sentence naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
