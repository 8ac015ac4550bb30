import { describe, expect, it } from 'vitest';
import { byTrackCount, createSpotifyApi, toPlaylist, toTrack } from './spotify-api';

const song = {
  id: 't1',
  name: 'Song',
  artists: [{ name: 'Ann Lee' }, { name: 'Bo' }],
  album: { name: 'Album', images: [{ url: 'https://i.test/1.jpg' }, { url: 'https://i.test/2.jpg' }] },
};

describe('toTrack (SPEC §3, §5)', () => {
  it.each([
    [
      'the new `item` field',
      { item: song },
      { id: 't1', name: 'Song', artist: 'Ann Lee, Bo', albumArt: 'https://i.test/1.jpg' },
    ],
    [
      'the old `track` field',
      { track: song },
      { id: 't1', name: 'Song', artist: 'Ann Lee, Bo', albumArt: 'https://i.test/1.jpg' },
    ],
    [
      '`item` before `track`',
      { item: song, track: { ...song, id: 'old' } },
      { id: 't1', name: 'Song', artist: 'Ann Lee, Bo', albumArt: 'https://i.test/1.jpg' },
    ],
    [
      'an album without images',
      { item: { ...song, album: { name: 'A', images: [] } } },
      { id: 't1', name: 'Song', artist: 'Ann Lee, Bo', albumArt: '' },
    ],
    ['a null track (a removed song)', { item: null, track: null }, null],
    ['a track without artists', { item: { ...song, artists: undefined } }, null],
    ['a track without album', { item: { ...song, album: null } }, null],
    ['an episode without id', { item: { ...song, id: null } }, null],
    ['null', null, null],
  ])('reads %s', (_, entry, track) => {
    expect(toTrack(entry)).toEqual(track);
  });
});

describe('toPlaylist', () => {
  it.each([
    [
      'an own playlist, counting items.total',
      { id: 'p', name: 'Mine', owner: { id: 'me' }, items: { total: 7 }, tracks: { total: 3 } },
      { id: 'p', name: 'Mine', trackCount: 7 },
    ],
    [
      'the old tracks.total when items.total is missing',
      { id: 'p', name: 'Mine', owner: { id: 'me' }, tracks: { total: 3 } },
      { id: 'p', name: 'Mine', trackCount: 3 },
    ],
    ['no count at all as 0', { id: 'p', name: 'Mine', owner: { id: 'me' } }, { id: 'p', name: 'Mine', trackCount: 0 }],
    [
      "someone else's collaborative playlist",
      { id: 'c', name: 'Ours', owner: { id: 'friend' }, collaborative: true, items: { total: 2 } },
      { id: 'c', name: 'Ours', trackCount: 2 },
    ],
    [
      "someone else's playlist (its items answer 403)",
      { id: 'f', name: 'Theirs', owner: { id: 'friend' }, items: { total: 9 } },
      null,
    ],
    ['an entry without id', { name: 'x', owner: { id: 'me' } }, null],
  ])('reads %s', (_, entry, playlist) => {
    expect(toPlaylist(entry, 'me')).toEqual(playlist);
  });

  it('sorts by track count, highest first, keeping ties in order', () => {
    const sorted = byTrackCount([
      { id: 'a', name: 'A', trackCount: 1 },
      { id: 'b', name: 'B', trackCount: 9 },
      { id: 'c', name: 'C', trackCount: 1 },
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('createSpotifyApi', () => {
  function api() {
    const calls: Array<{ method: string; url: string; body: unknown }> = [];
    const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const u = new URL(String(url));
      const body =
        u.pathname === '/v1/me/playlists'
          ? { items: [{ id: 'p', name: 'P', owner: { id: 'me' }, items: { total: 2 } }] }
          : u.pathname.startsWith('/v1/playlists/')
            ? { items: [{ item: song }, { item: null }] }
            : {};
      return new Response(u.pathname.startsWith('/v1/me/player') ? null : JSON.stringify(body), {
        status: u.pathname.startsWith('/v1/me/player') ? 204 : 200,
      });
    }) as typeof globalThis.fetch;
    return {
      calls,
      client: createSpotifyApi('https://api.test/v1', {
        fetch,
        sleep: async () => {},
        token: async () => 't',
        onUnauthorized: () => {},
      }),
    };
  }

  it('asks for 15 tracks from offset 0 with their fields, at the items path', async () => {
    const { calls, client } = api();
    expect(await client.tracks('p 1')).toEqual([
      { id: 't1', name: 'Song', artist: 'Ann Lee, Bo', albumArt: 'https://i.test/1.jpg' },
    ]);
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/v1/playlists/p%201/items');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '15',
      offset: '0',
      fields:
        'items(item(id,name,artists(name),album(name,images(url))),track(id,name,artists(name),album(name,images(url))))',
    });
  });

  it('plays, resumes with an empty body, pauses and transfers as SPEC §7 says', async () => {
    const { calls, client } = api();
    await client.play('dev', ['spotify:track:t1']);
    await client.play(null);
    await client.pause('dev');
    await client.transfer('dev');
    expect(calls).toEqual([
      { method: 'PUT', url: 'https://api.test/v1/me/player/play?device_id=dev', body: { uris: ['spotify:track:t1'] } },
      { method: 'PUT', url: 'https://api.test/v1/me/player/play', body: undefined },
      { method: 'PUT', url: 'https://api.test/v1/me/player/pause?device_id=dev', body: undefined },
      { method: 'PUT', url: 'https://api.test/v1/me/player', body: { device_ids: ['dev'], play: false } },
    ]);
  });

  it('lists the playlists of /me/playlists, 50 a page', async () => {
    const { calls, client } = api();
    expect(await client.playlists('me')).toEqual([{ id: 'p', name: 'P', trackCount: 2 }]);
    expect(calls[0]!.url).toBe('https://api.test/v1/me/playlists?limit=50');
  });
});
