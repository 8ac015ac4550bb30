import { useEffect, useState } from 'react';
import { authApiBase } from '../auth/sign-in';
import { fragmentParams, type FragmentParams } from './fragment-params';
import { MusicPanel } from './music-panel';
import { PLAYER_COPY as COPY } from './player-copy';
import { PowerDial } from './power-dial';
import { useMusicPlayer, type SpotifySettings } from './use-music-player';

/** Keys that act on a focused control themselves: Space there is that control's, not the player's. */
const OWN_SPACE = 'button, a, input, textarea, select, summary, [contenteditable="true"]';

function Player({ settings, fragment }: { settings: SpotifySettings; fragment: FragmentParams }) {
  const player = useMusicPlayer(settings, fragment);
  const [panelOpen, setPanelOpen] = useState(false);
  const current = player.playback.current;

  // Issue #24 keyboard use: Space toggles playback anywhere on the page but on a control of its own.
  const { press } = player;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || (event.target instanceof Element && event.target.closest(OWN_SPACE)))
        return;
      event.preventDefault();
      press();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [press]);

  return (
    <div className="player-stage">
      <PowerDial on={player.dialOn} playing={player.playback.playing} onPress={player.press} />
      <div className="now-playing" aria-live="polite">
        {current ? (
          <>
            <p className="now-playing-name">{current.name}</p>
            <p className="muted">{COPY.byArtist(current.artist)}</p>
          </>
        ) : (
          <p className="muted">{player.signedIn ? COPY.nothingPlaying : COPY.signInHint}</p>
        )}
      </div>
      <p className="player-notice" role="status">
        {player.notice}
      </p>
      {player.signedIn && (
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen(true)}
        >
          {COPY.openMusic}
        </button>
      )}
      <MusicPanel
        open={panelOpen && player.signedIn}
        onClose={() => setPanelOpen(false)}
        content={player.panel}
        playlists={player.playlists}
        selectedPlaylist={player.selectedPlaylist}
        tracks={player.tracks}
        currentTrackId={player.playback.trackId}
        onSelectPlaylist={player.selectPlaylist}
        onSelectTrack={player.selectTrack}
      />
    </div>
  );
}

type Settings = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; spotify: SpotifySettings | null };

/**
 * SPEC §2 music player on /play and /player (issue #24). Its Spotify settings come from the server; without a
 * client id the page says the player isn't set up. Spotify accepts loopback redirect addresses only as
 * 127.0.0.1, so on localhost the page names the 127.0.0.1 address to open instead of starting a sign-in
 * Spotify would refuse.
 */
export function PlayerPage() {
  const [dark, setDark] = useState(false); // SPEC §4: not persisted
  const [settings, setSettings] = useState<Settings>({ state: 'loading' });
  // SPEC §4: the fragment (a token, a track to play) is read and cleared at start, before the settings arrive.
  const [fragment] = useState(() => fragmentParams(window.location.hash));
  const onLocalhost = window.location.hostname === 'localhost';
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, []);
  useEffect(() => {
    fetch(`${authApiBase(window.location, import.meta.env.DEV)}/api/player/config`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { spotify: SpotifySettings | null };
        setSettings({ state: 'ready', spotify: body.spotify });
      })
      .catch(() => setSettings({ state: 'failed' }));
  }, []);
  const loopback = `${window.location.protocol}//127.0.0.1${window.location.port ? `:${window.location.port}` : ''}${window.location.pathname}`;

  return (
    <main className={`player${dark ? ' dark' : ''}`}>
      <header className="player-header">
        <h1>{COPY.heading}</h1>
        <button type="button" className="button small" aria-pressed={dark} onClick={() => setDark((on) => !on)}>
          {COPY.darkMode}
        </button>
      </header>
      {onLocalhost ? (
        <p className="player-message">
          {COPY.localhost(loopback).split(loopback)[0]}
          <a href={loopback}>{loopback}</a>
          {COPY.localhost(loopback).split(loopback)[1]}
        </p>
      ) : settings.state === 'failed' ? (
        <p className="player-message" role="alert">
          {COPY.configFailed}
        </p>
      ) : settings.state === 'ready' && settings.spotify === null ? (
        <p className="player-message">{COPY.notConfigured}</p>
      ) : settings.state === 'ready' && settings.spotify ? (
        <Player settings={settings.spotify} fragment={fragment} />
      ) : null}
    </main>
  );
}
