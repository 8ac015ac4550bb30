/**
 * A local stand-in for Spotify at the network boundary (issue #24 tests): the accounts service, the Web API and
 * the Web Playback SDK script (spotify-sdk-stand-in.ts), one server, answering in the shapes and error bodies of:
 * - developer.spotify.com/documentation/web-api/tutorials/code-pkce-flow (GET /authorize with S256 and state;
 *   POST /api/token for a public client, answered with CORS so the page can call it; 400 `invalid_grant`)
 * - developer.spotify.com/documentation/web-api/tutorials/refreshing-tokens (refresh_token grant with client_id)
 * - developer.spotify.com/documentation/web-api/concepts/redirect_uri (https, or loopback as 127.0.0.1 with any
 *   port; `localhost` refused)
 * - developer.spotify.com/documentation/web-api/reference/get-current-users-profile, …/get-a-list-of-current-users-playlists,
 *   …/get-playlists-items, …/start-a-users-playback, …/pause-a-users-playback, …/transfer-a-users-playback
 * - developer.spotify.com/documentation/web-api/tutorials/february-2026-migration-guide (/playlists/{id}/items with
 *   `item` beside the old `track`, `items.total` beside `tracks.total`, 403 for other users' playlists and the old
 *   /tracks path)
 * - developer.spotify.com/documentation/web-api/concepts/api-calls (the `{"error":{"status","message"}}` body) and
 *   …/references/changes/july-2026 (429 with `"reason":"QUOTA_EXCEEDED"`); …/concepts/rate-limits (Retry-After)
 * Consent is given at once (tests may have the next one refused). Tests queue failing Web API answers (429 with
 * Retry-After, 401, QUOTA_EXCEEDED) and read back every request. The Web API answers CORS with `*`, as Spotify does.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SDK_STAND_IN_SCRIPT } from './spotify-sdk-stand-in';

/** The client id the stand-in knows (any 32 letters and digits, like a real one). */
export const SPOTIFY_TEST_CLIENT_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** The signed-in listener's user id. */
export const LISTENER = 'listener';

interface StandInTrack {
  id: string;
  name: string;
  artists: string[];
  album: string;
}

const track = (id: string, name: string, artists: string[], album: string): StandInTrack => ({
  id,
  name,
  artists,
  album,
});

/** The listener's library: playlists in the order /me/playlists lists them, with their entries. */
export const LIBRARY = [
  {
    id: 'pl-focus',
    name: 'Focus Flow',
    owner: LISTENER,
    collaborative: false,
    countField: 'items' as const,
    tracks: [
      track('trk-rain', 'Rain on Glass', ['Nora Vale'], 'Quiet Rooms'),
      track('trk-dawn', 'Dawn Loop', ['Kip Arden', 'Lumen'], 'Loops'),
    ],
  },
  {
    id: 'pl-deep',
    name: 'Deep Work',
    owner: LISTENER,
    collaborative: false,
    countField: 'tracks' as const, // an answer without items.total: the page falls back to tracks.total
    tracks: [
      track('trk-tide', 'Tide Tables', ['Mara Quinn'], 'Coastline'),
      null, // a removed song: SPEC §5 drops it
      track('trk-ember', 'Ember', ['Solène Ray'], 'Warm Hours'),
      track('trk-north', 'North Light', ['The Long Fields'], 'Maps'),
    ],
  },
  {
    id: 'pl-shared',
    name: 'Shared Picks',
    owner: 'friend',
    collaborative: true,
    countField: 'items' as const,
    tracks: [track('trk-one', 'Solo', ['Ada Bright'], 'Single')],
  },
  {
    id: 'pl-theirs',
    name: 'Top 50 Somewhere',
    owner: 'spotify',
    collaborative: false,
    countField: 'items' as const,
    tracks: [
      track('trk-hit', 'Hit', ['Star'], 'Charts'),
      track('trk-hit2', 'Hit 2', ['Star'], 'Charts'),
      track('trk-hit3', 'Hit 3', ['Star'], 'Charts'),
      track('trk-hit4', 'Hit 4', ['Star'], 'Charts'),
      track('trk-hit5', 'Hit 5', ['Star'], 'Charts'),
    ],
  },
];

const ALL_TRACKS = new Map(
  LIBRARY.flatMap((p) => p.tracks)
    .filter((t): t is StandInTrack => t !== null)
    .map((t) => [t.id, t]),
);

/** An answer the Web API gives instead of the real one. */
export interface QueuedAnswer {
  status: number;
  retryAfter?: string;
  body?: unknown;
}

/** A Web API request as the stand-in saw it. */
export interface ApiRequest {
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
}

/** What plays: on which device, which track, paused or not. */
export interface StandInPlayback {
  deviceId: string | null;
  trackId: string | null;
  paused: boolean;
}

/** The stand-in and what tests read back from it. */
export interface SpotifyStandIn {
  url: string;
  /** The server environment that points the site at this stand-in. */
  env: Record<string, string>;
  /** The next matching Web API requests (path starting with `pathPrefix`, like '/v1/me/playlists') get these answers first. */
  queueApiAnswers(pathPrefix: string, answers: QueuedAnswer[]): void;
  /** Every Web API request, in order. */
  apiRequests(): ApiRequest[];
  /** The /authorize requests' query parameters, in order. */
  authorizations(): URLSearchParams[];
  /** Each token request: when and its grant type. */
  tokenRequests(): Array<{ at: number; grantType: string }>;
  /** The next consent is refused (the user presses Cancel): the redirect carries error=access_denied. */
  refuseNextConsent(): void;
  /** Later SDK connections answer as for a free account (account_error). */
  setPremium(premium: boolean): void;
  /** Access tokens issued from now on last this long. */
  setTokenLifetime(seconds: number): void;
  /** An access token the listener could have got elsewhere (for the #token= fragment). */
  issueAccessToken(): string;
  /** Makes every access token issued so far answer 401 "The access token expired". */
  expireAccessTokens(): void;
  /** Sends an SDK event (`playback_error`, `not_ready`, …) to every connected SDK player. */
  sdkEvent(name: string, payload?: unknown): void;
  /** How often SDK players read their state (`getCurrentState`). */
  stateReads(): number;
  /** What plays now. */
  playback(): StandInPlayback;
  /** SDK devices connected now, by id, with their names and volumes. */
  devices(): Array<{ id: string; name: string; volume: number }>;
  /** Back to a fresh account between tests: nothing playing, no device, no queued answer, no request recorded, Premium. */
  reset(): void;
  close(): Promise<void>;
}

/** Spotify's CORS: any origin, and Retry-After readable by pages (github.com/spotify/web-api/issues/159). */
const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Retry-After' };

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS, ...headers });
  res.end(JSON.stringify(body));
};
const noContent = (res: ServerResponse) => {
  res.writeHead(204, CORS);
  res.end();
};
/** The Web API's error body (…/concepts/api-calls). */
const apiError = (res: ServerResponse, status: number, message: string, reason?: string) =>
  json(res, status, { error: { status, message, ...(reason ? { reason } : {}) } });

const readBody = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
};

/** Starts the stand-in on a free local port. */
export async function startSpotifyStandIn(): Promise<SpotifyStandIn> {
  const codes = new Map<string, { redirectUri: string; challenge: string }>();
  const liveTokens = new Set<string>();
  const expiredTokens = new Set<string>();
  const tokenExpiry = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const authorizations: URLSearchParams[] = [];
  const tokenRequests: Array<{ at: number; grantType: string }> = [];
  const apiRequests: ApiRequest[] = [];
  const queued: Array<{ pathPrefix: string; answer: QueuedAnswer }> = [];
  const devices = new Map<string, { name: string; volume: number; streams: Set<ServerResponse> }>();
  const playback: StandInPlayback = { deviceId: null, trackId: null, paused: true };
  let stateReads = 0;
  let refuseConsent = false;
  let premium = true;
  let lifetime = 3600;
  let url = '';

  const accessToken = () => {
    const token = `BQ${randomBytes(24).toString('base64url')}`;
    liveTokens.add(token);
    tokenExpiry.set(token, Date.now() + lifetime * 1000);
    return token;
  };
  const grant = () => {
    const refresh = `AQ${randomBytes(32).toString('base64url')}`;
    refreshTokens.add(refresh);
    return {
      access_token: accessToken(),
      token_type: 'Bearer',
      expires_in: lifetime,
      refresh_token: refresh,
      scope: 'streaming user-read-email user-read-private',
    };
  };
  /** Why a bearer token is refused, or null when it is good. */
  const refusal = (req: IncomingMessage): string | null => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (expiredTokens.has(token) || (liveTokens.has(token) && (tokenExpiry.get(token) ?? 0) < Date.now()))
      return 'The access token expired';
    return liveTokens.has(token) ? null : 'Invalid access token';
  };

  const sdkState = () => {
    const current = playback.trackId ? ALL_TRACKS.get(playback.trackId) : undefined;
    if (!current) return null;
    return {
      context: { uri: null, metadata: {} },
      disallows: {},
      paused: playback.paused,
      position: 0,
      duration: 180_000,
      loading: false,
      shuffle: false,
      repeat_mode: 0,
      timestamp: Date.now(),
      track_window: {
        current_track: {
          id: current.id,
          uri: `spotify:track:${current.id}`,
          type: 'track',
          media_type: 'audio',
          name: current.name,
          is_playable: true,
          album: {
            uri: `spotify:album:${current.album}`,
            name: current.album,
            images: [{ url: `${url}/images/${current.id}.jpg`, height: 640, width: 640 }],
          },
          artists: current.artists.map((name) => ({ uri: `spotify:artist:${name}`, name })),
        },
        previous_tracks: [],
        next_tracks: [],
      },
    };
  };
  const send = (deviceId: string, event: string, data: unknown) => {
    for (const stream of devices.get(deviceId)?.streams ?? [])
      stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  /** Tells the devices what plays: the active one gets the state, one that lost playback gets null. */
  const changed = (previousDevice: string | null) => {
    if (previousDevice && previousDevice !== playback.deviceId) send(previousDevice, 'state', null);
    if (playback.deviceId) send(playback.deviceId, 'state', sdkState());
  };

  const webTrack = (t: StandInTrack) => ({
    id: t.id,
    name: t.name,
    uri: `spotify:track:${t.id}`,
    type: 'track',
    artists: t.artists.map((name) => ({ name, id: name, uri: `spotify:artist:${name}`, type: 'artist' })),
    album: { name: t.album, id: t.album, images: [{ url: `${url}/images/${t.id}.jpg`, height: 640, width: 640 }] },
  });

  async function authorize(res: ServerResponse, query: URLSearchParams) {
    authorizations.push(query);
    const redirect = query.get('redirect_uri') ?? '';
    let target: URL;
    try {
      target = new URL(redirect);
    } catch {
      return json(res, 400, { error: 'invalid_request', error_description: 'Invalid redirect URI' });
    }
    if (query.get('client_id') !== SPOTIFY_TEST_CLIENT_ID)
      return json(res, 400, { error: 'invalid_client', error_description: 'Invalid client' });
    if (
      target.protocol !== 'https:' &&
      !(target.protocol === 'http:' && ['127.0.0.1', '[::1]'].includes(target.hostname))
    ) {
      return json(res, 400, { error: 'invalid_request', error_description: 'Insecure redirect URI' });
    }
    const challenge = query.get('code_challenge') ?? '';
    if (
      query.get('response_type') !== 'code' ||
      query.get('code_challenge_method') !== 'S256' ||
      !/^[A-Za-z0-9_-]{43}$/.test(challenge)
    ) {
      return json(res, 400, {
        error: 'invalid_request',
        error_description: 'response_type code with an S256 code_challenge is required',
      });
    }
    const back = new URLSearchParams({ state: query.get('state') ?? '' });
    if (refuseConsent) {
      refuseConsent = false;
      back.set('error', 'access_denied');
    } else {
      const code = `AQD${randomBytes(24).toString('base64url')}`;
      codes.set(code, { redirectUri: redirect, challenge });
      back.set('code', code);
    }
    target.search = back.toString();
    res.writeHead(302, { location: target.toString() });
    res.end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const grantType = form.get('grant_type') ?? '';
    tokenRequests.push({ at: Date.now(), grantType });
    if (form.get('client_id') !== SPOTIFY_TEST_CLIENT_ID)
      return json(res, 400, { error: 'invalid_client', error_description: 'Invalid client' });
    if (grantType === 'authorization_code') {
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!issued || issued.redirectUri !== form.get('redirect_uri'))
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge)
        return json(res, 400, { error: 'invalid_grant', error_description: 'code_verifier was incorrect' });
      return json(res, 200, grant());
    }
    if (grantType === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      if (!refreshTokens.delete(refresh))
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      return json(res, 200, grant());
    }
    return json(res, 400, {
      error: 'unsupported_grant_type',
      error_description: `grant_type must be client_credentials, authorization_code or refresh_token`,
    });
  }

  async function webApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const text = await readBody(req);
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      return apiError(res, 400, 'Malformed json');
    }
    const record: ApiRequest = {
      at: Date.now(),
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      status: 0,
    };
    apiRequests.push(record);
    const respond = (status: number, send: () => void) => {
      record.status = status;
      send();
    };
    const index = queued.findIndex((q) => url.pathname.startsWith(q.pathPrefix));
    if (index >= 0) {
      const { answer } = queued.splice(index, 1)[0]!;
      const errorBody = answer.body ?? { error: { status: answer.status, message: 'Service unavailable' } };
      return respond(answer.status, () =>
        json(res, answer.status, errorBody, answer.retryAfter ? { 'retry-after': answer.retryAfter } : {}),
      );
    }
    const refused = refusal(req);
    if (refused) return respond(401, () => apiError(res, 401, refused));
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /v1/me') {
      return respond(200, () =>
        json(res, 200, {
          id: LISTENER,
          display_name: 'Listener',
          type: 'user',
          uri: `spotify:user:${LISTENER}`,
          href: `${url.origin}/v1/users/${LISTENER}`,
        }),
      );
    }
    if (route === 'GET /v1/me/playlists') {
      const items = LIBRARY.map((p) => {
        const count = { href: `${url.origin}/v1/playlists/${p.id}/items`, total: p.tracks.length };
        return {
          id: p.id,
          name: p.name,
          collaborative: p.collaborative,
          public: false,
          type: 'playlist',
          owner: { id: p.owner, type: 'user' },
          ...(p.countField === 'items' ? { items: count, tracks: count } : { tracks: count }),
        };
      });
      return respond(200, () =>
        json(res, 200, {
          href: url.href,
          items,
          limit: Number(url.searchParams.get('limit') ?? 20),
          next: null,
          offset: 0,
          previous: null,
          total: items.length,
        }),
      );
    }
    const items = /^GET \/v1\/playlists\/([^/]+)\/(items|tracks)$/.exec(route);
    if (items) {
      const playlist = LIBRARY.find((p) => p.id === decodeURIComponent(items[1] ?? ''));
      if (!playlist) return respond(404, () => apiError(res, 404, 'Resource not found'));
      if (items[2] === 'tracks' || (playlist.owner !== LISTENER && !playlist.collaborative))
        return respond(403, () => apiError(res, 403, 'Forbidden'));
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const entries = playlist.tracks.slice(offset, offset + limit).map((t) => ({
        added_at: '2026-11-01T10:00:00Z',
        is_local: false,
        item: t && webTrack(t),
        track: t && webTrack(t),
      }));
      return respond(200, () =>
        json(res, 200, {
          href: url.href,
          items: entries,
          limit,
          next: null,
          offset,
          previous: null,
          total: playlist.tracks.length,
        }),
      );
    }
    const previous = playback.deviceId;
    const deviceParam = url.searchParams.get('device_id');
    if (deviceParam && !devices.has(deviceParam)) return respond(404, () => apiError(res, 404, 'Device not found'));
    if (route === 'PUT /v1/me/player') {
      const wanted = (body as { device_ids?: unknown } | undefined)?.device_ids;
      const id = Array.isArray(wanted) && typeof wanted[0] === 'string' ? wanted[0] : '';
      if (!devices.has(id)) return respond(404, () => apiError(res, 404, 'Device not found'));
      playback.deviceId = id;
      if ((body as { play?: unknown } | undefined)?.play === true) playback.paused = false;
      changed(previous);
      return respond(204, () => noContent(res));
    }
    if (route === 'PUT /v1/me/player/play' || route === 'PUT /v1/me/player/pause') {
      const device = deviceParam ?? playback.deviceId;
      if (!device)
        return respond(404, () =>
          apiError(res, 404, 'Player command failed: No active device found', 'NO_ACTIVE_DEVICE'),
        );
      if (route.endsWith('/pause')) {
        if (playback.paused)
          return respond(403, () => apiError(res, 403, 'Player command failed: Restriction violated', 'UNKNOWN'));
        playback.paused = true;
      } else {
        const uris = (body as { uris?: unknown } | undefined)?.uris;
        if (Array.isArray(uris)) {
          const id = String(uris[0] ?? '').replace(/^spotify:track:/, '');
          if (!ALL_TRACKS.has(id))
            return respond(400, () => apiError(res, 400, 'Invalid track uri: ' + String(uris[0])));
          playback.trackId = id;
        } else if (!playback.trackId) {
          return respond(403, () => apiError(res, 403, 'Player command failed: Restriction violated', 'UNKNOWN'));
        }
        playback.paused = false;
      }
      playback.deviceId = device;
      changed(previous);
      return respond(204, () => noContent(res));
    }
    return respond(404, () => apiError(res, 404, 'Service not found'));
  }

  /** The SDK stand-in's private connection (the real SDK's own services). */
  async function sdk(req: IncomingMessage, res: ServerResponse, url: URL) {
    const text = await readBody(req);
    const parts = url.pathname.split('/').filter(Boolean); // ['sdk', 'devices', id?, op?]
    const id = parts[2];
    if (req.method === 'POST' && parts.length === 2) {
      if (refusal(req)) return json(res, 401, { message: 'Authentication failed' });
      if (!premium) return json(res, 403, { message: 'This functionality is restricted to premium users only' });
      const { name, volume } = JSON.parse(text || '{}') as { name?: string; volume?: number };
      const deviceId = randomBytes(20).toString('hex');
      devices.set(deviceId, { name: name ?? '', volume: volume ?? 1, streams: new Set() });
      return json(res, 200, { device_id: deviceId });
    }
    const device = id ? devices.get(id) : undefined;
    if (!id || !device) return json(res, 404, { message: 'Device not found' });
    if (req.method === 'DELETE' && parts.length === 3) {
      devices.delete(id);
      for (const stream of device.streams) stream.end();
      if (playback.deviceId === id) playback.deviceId = null;
      return noContent(res);
    }
    const op = parts[3];
    if (req.method === 'GET' && op === 'events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', ...CORS });
      device.streams.add(res);
      res.on('close', () => device.streams.delete(res));
      res.write(`event: ready\ndata: {}\n\n`);
      return;
    }
    if (req.method === 'GET' && op === 'state') {
      stateReads += 1;
      return json(res, 200, playback.deviceId === id ? sdkState() : null);
    }
    if (req.method !== 'POST') return json(res, 405, { message: 'Method not allowed' });
    if (refusal(req)) return json(res, 401, { message: 'Authentication failed' });
    if (playback.deviceId === id && playback.trackId) {
      if (op === 'pause') playback.paused = true;
      else if (op === 'resume') playback.paused = false;
      else if (op === 'toggle') playback.paused = !playback.paused;
      changed(id);
    }
    return noContent(res);
  }

  const server: Server = createServer((req, res) => {
    const requestUrl = new URL(req.url ?? '/', url);
    const route = `${req.method} ${requestUrl.pathname}`;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS,
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': 'Authorization, Content-Type',
        'access-control-max-age': '604800',
      });
      return res.end();
    }
    if (route === 'GET /spotify-player.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', ...CORS });
      return res.end(SDK_STAND_IN_SCRIPT);
    }
    if (route === 'GET /authorize') return void authorize(res, requestUrl.searchParams);
    if (route === 'POST /api/token') return void token(req, res);
    if (requestUrl.pathname.startsWith('/v1/')) return void webApi(req, res, requestUrl);
    if (requestUrl.pathname.startsWith('/sdk/devices')) return void sdk(req, res, requestUrl);
    json(res, 404, { error: { status: 404, message: 'Service not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      SPOTIFY_CLIENT_ID: SPOTIFY_TEST_CLIENT_ID,
      SPOTIFY_ACCOUNTS_URL: url,
      SPOTIFY_API_URL: `${url}/v1`,
      SPOTIFY_SDK_URL: `${url}/spotify-player.js`,
    },
    queueApiAnswers(pathPrefix, answers) {
      queued.push(...answers.map((answer) => ({ pathPrefix, answer })));
    },
    apiRequests: () => apiRequests.map((r) => ({ ...r })),
    authorizations: () => [...authorizations],
    tokenRequests: () => [...tokenRequests],
    refuseNextConsent() {
      refuseConsent = true;
    },
    setPremium(value) {
      premium = value;
    },
    setTokenLifetime(seconds) {
      lifetime = seconds;
    },
    issueAccessToken: accessToken,
    expireAccessTokens() {
      for (const t of liveTokens) expiredTokens.add(t);
    },
    sdkEvent(name, payload = {}) {
      for (const id of devices.keys()) send(id, 'sdk', { name, payload });
    },
    stateReads: () => stateReads,
    playback: () => ({ ...playback }),
    devices: () => [...devices].map(([id, d]) => ({ id, name: d.name, volume: d.volume })),
    reset() {
      for (const device of devices.values()) for (const stream of device.streams) stream.end();
      devices.clear();
      Object.assign(playback, { deviceId: null, trackId: null, paused: true });
      queued.length = 0;
      apiRequests.length = 0;
      authorizations.length = 0;
      tokenRequests.length = 0;
      premium = true;
      lifetime = 3600;
      stateReads = 0;
      refuseConsent = false;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
