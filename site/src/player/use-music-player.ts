import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FragmentParams } from './fragment-params';
import { loadSdk, type SdkPlayer } from './load-sdk';
import { playbackFrom, STOPPED, type Playback } from './playback-state';
import { PLAYER, PLAYER_COPY as COPY } from './player-copy';
import { dialIsOn, powerAction } from './power-rules';
import { loadWithTries, QuotaExceededError, SignedOutError, sleep } from './retry-rules';
import { createSpotifyApi, type Playlist, type Track } from './spotify-api';
import { finishSpotifySignIn, playerRedirectUri, startSpotifySignIn } from './spotify-sign-in';
import { createTokenStore } from './token-store';

/** The music player's Spotify settings, from GET /api/player/config. */
export interface SpotifySettings {
  clientId: string;
  accountsUrl: string;
  apiUrl: string;
  sdkUrl: string;
}

/** What the panel shows (SPEC §2). */
export type PanelContent = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'list' };

/** Everything the player screen renders and does. */
export interface MusicPlayer {
  signedIn: boolean;
  dialOn: boolean;
  playback: Playback;
  /** A sentence about the last failure or the sign-in, or ''. */
  notice: string;
  panel: PanelContent;
  playlists: Playlist[];
  selectedPlaylist: Playlist | null;
  tracks: Track[];
  /** The dial: acts after 300 ms (SPEC §4). */
  press(): void;
  selectPlaylist(playlist: Playlist): void;
  /** Plays a track of the loaded list; any other id does nothing (SPEC §4, §5). */
  selectTrack(id: string): void;
}

const codesSeen = new Set<string>();

const failureText = (error: unknown, fallback: string) =>
  error instanceof QuotaExceededError ? COPY.quotaExceeded : fallback;

/**
 * The music player's state and browser glue: sign-in, the Web API, the Web Playback SDK (SPEC §4, §7, §8).
 * `fragment` is what the address fragment held at start (the page clears it at once).
 */
export function useMusicPlayer(settings: SpotifySettings, fragment: FragmentParams): MusicPlayer {
  const redirectUri = playerRedirectUri(window.location.origin);
  const accounts = useMemo(
    () => ({ accountsUrl: settings.accountsUrl, clientId: settings.clientId, fetch: window.fetch.bind(window) }),
    [settings],
  );
  const tokens = useMemo(() => createTokenStore(window.localStorage, accounts), [accounts]);
  const [signedIn, setSignedIn] = useState(false);
  const [switchedOn, setSwitchedOn] = useState(false);
  const [playback, setPlayback] = useState<Playback>(STOPPED);
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [playlists, setPlaylists] = useState<Playlist[]>([]);
  const [playlistsLoaded, setPlaylistsLoaded] = useState(false);
  const [selectedPlaylist, setSelectedPlaylist] = useState<Playlist | null>(null);
  const [tracks, setTracks] = useState<Track[]>([]);
  const [panel, setPanel] = useState<PanelContent>({ kind: 'loading' });
  const playerRef = useRef<SdkPlayer | null>(null);
  const activated = useRef(false);
  const pendingTrack = useRef<string | null>(null);
  const tracksRequest = useRef(0);

  const signOut = useCallback(
    (text: string) => {
      tokens.clear();
      playerRef.current?.disconnect();
      playerRef.current = null;
      setSignedIn(false);
      setDeviceId(null);
      setPlayback(STOPPED);
      setNotice(text);
    },
    [tokens],
  );
  const api = useMemo(
    () =>
      createSpotifyApi(settings.apiUrl, {
        fetch: window.fetch.bind(window),
        sleep,
        token: () => tokens.fresh(),
        onUnauthorized: () => signOut(COPY.signedOutAgain),
      }),
    [settings, tokens, signOut],
  );

  // On load (SPEC §4): the fragment's token and track; else a sign-in coming back; else the stored token.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const back = query.has('state') && (query.has('code') || query.has('error'));
    if (back) window.history.replaceState(null, '', window.location.pathname);
    if (fragment.token) tokens.save({ accessToken: fragment.token });
    if (fragment.track) pendingTrack.current = fragment.track;
    const code = query.get('code') ?? query.get('error') ?? '';
    if (!back || codesSeen.has(code)) {
      setSignedIn(tokens.current() !== null);
      return;
    }
    codesSeen.add(code);
    setNotice(COPY.signingIn);
    finishSpotifySignIn(query, accounts, redirectUri)
      .then((grant) => {
        tokens.save(grant);
        setNotice('');
        setSignedIn(true);
      })
      .catch((error: unknown) => {
        setSwitchedOn(false);
        setNotice(COPY.signInFailed(error instanceof Error ? error.message : String(error)));
        setSignedIn(tokens.current() !== null);
      });
  }, [tokens, accounts, redirectUri, fragment]);

  const loadTracks = useCallback(
    (playlist: Playlist) => {
      // Only the last playlist chosen fills the list, whichever answer comes last.
      const request = ++tracksRequest.current;
      setSelectedPlaylist(playlist);
      setPanel({ kind: 'loading' });
      loadWithTries(() => api.tracks(playlist.id), sleep)
        .then((loaded) => {
          if (request !== tracksRequest.current) return;
          setTracks(loaded);
          setPanel({ kind: 'list' });
        })
        .catch((error: unknown) => {
          if (request !== tracksRequest.current || error instanceof SignedOutError) return;
          setTracks([]);
          setPanel({ kind: 'error', message: failureText(error, COPY.tracksFailed) });
        });
    },
    [api],
  );

  // Signed in: the /me check, then the playlists, the first one selected (SPEC §4, §7).
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    setPanel({ kind: 'loading' });
    api
      .me()
      .then((me) => api.playlists(me.id))
      .then(
        (found) => {
          if (!live) return;
          setPlaylists(found);
          setPlaylistsLoaded(true);
          if (found[0]) loadTracks(found[0]);
          else setPanel({ kind: 'list' });
        },
        (error: unknown) => {
          if (!live || error instanceof SignedOutError) return;
          // SPEC §8: fetching playlists fails to an empty list; a spent quota says so.
          setPlaylists([]);
          setPlaylistsLoaded(true);
          setPanel(
            error instanceof QuotaExceededError ? { kind: 'error', message: COPY.quotaExceeded } : { kind: 'list' },
          );
        },
      );
    return () => {
      live = false;
    };
  }, [signedIn, api, loadTracks]);

  // Signed in: the SDK player, named 'Web Playback SDK', volume 1, asking for a fresh token each time (SPEC §7).
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    let reread: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      void playerRef.current?.getCurrentState().then((state) => live && setPlayback(playbackFrom(state)));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    loadSdk(settings.sdkUrl)
      .then(async (Spotify) => {
        if (!live) return;
        const player = new Spotify.Player({
          name: PLAYER.deviceName,
          volume: PLAYER.volume,
          getOAuthToken: (give) => void tokens.fresh().then((token) => give(token ?? '')),
        });
        playerRef.current = player;
        player.addListener('ready', ({ device_id }) => {
          setDeviceId(device_id);
          api.transfer(device_id).catch((error: unknown) => {
            if (error instanceof QuotaExceededError) setNotice(COPY.quotaExceeded);
          });
        });
        player.addListener('not_ready', () => {
          setDeviceId(null);
          setPlayback((now) => ({ ...now, playing: false }));
        });
        player.addListener('player_state_changed', (state) => setPlayback(playbackFrom(state)));
        // A player already let go (signed out while it connected) says nothing more: its token was cleared, so
        // its late authentication_error would replace the sentence that said why.
        const current = () => playerRef.current === player;
        player.addListener('initialization_error', ({ message }) => current() && setNotice(COPY.initFailed(message)));
        player.addListener('authentication_error', ({ message }) => current() && signOut(COPY.authFailed(message)));
        player.addListener(
          'account_error',
          ({ message }) => current() && setNotice(`${COPY.accountError(message)} ${COPY.premiumNeeded}`),
        );
        player.addListener('playback_error', ({ message }) => {
          setNotice(COPY.playbackError(message));
          setPlayback((now) => ({ ...now, playing: false }));
        });
        player.addListener('autoplay_failed', () => setPlayback((now) => ({ ...now, playing: false })));
        if (await player.connect()) reread = setTimeout(refresh, PLAYER.stateRereadMs);
      })
      .catch(
        (error: unknown) => live && setNotice(COPY.initFailed(error instanceof Error ? error.message : String(error))),
      );
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', refresh);
    return () => {
      live = false;
      clearTimeout(reread);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', refresh);
      playerRef.current?.disconnect();
      playerRef.current = null;
    };
  }, [signedIn, settings, tokens, api, signOut]);

  const playTrack = useCallback(
    (id: string, failed: string) => {
      setNotice('');
      api.play(deviceId, [`spotify:track:${id}`]).catch((error: unknown) => {
        if (!(error instanceof SignedOutError)) setNotice(failureText(error, failed));
      });
    },
    [api, deviceId],
  );

  // SPEC §4: the fragment's track plays once the player and token are ready, then is forgotten.
  useEffect(() => {
    const id = pendingTrack.current;
    if (!id || !deviceId || !signedIn) return;
    pendingTrack.current = null;
    playTrack(id, COPY.playFailed);
  }, [deviceId, signedIn, playTrack]);

  // The press reads the state of when it acts, 300 ms later.
  const latest = useRef({ signedIn, playback, tracks, deviceId });
  latest.current = { signedIn, playback, tracks, deviceId };

  const act = useCallback(() => {
    const now = latest.current;
    const hasToken = now.signedIn && tokens.current() !== null;
    const action = powerAction({
      hasToken,
      playing: now.playback.playing,
      hasCurrentTrack: now.playback.current !== null,
      trackCount: now.tracks.length,
      playerReady: now.deviceId !== null && playerRef.current !== null,
    });
    const fail = (error: unknown) => {
      if (!(error instanceof SignedOutError)) setNotice(failureText(error, COPY.startFailed));
    };
    switch (action) {
      case 'sign-in':
        setSwitchedOn(true);
        startSpotifySignIn(accounts, redirectUri).then(
          (address) => window.location.assign(address),
          (error: unknown) => {
            setSwitchedOn(false);
            setNotice(COPY.signInFailed(error instanceof Error ? error.message : String(error)));
          },
        );
        return;
      case 'play-first':
        if (now.tracks[0]) playTrack(now.tracks[0].id, COPY.startFailed);
        return;
      case 'pause':
        void playerRef.current?.pause();
        return;
      case 'resume':
        void playerRef.current?.resume();
        return;
      case 'api-pause':
        api.pause(null).then(() => setPlayback((p) => ({ ...p, playing: false })), fail);
        return;
      case 'api-resume':
        api.play(null).then(() => setPlayback((p) => ({ ...p, playing: true })), fail);
    }
  }, [tokens, accounts, redirectUri, playTrack, api]);

  const press = useCallback(() => {
    // Browsers let a page start sound only from a user's gesture: the SDK's element is activated inside the first press.
    if (!activated.current && playerRef.current) {
      activated.current = true;
      void playerRef.current.activateElement();
    }
    setTimeout(act, PLAYER.pressDelayMs);
  }, [act]);

  const selectTrack = useCallback(
    (id: string) => {
      if (tracks.some((t) => t.id === id)) playTrack(id, COPY.playFailed);
    },
    [tracks, playTrack],
  );

  return {
    signedIn,
    dialOn: dialIsOn(signedIn, switchedOn),
    playback,
    notice,
    panel: playlistsLoaded || panel.kind !== 'list' ? panel : { kind: 'loading' },
    playlists,
    selectedPlaylist,
    tracks,
    press,
    selectPlaylist: loadTracks,
    selectTrack,
  };
}
