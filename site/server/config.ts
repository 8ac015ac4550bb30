import type { AiProvider } from './ai/chat-completions';
import { SIGN_IN_SCOPES } from './auth/google-scopes';

/** Sign-in with the identity provider (Google's OpenID provider by default). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Exact redirect addresses a sign-in may use (the site's /auth page). */
  redirectUris: string[];
  /** What a sign-in asks for (default: SIGN_IN_SCOPES); a grant adds its own (auth/google-scopes.ts). */
  scopes: string[];
}

/** The local test identity provider (development and tests only; never with Google, never in production). */
export interface LocalSignInConfig {
  /** Redirect addresses allowed besides the server's own `<origin>/auth` (AUTH_REDIRECT_URIS). */
  redirectUris: string[];
}

/** The music player's streaming provider (Spotify): a public PKCE client, so no secret (issue #24). */
export interface SpotifyConfig {
  /** The app's client id from Spotify's dashboard (public: the page sends it in the sign-in address). */
  clientId: string;
  /** Spotify's accounts service: /authorize and /api/token (SPOTIFY_ACCOUNTS_URL). */
  accountsUrl: string;
  /** The Web API base, ending in /v1 at Spotify (SPOTIFY_API_URL). */
  apiUrl: string;
  /** The Web Playback SDK script (SPOTIFY_SDK_URL). */
  sdkUrl: string;
}

/** Everything the server reads from its environment, parsed once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteDir: string;
  /** The site's public origin in production (PUBLIC_ORIGIN); null: the listening address stands in for it. */
  publicOrigin: string | null;
  /**
   * Exact origins allowed to call the API with credentials: PUBLIC_ORIGIN, SITE_ORIGINS and EXTENSION_ORIGINS;
   * without PUBLIC_ORIGIN, startServer adds the listening address once it knows the port.
   */
  allowedOrigins: string[];
  /** The extensions (`chrome-extension://<id>`) a sign-in may be handed over to; also in allowedOrigins. */
  extensionOrigins: string[];
  /** NODE_ENV=development (`npm run dev`): the site's CSP also allows the dev API on port 3001. */
  development: boolean;
  /** null: Google sign-in is off (a secret is missing). */
  oidc: OidcConfig | null;
  /** Not null: the local test identity provider signs people in instead of Google (LOCAL_SIGN_IN=1). */
  localSignIn: LocalSignInConfig | null;
  /** 32-byte AES-GCM key for refresh tokens at rest; null: refresh tokens are not kept. */
  tokenKey: Buffer | null;
  /** Trust X-Forwarded-For/-Proto from a reverse proxy in front of the server. */
  trustProxy: boolean;
  rateLimits: {
    waitlistPerMinute: number;
    authPerMinute: number;
    apiPerMinute: number;
    pageViewPerMinute: number;
    /** GET /api/stats, a bucket of its own (issue 33: it shared the sign-in's). */
    statsPerMinute: number;
  };
  /** The admin token that reads the page-view counts (GET /api/stats); null: nobody can read them. */
  statsToken: string | null;
  /** Basic plan (every account during the beta): Google access tokens per account and clock hour; 0 = unlimited. */
  googleTokensPerHour: number;
  /** Firestore project for the waitlist adapter; null: the waitlist lives in SQL. */
  firestoreProjectId: string | null;
  pgPoolMax: number;
  /** null: the music player is not set up (SPOTIFY_CLIENT_ID is not set) and /play says so. */
  spotify: SpotifyConfig | null;
  /** null: connecting Slack is off (SLACK_CLIENT_ID, SLACK_CLIENT_SECRET or TOKEN_ENCRYPTION_KEY is missing). */
  slack: SlackConfig | null;
  /**
   * AI chat (issue #23, /chat and /translate): the OpenAI-compatible provider (AI_BASE_URL, AI_API_KEY, AI_MODEL;
   * null when one is missing) and the Basic plan's messages per account and UTC day (CHAT_MESSAGES_PER_DAY; 0 = unlimited).
   */
  chat: { provider: AiProvider | null; messagesPerDay: number };
}

/** Slack (issue #23 /slack): the Slack app the server connects workspaces with (SLACK_* variables). */
export interface SlackConfig {
  clientId: string;
  clientSecret: string;
  /** Slack's address (SLACK_BASE_URL, default https://slack.com): authorize at /oauth/v2/authorize, methods at /api/<method>. */
  baseUrl: string;
}

/** The config plus sentences to print at start about features that are switched off. */
export interface LoadedConfig {
  config: ServerConfig;
  notices: string[];
}

/** Printed at start when sign-in is not configured: what the person running the server sets to turn it on. */
export const SIGN_IN_DISABLED =
  'Sign-in is not configured on this server: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and AUTH_REDIRECT_URIS.';

/** What the sign-in endpoints answer visitors when sign-in is not configured (its settings are the operator's business). */
export const SIGN_IN_UNAVAILABLE = "Sign-in isn't available right now. Please try again later.";

/** Printed at start when /slack cannot connect workspaces: what the person running the server sets to turn it on. */
export const SLACK_DISABLED =
  'Connecting Slack is off: set SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and TOKEN_ENCRYPTION_KEY to turn it on.';

/** Reads the Slack block of the environment; null (with a start-up notice) when a setting it needs is missing. */
function loadSlackConfig(env: NodeJS.ProcessEnv, tokenKey: Buffer | null, notices: string[]): SlackConfig | null {
  const clientId = env.SLACK_CLIENT_ID ?? '';
  const clientSecret = env.SLACK_CLIENT_SECRET ?? '';
  let baseUrl = 'https://slack.com';
  if (env.SLACK_BASE_URL) {
    try {
      const url = new URL(env.SLACK_BASE_URL);
      if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search)
        throw new Error('not an origin');
      baseUrl = url.origin;
    } catch {
      throw new Error(
        `SLACK_BASE_URL must be Slack's origin, scheme and host only, like https://slack.com, not "${env.SLACK_BASE_URL}".`,
      );
    }
  }
  if (!clientId || !clientSecret || !tokenKey) {
    notices.push(SLACK_DISABLED);
    return null;
  }
  return { clientId, clientSecret, baseUrl };
}

/** Printed at start when the AI chat provider is not configured. */
export const CHAT_DISABLED =
  'AI chat (/chat, /translate) is not configured on this server: set AI_BASE_URL, AI_API_KEY and AI_MODEL.';

/** The Basic plan's AI chat messages per account and UTC day when CHAT_MESSAGES_PER_DAY is not set. */
export const DEFAULT_CHAT_MESSAGES_PER_DAY = 30;

function parseAiProvider(env: NodeJS.ProcessEnv): AiProvider | null {
  const { AI_BASE_URL: raw, AI_API_KEY: apiKey, AI_MODEL: model } = env;
  if (!raw || !apiKey || !model) return null;
  const problem = `AI_BASE_URL must be the provider's base address without /v1, like https://api.openai.com, not "${raw}".`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(problem);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.search ||
    url.hash ||
    url.username ||
    url.password ||
    /\/v1\/?$/.test(url.pathname)
  )
    throw new Error(problem);
  return { baseUrl: url.href.replace(/\/$/, ''), apiKey, model };
}

/**
 * The Vite dev server's origins (site/vite.config.ts), allowed when SITE_ORIGINS is not set at all, except with
 * NODE_ENV=production: a production server never answers a local page with credentials unless told to.
 */
const DEV_SITE_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';

/**
 * The Intently extension's origin, allowed when EXTENSION_ORIGINS is not set at all, in every environment:
 * the manifest's `key` (wxt.config.ts) fixes this id wherever the extension is loaded, store or unpacked.
 */
export const INTENTLY_EXTENSION_ORIGIN = 'chrome-extension://eacooblfibgejfbobebbfnhdkkfcmehj';

/** Printed at start while the local test identity provider is on. */
export const LOCAL_SIGN_IN_ON =
  'Local test sign-in is on (LOCAL_SIGN_IN=1): anyone can sign in here with any email address, as a test account on this computer, not with Google. Set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and AUTH_REDIRECT_URIS for real sign-in.';

/** Why the server refuses to start with the local test identity provider in production. */
export const LOCAL_SIGN_IN_IN_PRODUCTION =
  'LOCAL_SIGN_IN=1 is refused when NODE_ENV=production: the local test sign-in lets anyone sign in as any email address. Unset LOCAL_SIGN_IN and set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and AUTH_REDIRECT_URIS.';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of 0 or more, not "${raw}".`);
  return value;
}

function parseOrigin(raw: string | undefined): string | null {
  if (!raw) return null;
  const problem = `PUBLIC_ORIGIN must be the site's origin, scheme and host only, like https://intently.example, not "${raw}".`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(problem);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  )
    throw new Error(problem);
  return url.origin;
}

function parseKey(raw: string | undefined): Buffer | null {
  if (!raw) return null;
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('TOKEN_ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64.');
  return key;
}

/** Printed at start when the music player has no Spotify client id. */
export const PLAYER_DISABLED =
  "The music player (/play) is not configured on this server: set SPOTIFY_CLIENT_ID to a Spotify app's client id.";

/** Spotify's addresses, used unless SPOTIFY_ACCOUNTS_URL, SPOTIFY_API_URL or SPOTIFY_SDK_URL replace them (tests point them at stand-ins). */
export const SPOTIFY_DEFAULTS = {
  accountsUrl: 'https://accounts.spotify.com',
  apiUrl: 'https://api.spotify.com/v1',
  sdkUrl: 'https://sdk.scdn.co/spotify-player.js',
} as const;

function parseAddress(env: NodeJS.ProcessEnv, name: string, fallback: string, example: string): string {
  const raw = env[name];
  if (!raw) return fallback;
  const problem = `${name} must be an http or https address with no query or fragment, like ${example}, not "${raw}".`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(problem);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password)
    throw new Error(problem);
  return url.href.replace(/\/+$/, '');
}

function parseSpotify(env: NodeJS.ProcessEnv): SpotifyConfig | null {
  const clientId = env.SPOTIFY_CLIENT_ID?.trim() ?? '';
  if (!clientId) return null;
  if (!/^[0-9A-Za-z]{8,64}$/.test(clientId))
    throw new Error(
      `SPOTIFY_CLIENT_ID must be the app's client id from Spotify's dashboard (32 letters and digits), not "${clientId}".`,
    );
  return {
    clientId,
    accountsUrl: parseAddress(env, 'SPOTIFY_ACCOUNTS_URL', SPOTIFY_DEFAULTS.accountsUrl, SPOTIFY_DEFAULTS.accountsUrl),
    apiUrl: parseAddress(env, 'SPOTIFY_API_URL', SPOTIFY_DEFAULTS.apiUrl, SPOTIFY_DEFAULTS.apiUrl),
    sdkUrl: parseAddress(env, 'SPOTIFY_SDK_URL', SPOTIFY_DEFAULTS.sdkUrl, SPOTIFY_DEFAULTS.sdkUrl),
  };
}

/** The shortest admin token accepted: 32 characters make guessing it hopeless. */
const MIN_STATS_TOKEN = 32;

function parseStatsToken(raw: string | undefined): string | null {
  if (!raw) return null;
  if (raw.length < MIN_STATS_TOKEN)
    throw new Error(
      `STATS_ADMIN_TOKEN must be at least ${MIN_STATS_TOKEN} characters; generate one with: node -e "console.log(crypto.randomBytes(32).toString('hex'))"`,
    );
  return raw;
}

/** Parses the environment (see .env.example); throws a sentence naming the variable when a value is malformed. */
export function loadConfig(env: NodeJS.ProcessEnv): LoadedConfig {
  const notices: string[] = [];
  const port = positiveInt(env, 'PORT', 3000);
  const clientId = env.GOOGLE_CLIENT_ID ?? '';
  const clientSecret = env.GOOGLE_CLIENT_SECRET ?? '';
  const redirectUris = list(env.AUTH_REDIRECT_URIS);
  const oidc =
    clientId && clientSecret && redirectUris.length > 0
      ? {
          issuer: env.OIDC_ISSUER || 'https://accounts.google.com',
          clientId,
          clientSecret,
          redirectUris,
          scopes: env.OIDC_SCOPES ? env.OIDC_SCOPES.split(/\s+/).filter(Boolean) : [...SIGN_IN_SCOPES],
        }
      : null;
  const localWanted = env.LOCAL_SIGN_IN === '1';
  if (localWanted && env.NODE_ENV === 'production') throw new Error(LOCAL_SIGN_IN_IN_PRODUCTION);
  const localSignIn = localWanted && !clientId ? { redirectUris } : null;
  if (localWanted && clientId)
    notices.push('LOCAL_SIGN_IN=1 is ignored: GOOGLE_CLIENT_ID is set, so sign-in uses Google.');
  if (localSignIn) notices.push(LOCAL_SIGN_IN_ON);
  else if (!oidc) notices.push(SIGN_IN_DISABLED);
  const tokenKey = parseKey(env.TOKEN_ENCRYPTION_KEY);
  if (oidc && !tokenKey) {
    notices.push('Refresh tokens will not be kept: set TOKEN_ENCRYPTION_KEY (32 bytes) to store them encrypted.');
  }
  const extensionOrigins = list(env.EXTENSION_ORIGINS ?? INTENTLY_EXTENSION_ORIGIN);
  const badExtension = extensionOrigins.find((origin) => !/^chrome-extension:\/\/[a-p]{32}$/.test(origin));
  if (badExtension) {
    throw new Error(
      `EXTENSION_ORIGINS must list chrome-extension://<32 letters a to p> origins, comma-separated; "${badExtension}" is not one.`,
    );
  }
  const publicOrigin = parseOrigin(env.PUBLIC_ORIGIN);
  const trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
  if (trustProxy && !publicOrigin) {
    notices.push(
      "TRUST_PROXY is set but PUBLIC_ORIGIN is not: the site's pages will be refused sign-in and account changes; set PUBLIC_ORIGIN to the site's origin, like https://intently.example.",
    );
  }
  const firestoreProjectId = env.WAITLIST_STORE === 'firestore' ? env.FIRESTORE_PROJECT_ID || null : null;
  if (env.WAITLIST_STORE === 'firestore' && !firestoreProjectId) {
    notices.push('WAITLIST_STORE=firestore needs FIRESTORE_PROJECT_ID; the waitlist stays in the SQL database.');
  }
  const spotify = parseSpotify(env);
  if (!spotify) notices.push(PLAYER_DISABLED);
  const aiProvider = parseAiProvider(env);
  if (!aiProvider) notices.push(CHAT_DISABLED);
  return {
    notices,
    config: {
      port,
      host: env.HOST || '127.0.0.1',
      dataDir: env.DATA_DIR || './data',
      databaseUrl: env.DATABASE_URL || undefined,
      siteDir: env.SITE_DIR || 'dist/site',
      publicOrigin,
      allowedOrigins: [
        ...(publicOrigin ? [publicOrigin] : []),
        ...list(env.SITE_ORIGINS ?? (env.NODE_ENV === 'production' ? '' : DEV_SITE_ORIGINS)),
        ...extensionOrigins,
      ],
      extensionOrigins,
      development: env.NODE_ENV === 'development',
      oidc,
      localSignIn,
      tokenKey,
      trustProxy,
      rateLimits: {
        waitlistPerMinute: positiveInt(env, 'RATE_LIMIT_WAITLIST_PER_MINUTE', 10),
        authPerMinute: positiveInt(env, 'RATE_LIMIT_AUTH_PER_MINUTE', 30),
        apiPerMinute: positiveInt(env, 'RATE_LIMIT_API_PER_MINUTE', 600),
        pageViewPerMinute: positiveInt(env, 'RATE_LIMIT_PAGE_VIEW_PER_MINUTE', 60),
        statsPerMinute: positiveInt(env, 'RATE_LIMIT_STATS_PER_MINUTE', 30),
      },
      statsToken: parseStatsToken(env.STATS_ADMIN_TOKEN),
      googleTokensPerHour: positiveInt(env, 'GOOGLE_TOKENS_PER_HOUR', 60),
      firestoreProjectId,
      pgPoolMax: positiveInt(env, 'PG_POOL_MAX', 20),
      spotify,
      slack: loadSlackConfig(env, tokenKey, notices),
      chat: {
        provider: aiProvider,
        messagesPerDay: positiveInt(env, 'CHAT_MESSAGES_PER_DAY', DEFAULT_CHAT_MESSAGES_PER_DAY),
      },
    },
  };
}
