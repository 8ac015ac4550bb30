import { PLAYER } from './player-copy';
import { requestWithRetry, type RequestDeps } from './retry-rules';

/**
 * The Spotify Web API calls of the music player (SPEC §7), as Spotify answers them today
 * (developer.spotify.com/documentation/web-api/reference and the February 2026 migration guide):
 * playlist items at /playlists/{id}/items, `item` in place of `track` and `items.total` in place of
 * `tracks.total`, both read with the old name as the fallback.
 */

/** SPEC §3 playlist. */
export interface Playlist {
  id: string;
  name: string;
  trackCount: number;
}

/** SPEC §3 track. */
export interface Track {
  id: string;
  name: string;
  /** Artist names joined by ', '. */
  artist: string;
  /** The first album image's address, or ''. */
  albumArt: string;
}

/** The signed-in Spotify user. */
export interface SpotifyUser {
  id: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** SPEC §5: a playlist entry becomes a track only with an id, a name, artists and an album; anything else is dropped. */
export function toTrack(entry: unknown): Track | null {
  if (!isObject(entry)) return null;
  const track = isObject(entry.item) ? entry.item : entry.track;
  if (
    !isObject(track) ||
    !text(track.id) ||
    !text(track.name) ||
    !Array.isArray(track.artists) ||
    !isObject(track.album)
  )
    return null;
  const images = Array.isArray(track.album.images) ? track.album.images : [];
  return {
    id: text(track.id),
    name: text(track.name),
    artist: track.artists
      .map((artist: unknown) => (isObject(artist) ? text(artist.name) : ''))
      .filter(Boolean)
      .join(', '),
    albumArt: isObject(images[0]) ? text(images[0].url) : '',
  };
}

/**
 * A /me/playlists entry as a Playlist when its items can be listed (the user's own or a collaborative one;
 * Spotify answers 403 for others'), its count from `items.total`, else `tracks.total`.
 */
export function toPlaylist(entry: unknown, userId: string): Playlist | null {
  if (!isObject(entry) || !text(entry.id)) return null;
  const owner = isObject(entry.owner) ? text(entry.owner.id) : '';
  if (owner !== userId && entry.collaborative !== true) return null;
  const total = (field: unknown) => (isObject(field) && typeof field.total === 'number' ? field.total : null);
  return { id: text(entry.id), name: text(entry.name), trackCount: total(entry.items) ?? total(entry.tracks) ?? 0 };
}

/** SPEC §2: playlists by track count, highest first (stable for equal counts). */
export function byTrackCount(playlists: Playlist[]): Playlist[] {
  return [...playlists].sort((a, b) => b.trackCount - a.trackCount);
}

/** The calls, each on the SPEC §8 retry rule. */
export interface SpotifyApi {
  me(): Promise<SpotifyUser>;
  /** The user's listable playlists, sorted by track count. */
  playlists(userId: string): Promise<Playlist[]>;
  /** The first 15 tracks of a playlist, incomplete entries dropped. */
  tracks(playlistId: string): Promise<Track[]>;
  /** Plays these tracks, or resumes with no uris; on `deviceId` when given, else on the active device. */
  play(deviceId: string | null, uris?: string[]): Promise<void>;
  pause(deviceId: string | null): Promise<void>;
  /** Moves playback to this browser's device, without starting it. */
  transfer(deviceId: string): Promise<void>;
}

const TRACK_FIELDS = 'id,name,artists(name),album(name,images(url))';

/** The Web API client at `apiUrl` (https://api.spotify.com/v1, or a stand-in). */
export function createSpotifyApi(apiUrl: string, deps: RequestDeps): SpotifyApi {
  const call = (path: string, init: RequestInit = {}) => requestWithRetry(`${apiUrl}${path}`, init, deps);
  const json = async (path: string) => (await (await call(path)).json()) as Json;
  const put = async (path: string, body?: unknown) => {
    await call(
      path,
      body === undefined
        ? { method: 'PUT' }
        : { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    );
  };
  const device = (deviceId: string | null) => (deviceId ? `?${new URLSearchParams({ device_id: deviceId })}` : '');
  return {
    async me() {
      return { id: text((await json('/me')).id) };
    },
    async playlists(userId) {
      const page = await json(`/me/playlists?limit=${PLAYER.playlistPageSize}`);
      const items = Array.isArray(page.items) ? page.items : [];
      return byTrackCount(items.map((entry) => toPlaylist(entry, userId)).filter((p): p is Playlist => p !== null));
    },
    async tracks(playlistId) {
      const query = new URLSearchParams({
        limit: String(PLAYER.trackPageSize),
        offset: '0',
        fields: `items(item(${TRACK_FIELDS}),track(${TRACK_FIELDS}))`,
      });
      const page = await json(`/playlists/${encodeURIComponent(playlistId)}/items?${query}`);
      const items = Array.isArray(page.items) ? page.items : [];
      return items.map(toTrack).filter((t): t is Track => t !== null);
    },
    play: (deviceId, uris) => put(`/me/player/play${device(deviceId)}`, uris ? { uris } : undefined),
    pause: (deviceId) => put(`/me/player/pause${device(deviceId)}`),
    transfer: (deviceId) => put('/me/player', { device_ids: [deviceId], play: false }),
  };
}
